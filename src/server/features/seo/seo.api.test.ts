import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherAccount, publishService } from '../../../../test/helpers/entries.ts';
import { addAccount, publishedReview, setStatus } from '../../../../test/helpers/people.ts';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { uploadPng } from '../../../../test/helpers/upload-image.ts';
import { refreshServiceRating } from '../reviews/service-rating.ts';

const ORIGIN = 'http://localhost:3000';
/** A built web app as small as the server needs: the document it fills in per page. */
const INDEX_HTML =
  '<!doctype html><html lang="ja"><head><meta charset="UTF-8"><title>Tsunagu</title>' +
  '<meta name="description" content=""></head><body><div id="root"></div></body></html>';

let t: TestApp;
let webDist: string;
let cast: Agent;
let siteName: string;
const ids: Record<'published' | 'cheap' | 'draft' | 'private' | 'suspended' | 'deleted' | 'ended', string> = {
  published: '',
  deleted: '',
  ended: '',
  cheap: '',
  draft: '',
  private: '',
  suspended: '',
};
let castId: string;
let coverPath: string;

/** What a crawler that runs no script reads in a page's HTML. */
function read(html: string) {
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1]?.replaceAll('&amp;', '&');
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: attribute(/<link rel="canonical" href="([^"]*)">/),
    ogImage: attribute(/<meta property="og:image" content="([^"]*)">/),
    ogUrl: attribute(/<meta property="og:url" content="([^"]*)">/),
    twitterCard: attribute(/<meta name="twitter:card" content="([^"]*)">/),
    robots: attribute(/<meta name="robots" content="([^"]*)">/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '') as Record<string, unknown> & { '@type': string },
    ),
  };
}

const page = async (url: string) => {
  const response = await t.agent().get(url, { accept: 'text/html' });
  expect(response.statusCode, url).toBe(200);
  return { response, head: read(response.body), html: response.body };
};

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]?.replaceAll('&amp;', '&') ?? '');

