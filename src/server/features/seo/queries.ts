import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A kind of page the sitemap lists by the thousand, in files of ranges of its ids. */
export type SitemapListing = 'services' | 'casts';

/** One file's range of ids: from `from` (included; the first file has none) to the next file's `from`. */
export interface SitemapChunk {
  from: string | undefined;
  lastmod: Date;
}

/** Bounds of ids: from `from` (included) up to `to` (excluded), either open. */
interface IdRange {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The rows of a listing within a range of ids, as `id` and `lastmod`. Services: the catalogue's visibility
 * rule (`visible()` in features/services/catalogue.ts; seo.api.test.ts checks each of its conditions
 * against the sitemap), written here because the sitemap reads it by ranges of ids. Casts: active ones,
 * whose profiles are public.
 */
function rows(db: Kysely<Database>, listing: SitemapListing, now: Date, range: IdRange) {
  const listed =
    listing === 'casts'
      ? db
          .selectFrom('accounts')
          .select(['id', 'updated_at as lastmod'])
          .where('type', '=', 'cast')
          .where('status', '=', 'active')
      : db
          .selectFrom('services')
          .select(['id', 'updated_at as lastmod'])
          .where('status', '=', 'publish')
          .where('deleted_at', 'is', null)
          .where('owner_suspended', '=', false)
          .where((eb) => eb.or([eb('listing_ends_at', 'is', null), eb('listing_ends_at', '>', now)]));
  return db
    .selectFrom(listed.as('r'))
    .select(['r.id', 'r.lastmod'])
    .$if(range.from !== undefined, (query) => query.where('r.id', '>=', range.from as string))
    .$if(range.to !== undefined, (query) => query.where('r.id', '<', range.to as string))
    .orderBy('r.id');
}

/**
 * The listing cut into files of `size` rows in id order: each file's first id (none for the first, which
 * starts at nothing) and newest change. One statement per file, each reading its file's rows and the next
 * one's first id through the primary key, so that on PGlite, whose one connection serves every request in
 * turn, other requests are answered between them rather than after the whole listing.
 */
export async function sitemapChunks(
  db: Kysely<Database>,
  listing: SitemapListing,
  now: Date,
  size: number,
): Promise<SitemapChunk[]> {
  const chunks: SitemapChunk[] = [];
  let from: string | undefined;
  for (;;) {
    const numbered = db
      .selectFrom(
        rows(db, listing, now, { from })
          .limit(size + 1)
          .as('next'),
      )
      .select(['next.id', 'next.lastmod', sql<number>`row_number() over (order by next.id)`.as('n')])
      .as('numbered');
    const step = await db
      .selectFrom(numbered)
      .select([
        sql<Date | null>`max(numbered.lastmod) filter (where numbered.n <= ${size})`.as('lastmod'),
        sql<string | null>`max(numbered.id) filter (where numbered.n > ${size})`.as('next'),
      ])
      .executeTakeFirstOrThrow();
    if (step.lastmod === null) return chunks;
    chunks.push({ from, lastmod: new Date(step.lastmod) });
    if (step.next === null) return chunks;
    from = step.next;
  }
}

/** One file's rows: its range of ids in id order, at most `limit` of them. */
export function sitemapRange(
  db: Kysely<Database>,
  listing: SitemapListing,
  now: Date,
  range: IdRange & { limit: number },
) {
  return rows(db, listing, now, range).limit(range.limit).execute();
}
