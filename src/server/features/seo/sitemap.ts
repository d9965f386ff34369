import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { Catalogue } from '../services/catalogue.ts';
import { CATALOGUE_PATH, castProfilePath, servicePath } from './page-head.ts';
import { type SitemapChunk, type SitemapListing, sitemapChunks, sitemapRange } from './queries.ts';

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_FILE_SIZE = 50_000;
/**
 * How long the cut of the listings into files is kept (and how long crawlers and caches may keep a
 * sitemap file): cutting reads every published service once.
 */
export const SITEMAP_MAX_AGE_SECONDS = 600;

interface SitemapUrl {
  path: string;
  lastmod?: Date | undefined;
}

const LISTINGS: readonly SitemapListing[] = ['services', 'casts'];
const LISTING_PATHS: Record<SitemapListing, (id: string) => string> = {
  services: servicePath,
  casts: castProfilePath,
};

const CONTENT_PATHS = {
  terms_cast: '/cast/terms',
  terms_guest: '/guest/terms',
  privacy_policy: '/privacy-policy',
} as const;

const newest = (dates: readonly (Date | undefined)[]) =>
  dates.reduce<Date | undefined>((a, b) => (!a || (b && b > a) ? b : a), undefined);

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

export const sitemapFilePath = (listing: SitemapListing, number: number) =>
  `/sitemap-${listing}-${number}.xml`;
export const SITEMAP_PAGES_PATH = '/sitemap-pages.xml';

/**
 * The public pages search engines should know (docs/seo.md). /sitemap.xml is always an index: one file of
 * the site's own pages (top, catalogue, content pages, notices), then the services in the catalogue and
 * the profiles of active casts in numbered files of at most `fileSize` URLs each. Those files are ranges
 * of ids (keyset, never offsets), cut by one pass over each listing (a statement per file) that is kept for
 * SITEMAP_MAX_AGE_SECONDS, so a crawler reading the index and every file costs one such pass; each file
 * then reads only its own range. The ranges of a cut cover every id once (the first starts at nothing,
 * the last ends at nothing), so a row published since the cut is listed at once, in exactly one file.
 */
export function createSitemap(deps: {
  db: Kysely<Database>;
  catalogue: Catalogue;
  clock: Clock;
  appOrigin: string;
  fileSize?: number;
}) {
  const { db, catalogue } = deps;
  const fileSize = deps.fileSize ?? SITEMAP_FILE_SIZE;
  // Paths are the site's own, each starting at its root: joined to the origin rather than parsed per URL.
  const origin = new URL(deps.appOrigin).origin;
  const absolute = (path: string) => escapeXml(origin + path);

  const cuts = new Map<SitemapListing, { until: number; chunks: Promise<SitemapChunk[]> }>();
  /** The listing's files, cut afresh once the last cut is older than the maximum age (one pass at a time). */
  function chunksOf(listing: SitemapListing): Promise<SitemapChunk[]> {
    const now = deps.clock.now();
    const kept = cuts.get(listing);
    if (kept && kept.until > now.getTime()) return kept.chunks;
    const chunks = sitemapChunks(db, catalogue, listing, fileSize);
    cuts.set(listing, { until: now.getTime() + SITEMAP_MAX_AGE_SECONDS * 1000, chunks });
    chunks.catch(() => cuts.delete(listing));
    return chunks;
  }

  async function sitePages(): Promise<SitemapUrl[]> {
    const [services, pages, management, notices] = await Promise.all([
      chunksOf('services'),
      db.selectFrom('content_pages').select(['kind', 'slug', 'updated_at']).orderBy('position').execute(),
      db.selectFrom('management_info').select('updated_at').executeTakeFirst(),
      db
        .selectFrom('notices')
        .select(['id', 'published_at'])
        .where('audience', 'in', ['public', 'guest'])
        .where('published_at', '<=', deps.clock.now())
        .orderBy('published_at')
        .orderBy('id')
        .execute(),
    ]);
    const servicesChanged = newest(services.map((chunk) => chunk.lastmod));
    return [
      { path: '/', lastmod: servicesChanged },
      { path: CATALOGUE_PATH, lastmod: servicesChanged },
      ...pages.map((p) => ({
        path: p.kind === 'fixed' ? `/page/${encodeURIComponent(p.slug)}` : CONTENT_PATHS[p.kind],
        lastmod: p.updated_at,
      })),
      { path: '/qanda' },
      ...(management ? [{ path: '/management-info', lastmod: management.updated_at }] : []),
      { path: '/notices', lastmod: notices.at(-1)?.published_at },
      ...notices.map((n) => ({ path: `/notices/${n.id}`, lastmod: n.published_at })),
    ];
  }

  const entry = (tag: 'url' | 'sitemap', { path, lastmod }: SitemapUrl) =>
    `<${tag}><loc>${absolute(path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</${tag}>`;
  const urlSet = (urls: readonly SitemapUrl[]) =>
    xml(
      'urlset',
      urls.map((url) => entry('url', url)),
    );

  /** /sitemap.xml: the site's pages, then each listing's files with their last change. */
  async function index(): Promise<string> {
    const [pages, ...listings] = await Promise.all([sitePages(), ...LISTINGS.map(chunksOf)]);
    return xml('sitemapindex', [
      entry('sitemap', { path: SITEMAP_PAGES_PATH, lastmod: newest(pages.map((p) => p.lastmod)) }),
      ...LISTINGS.flatMap((listing, l) =>
        (listings[l] ?? []).map((chunk, i) =>
          entry('sitemap', { path: sitemapFilePath(listing, i + 1), lastmod: chunk.lastmod }),
        ),
      ),
    ]);
  }

  /** /sitemap-pages.xml */
  async function pages(): Promise<string> {
    return urlSet(await sitePages());
  }

  /** The listing's file `number` (from 1), or null past its last file. */
  async function file(listing: SitemapListing, number: number): Promise<string | null> {
    const chunks = await chunksOf(listing);
    const chunk = chunks[number - 1];
    if (!chunk) return null;
    const rows = await sitemapRange(db, catalogue, listing, {
      from: chunk.from,
      to: chunks[number]?.from,
      limit: fileSize + 1,
    });
    // Rows published since the cut fall in some file's range; one that would pass the size has its cut
    // made again by the next request, and meanwhile keeps to the size.
    if (rows.length > fileSize) cuts.delete(listing);
    return urlSet(
      rows.slice(0, fileSize).map((row) => ({ path: LISTING_PATHS[listing](row.id), lastmod: row.lastmod })),
    );
  }

  return { index, pages, file };
}
export type Sitemap = ReturnType<typeof createSitemap>;

function xml(root: 'urlset' | 'sitemapindex', children: readonly string[]) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...children,
    `</${root}>`,
    '',
  ].join('\n');
}