/** Every URL the sitemap names, through its index. */
async function sitemapUrls(): Promise<string[]> {
  const index = await t.agent().get('/sitemap.xml');
  expect(index.statusCode).toBe(200);
  const files = await Promise.all(locs(index.body).map((url) => t.agent().get(url.slice(ORIGIN.length))));
  return files.flatMap((file) => {
    expect(file.statusCode).toBe(200);
    return locs(file.body);
  });
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'tsunagu-seo-web-'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ webDist, sitemapPageSize: 2 });
  siteName = (await t.agent().get('/api/site')).json().data.name;
  cast = t.agent();
  await cast.login('cast');
  castId = (await cast.get('/api/me')).json().data.id;
  const cover = await uploadPng(cast);
  coverPath = cover.url;
  ids.published = (await publishService(cast, '作り置き料理の代行 <b>', 5000)).serviceId;
  const withCover = await cast.put(`/api/services/${ids.published}`, {
    title: '作り置き料理の代行 <b>',
    description: '1週間分のおかずを3時間で10品つくります。</script>',
    chargeMethod: 'unit_price',
    imageIds: [cover.id],
    values: { category: 'cooking', area: 'tokyo', weekdays: ['sat'] },
  });
  expect(withCover.statusCode, withCover.body).toBe(200);
  ids.cheap = (await publishService(cast, '犬の散歩代行', 2000)).serviceId;
  const draft = await cast.post('/api/services', {
    title: '下書きのサービス',
    description: 'まだ公開していません。',
    status: 'draft',
    chargeMethod: 'unit_price',
    values: { category: 'cooking', area: 'tokyo' },
    menus: [{ name: '基本', price: 1000, unit: '回' }],
  });
  ids.draft = draft.json().data.id;
  ids.private = (await publishService(cast, '非公開にしたサービス')).serviceId;
  expect((await cast.post(`/api/services/${ids.private}/unpublish`, {})).statusCode).toBe(200);
  // A suspended cast's services stay published but flagged, as the console's suspension leaves them.
  const suspendedCast = await otherAccount(t, 'cast', 'suspended-cast');
  ids.suspended = (await publishService(suspendedCast, '停止中のキャストのサービス')).serviceId;
  const suspendedId = (await suspendedCast.get('/api/me')).json().data.id;
  await setStatus(t, suspendedId, 'suspended');
  await t.database.db
    .updateTable('services')
    .set({ owner_suspended: true })
    .where('cast_id', '=', suspendedId)
    .execute();
  const guestId = await addAccount(t, 'guest', 'レビューした人');
  await publishedReview(t, {
    serviceId: ids.published,
    castId,
    guestId,
    authorId: guestId,
    rating: 4,
    comment: 'とても助かりました。',
  });
  await refreshServiceRating(t.database.db, ids.published);
});
afterAll(async () => {
  await t?.close();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

describe('the HTML a crawler reads', () => {
  it('names the site on the top page, with its canonical address and Organization and WebSite data', async () => {
    const { head } = await page('/?utm_source=newsletter');
    expect(head.title).toContain(siteName);
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.ogUrl).toBe(`${ORIGIN}/`);
    expect(head.robots).toBeUndefined();
    expect(head.jsonLd.map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(head.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      name: siteName,
      url: `${ORIGIN}/`,
    });
    expect(head.jsonLd[1]).toMatchObject({
      potentialAction: { target: { urlTemplate: `${ORIGIN}/guest/services?keyword={search_term_string}` } },
    });
  });

  it('gives the catalogue a canonical address keeping its search but not the tracking', async () => {
    const { head } = await page('/guest/services?page=2&keyword=料理&utm_campaign=x&gclid=abc');
    expect(head.title).toBe(`「料理」のサービス一覧 | ${siteName}`);
    expect(head.canonical).toBe(`${ORIGIN}/guest/services?keyword=${encodeURIComponent('料理')}&page=2`);
  });

  it("puts a service's title, price, rating, cast and cover image in its page", async () => {
    const { head, html } = await page(`/guest/services/${ids.published}?fbclid=1`);
    expect(head.title).toBe(`作り置き料理の代行 &lt;b&gt; | ${siteName}`);
    expect(head.canonical).toBe(`${ORIGIN}/guest/services/${ids.published}`);
    expect(head.ogImage).toBe(`${ORIGIN}${coverPath}`);
    expect(head.twitterCard).toBe('summary_large_image');
    // No text of the cast's closes the JSON-LD's script early.
    expect(html).not.toContain('</script><');
    const [service, trail] = head.jsonLd;
    expect(service).toMatchObject({
      '@type': 'Service',
      name: '作り置き料理の代行 <b>',
      description: '1週間分のおかずを3時間で10品つくります。</script>',
      url: `${ORIGIN}/guest/services/${ids.published}`,
      image: `${ORIGIN}${coverPath}`,
      provider: { '@type': 'Person', name: '山田 花子', url: `${ORIGIN}/guest/casts/${castId}` },
      offers: {
        '@type': 'Offer',
        price: 5500,
        priceCurrency: 'JPY',
        priceSpecification: { valueAddedTaxIncluded: true },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
    });
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: `${ORIGIN}/` },
        { position: 2, name: 'サービス一覧', item: `${ORIGIN}/guest/services` },
        { position: 3, name: '作り置き料理の代行 <b>', item: `${ORIGIN}/guest/services/${ids.published}` },
      ],
    });
  });

  it('leaves out the rating of an unrated service', async () => {
    const { head } = await page(`/guest/services/${ids.cheap}`);
    expect(head.jsonLd[0]).toMatchObject({ offers: { price: 2200 } });
    expect(head.jsonLd[0]).not.toHaveProperty('aggregateRating');
  });

  it('keeps a service out of the catalogue out of search results', async () => {
    const { response, head } = await page(`/guest/services/${ids.draft}`);
    expect(head.robots).toBe('noindex, nofollow');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(head.jsonLd).toEqual([]);
  });

  it("names a cast's profile, with its breadcrumb", async () => {
    const { head } = await page(`/guest/casts/${castId}`);
    expect(head.title).toBe(`山田 花子さんのプロフィール | ${siteName}`);
    expect(head.canonical).toBe(`${ORIGIN}/guest/casts/${castId}`);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ item: `${ORIGIN}/` }),
          expect.objectContaining({ name: '山田 花子', item: `${ORIGIN}/guest/casts/${castId}` }),
        ],
      }),
    ]);
  });

  it('titles the content pages and notices by what they are', async () => {
    const terms = (await t.agent().get('/api/terms?type=guest')).json().data.title;
    expect((await page('/guest/terms')).head.title).toBe(`${terms} | ${siteName}`);
    expect((await page('/qanda')).head.title).toBe(`よくある質問 | ${siteName}`);
    expect((await page('/management-info')).head.canonical).toBe(`${ORIGIN}/management-info`);
    const notice = (await t.agent().get('/api/guests/notices')).json().data[0];
    const noticePage = await page(`/notices/${notice.id}`);
    expect(noticePage.head.title).toBe(`${notice.title} | ${siteName}`);
    expect(noticePage.head.robots).toBeUndefined();
  });

  it('never indexes a signed-in page, an unknown path or the preview', async () => {
    for (const path of [
      '/guest/my-page',
      '/cast/services/new',
      '/messages',
      '/guest/services/abc/entry',
      '/no-such-page',
    ]) {
      const { response, head } = await page(path);
      expect(head.robots, path).toBe('noindex, nofollow');
      expect(response.headers['x-robots-tag'], path).toBe('noindex, nofollow');
    }
    const preview = await t.agent().get('/view');
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    const { response } = await page('/');
    expect(response.headers['x-robots-tag']).toBeUndefined();
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  const listed: string[] = [];
  beforeAll(async () => {
    // With files of 2 URLs (createTestApp above), five listed services take three files.
    for (const title of ['庭の草取り', '窓ふき', '買い物の付き添い']) {
      listed.push((await publishService(cast, title)).serviceId);
    }
    listed.push(ids.published, ids.cheap);
    // The last two conditions of the catalogue's rule: a deleted service, and one whose listing has ended.
    ids.deleted = (await publishService(cast, '削除したサービス')).serviceId;
    ids.ended = (await publishService(cast, '掲載の終わったサービス')).serviceId;
    const db = t.database.db;
    await db
      .updateTable('services')
      .set({ deleted_at: t.clock.now() })
      .where('id', '=', ids.deleted)
      .execute();
    await db
      .updateTable('services')
      .set({ listing_ends_at: new Date(t.clock.now().getTime() - 1000) })
      .where('id', '=', ids.ended)
      .execute();
  });

  it('lists every published service and profile and the public pages, and no unpublished service', async () => {
    const urls = await sitemapUrls();
    expect(urls).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/guest/services`,
        `${ORIGIN}/guest/services/${ids.published}`,
        `${ORIGIN}/guest/services/${ids.cheap}`,
        `${ORIGIN}/guest/casts/${castId}`,
        `${ORIGIN}/guest/terms`,
        `${ORIGIN}/privacy-policy`,
        `${ORIGIN}/qanda`,
      ]),
    );
    for (const hidden of [ids.draft, ids.private, ids.suspended, ids.deleted, ids.ended]) {
      expect(urls).not.toContain(`${ORIGIN}/guest/services/${hidden}`);
    }
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('is an index of the site pages and of numbered files of at most the file size, each with its last change', async () => {
    const index = await t.agent().get('/sitemap.xml');
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.headers['cache-control']).toBe('public, max-age=600');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index.body).map((url) => url.slice(ORIGIN.length));
    const serviceFiles = files.filter((path) => path.startsWith('/sitemap-services-'));
    expect(files[0]).toBe('/sitemap-pages.xml');
    expect(serviceFiles).toEqual([
      '/sitemap-services-1.xml',
      '/sitemap-services-2.xml',
      '/sitemap-services-3.xml',
    ]);
    expect(files).toContain('/sitemap-casts-1.xml');
    expect(
      index.body.match(/<sitemap><loc>[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod><\/sitemap>/g),
    ).toHaveLength(files.length);

    const inFiles = await Promise.all(
      serviceFiles.map(async (path) => {
        const file = await t.agent().get(path);
        expect(file.statusCode).toBe(200);
        expect(file.body).toContain('<urlset');
        expect(file.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/);
        return locs(file.body);
      }),
    );
    for (const urls of inFiles) expect(urls.length).toBeLessThanOrEqual(2);
    // Every listed service in exactly one file, and nothing else (ids in the database's collation order).
    expect(inFiles.flat().toSorted()).toEqual(
      listed.map((id) => `${ORIGIN}/guest/services/${id}`).toSorted(),
    );
    for (const missing of ['/sitemap-services-4.xml', '/sitemap-services-0.xml', '/sitemap-guests-1.xml']) {
      expect((await t.agent().get(missing)).statusCode, missing).toBe(404);
    }
  });

  const serviceFiles = async () =>
    locs((await t.agent().get('/sitemap.xml')).body).filter((url) => url.includes('/sitemap-services-'));

  it('lists services published after its cut at once, cutting again when a file would pass the file size', async () => {
    // Five services in files of 2, 2 and 1: three more cannot all fit in the one free place.
    for (const title of ['引っ越しの手伝い', '家具の組み立て', '電球の交換']) {
      listed.push((await publishService(cast, title)).serviceId);
    }
    // Read through the old cut: no file passes the size (the one that would have, asks for a new cut).
    for (const url of await serviceFiles()) {
      expect(locs((await t.agent().get(url.slice(ORIGIN.length))).body).length).toBeLessThanOrEqual(2);
    }
    expect(await serviceFiles()).toHaveLength(4);
    const services = (await sitemapUrls()).filter((url) => url.includes('/guest/services/'));
    expect(services.toSorted()).toEqual(listed.map((id) => `${ORIGIN}/guest/services/${id}`).toSorted());
  });

  it('keeps its cut into files for ten minutes', async () => {
    for (const id of listed.splice(0, 2)) {
      expect((await cast.post(`/api/services/${id}/unpublish`, {})).statusCode).toBe(200);
    }
    expect(await serviceFiles()).toHaveLength(4);
    t.clock.advance(600_000);
    expect(await serviceFiles()).toHaveLength(3);
    const services = (await sitemapUrls()).filter((url) => url.includes('/guest/services/'));
    expect(services.toSorted()).toEqual(listed.map((id) => `${ORIGIN}/guest/services/${id}`).toSorted());
  });

  it('keeps robots out of the signed-in areas, the console, the preview and the API', async () => {
    const robots = await t.agent().get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    const lines = robots.body.split('\n');
    for (const path of [
      '/guest/my-page',
      '/cast/my-page',
      '/cast/services',
      '/messages',
      '/admin',
      '/view',
      '/api/',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Allow: /guest/casts/');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
