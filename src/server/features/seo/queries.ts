import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Catalogue, IdRange } from '../services/catalogue.ts';

/** A kind of page the sitemap lists by the thousand, in files of ranges of its ids. */
export type SitemapListing = 'services' | 'casts';

/** One file's range of ids: from `from` (included; the first file has none) to the next file's `from`. */
export interface SitemapChunk {
  from: string | undefined;
  lastmod: Date;
}

type Range = IdRange & { limit: number };

/**
 * The first `limit` rows of a listing within a range of ids, in id order, as `id` and `lastmod`.
 * Services: the catalogue's own listing, so its visibility rule is written once (seo.api.test.ts checks
 * each of its conditions against the sitemap). Casts: active ones, whose profiles are public.
 */
function rows(db: Kysely<Database>, catalogue: Catalogue, listing: SitemapListing, range: Range) {
  if (listing === 'services') return catalogue.listed(range);
  return db
    .selectFrom('accounts')
    .select(['id', 'updated_at as lastmod'])
    .where('type', '=', 'cast')
    .where('status', '=', 'active')
    .$if(range.from !== undefined, (query) => query.where('id', '>=', range.from as string))
    .$if(range.to !== undefined, (query) => query.where('id', '<', range.to as string))
    .orderBy('id')
    .limit(range.limit);
}

/**
 * The listing cut into files of `size` rows in id order: each file's first id (none for the first, which
 * starts at nothing) and newest change. One statement per file, each reading its file's rows and the next
 * one's first id through the primary key, so that on PGlite, whose one connection serves every request in
 * turn, other requests are answered between them rather than after the whole listing.
 */
export async function sitemapChunks(
  db: Kysely<Database>,
  catalogue: Catalogue,
  listing: SitemapListing,
  size: number,
): Promise<SitemapChunk[]> {
  const chunks: SitemapChunk[] = [];
  let from: string | undefined;
  for (;;) {
    const numbered = db
      .selectFrom(rows(db, catalogue, listing, { from, limit: size + 1 }).as('next'))
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
  catalogue: Catalogue,
  listing: SitemapListing,
  range: Range,
) {
  return rows(db, catalogue, listing, range).execute();
}
