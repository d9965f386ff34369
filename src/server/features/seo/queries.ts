import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A kind of page the sitemap lists by the thousand, in files of ranges of its ids. */
export type SitemapListing = 'services' | 'casts';

/** One file's range of ids: from `from` (included) to the next file's `from` (excluded). */
export interface SitemapChunk {
  from: string;
  lastmod: Date;
}

/**
 * The rows of a listing, as `id` and `lastmod`. Services: the catalogue's visibility rule (`visible()` in
 * features/services/catalogue.ts; seo.api.test.ts checks each of its conditions against the sitemap),
 * written here because the sitemap reads it by ranges of ids. Casts: active ones, whose profiles are public.
 */
function rows(db: Kysely<Database>, listing: SitemapListing, now: Date) {
  if (listing === 'casts') {
    return db
      .selectFrom('accounts')
      .select(['id', 'updated_at as lastmod'])
      .where('type', '=', 'cast')
      .where('status', '=', 'active');
  }
  return db
    .selectFrom('services')
    .select(['id', 'updated_at as lastmod'])
    .where('status', '=', 'publish')
    .where('deleted_at', 'is', null)
    .where('owner_suspended', '=', false)
    .where((eb) => eb.or([eb('listing_ends_at', 'is', null), eb('listing_ends_at', '>', now)]));
}

/**
 * The listing cut into files of `size` rows in id order: each file's first id and newest change. One
 * pass over the listing (numbered in id order, grouped by number / size), so it is cached by its caller.
 */
export async function sitemapChunks(
  db: Kysely<Database>,
  listing: SitemapListing,
  now: Date,
  size: number,
): Promise<SitemapChunk[]> {
  const numbered = db
    .selectFrom(rows(db, listing, now).as('r'))
    .select(['r.id', 'r.lastmod', sql<number>`row_number() over (order by r.id) - 1`.as('n')])
    .as('numbered');
  const chunks = await db
    .selectFrom(numbered)
    .select([
      sql<string>`max(numbered.id) filter (where numbered.n % ${size} = 0)`.as('from'),
      sql<Date>`max(numbered.lastmod)`.as('lastmod'),
    ])
    .groupBy(sql`numbered.n / ${size}`)
    .orderBy('from')
    .execute();
  return chunks.map((chunk) => ({ from: chunk.from, lastmod: new Date(chunk.lastmod) }));
}

/** One file's rows: ids from `from` up to (without) `to`, either open, in id order, at most `limit` of them. */
export function sitemapRange(
  db: Kysely<Database>,
  listing: SitemapListing,
  now: Date,
  range: { from: string | undefined; to: string | undefined; limit: number },
) {
  return db
    .selectFrom(rows(db, listing, now).as('r'))
    .select(['r.id', 'r.lastmod'])
    .$if(range.from !== undefined, (query) => query.where('r.id', '>=', range.from as string))
    .$if(range.to !== undefined, (query) => query.where('r.id', '<', range.to as string))
    .orderBy('r.id')
    .limit(range.limit)
    .execute();
}
