import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { Catalogue } from '../services/catalogue.ts';
import { CATALOGUE_PATH, castProfilePath, servicePath } from './page-head.ts';

/** The most URLs one sitemap file may hold (sitemaps.org); past it /sitemap.xml is an index of pages. */
export const SITEMAP_PAGE_SIZE = 50_000;

interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

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

/**
 * The public pages search engines should know (docs/seo.md): the top page and the catalogue, every
 * service in the catalogue (the catalogue's own visibility rule), the profiles of active casts, the
 * content pages and the public notices. Past `pageSize` URLs, /sitemap.xml is an index whose pages are
 * /sitemap.xml?page=N.
 */
export function createSitemap(deps: {
  db: Kysely<Database>;
  clock: Clock;
  catalogue: Catalogue;
  appOrigin: string;
  pageSize?: number;
}) {
  const { db } = deps;
  const pageSize = deps.pageSize ?? SITEMAP_PAGE_SIZE;
  const absolute = (path: string) => escapeXml(new URL(path, deps.appOrigin).toString());

  async function urls(): Promise<SitemapUrl[]> {
    const [services, casts, pages, management, notices] = await Promise.all([
      deps.catalogue.listed(),
      db
        .selectFrom('accounts')
        .select(['id', 'updated_at'])
        .where('type', '=', 'cast')
        .where('status', '=', 'active')
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
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
    const servicesChanged = newest(services.map((s) => s.updated_at));
    return [
      { path: '/', ...(servicesChanged && { lastmod: servicesChanged }) },
      { path: CATALOGUE_PATH, ...(servicesChanged && { lastmod: servicesChanged }) },
      ...services.map((s) => ({ path: servicePath(s.id), lastmod: s.updated_at })),
      ...casts.map((c) => ({ path: castProfilePath(c.id), lastmod: c.updated_at })),
      ...pages.map((p) => ({
        path: p.kind === 'fixed' ? `/page/${encodeURIComponent(p.slug)}` : CONTENT_PATHS[p.kind],
        lastmod: p.updated_at,
      })),
      { path: '/qanda' },
      ...(management ? [{ path: '/management-info', lastmod: management.updated_at }] : []),
      { path: '/notices', ...(notices.length > 0 && { lastmod: notices.at(-1)?.published_at }) },
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

  /** The XML of /sitemap.xml (page undefined) or of one of its pages; null for a page that does not exist. */
  async function render(page: number | undefined): Promise<string | null> {
    const all = await urls();
    const pages = Math.ceil(all.length / pageSize);
    if (page === undefined) {
      if (pages <= 1) return urlSet(all);
      return xml(
        'sitemapindex',
        Array.from({ length: pages }, (_, i) => {
          const lastmod = newest(all.slice(i * pageSize, (i + 1) * pageSize).map((u) => u.lastmod));
          return entry('sitemap', { path: `/sitemap.xml?page=${i + 1}`, ...(lastmod && { lastmod }) });
        }),
      );
    }
    if (pages <= 1 || page > pages) return null;
    return urlSet(all.slice((page - 1) * pageSize, page * pageSize));
  }

  return { render };
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
