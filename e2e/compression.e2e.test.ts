import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '../src/core/contract/site.ts';
import { systemClock } from '../src/server/clock.ts';
import { DEMO_SITE } from '../src/server/db/seed.ts';
import { createSiteService } from '../src/server/features/site/service.ts';
import { WEB_DIST } from '../src/server/spa/serve-spa.ts';
import { rawGet } from '../test/helpers/raw-get.ts';
import { launchBrowser } from './support/browser.ts';
import { type SiteServer, startSiteServer } from './support/site-server.ts';

/** A GET as a plain HTTP client sends it, asking for `acceptEncoding` when given. */
const get = (url: string, acceptEncoding?: string) =>
  rawGet(url, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });

let server: SiteServer;
const saveSettings = (settings: SiteSettings) =>
  createSiteService(server.database.db, systemClock).saveSettings(settings);
let browser: Browser;
let scriptUrl: string;
let stylesheetUrl: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchBrowser()]);
  const html = (await get(`${server.url}/`)).bytes.toString('utf8');
  // The app's main script: the first script of the page only imports it (src/web/main.tsx).
  const manifest = JSON.parse(
    readFileSync(join(process.env.E2E_WEB_DIST ?? WEB_DIST, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  scriptUrl = `${server.url}/${manifest['start-app.tsx']?.file ?? 'missing'}`;
  stylesheetUrl =
    server.url +
    (/<link rel="stylesheet"[^>]* href="(\/assets\/index-[^"]+\.css)"/.exec(html)?.[1] ?? 'missing');
});
afterAll(async () => {
  await saveSettings(DEMO_SITE);
  await browser?.close();
  await server?.close();
});

describe('compression', () => {
  it.each([
    ['the main script', () => scriptUrl],
    ['the stylesheet', () => stylesheetUrl],
  ])(
    'sends %s as brotli to a browser, gzip to a gzip-only client, plain to one that asks for neither',
    async (_, url) => {
      const brotli = await get(url(), 'gzip, deflate, br');
      expect(brotli.status).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const gzip = await get(url(), 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      const plain = await get(url());
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 2);
      expect(gzip.bytes.length).toBeLessThan(plain.bytes.length / 2);
    },
  );

  it('compresses a large API answer, and leaves a small answer as it is', async () => {
    const catalogue = await get(`${server.url}/api/services?perPage=50`, 'br, gzip');
    expect(catalogue.status).toBe(200);
    expect(catalogue.headers['content-encoding']).toBe('br');
    expect(catalogue.headers.vary).toMatch(/accept-encoding/i);
    const gzipOnly = await get(`${server.url}/api/services?perPage=50`, 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');

    const small = await get(`${server.url}/api/health`, 'br, gzip');
    expect(small.status).toBe(200);
    expect(small.bytes.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

/** What a first-time visitor's browser fetches to show one page, until the network is quiet. */
async function firstVisit(path: string) {
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  const scripts: string[] = [];
  const fonts: string[] = [];
  const apiGets: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
    if (sent.resourceType() === 'font') fonts.push(sent.url());
    if (sent.method() === 'GET' && new URL(sent.url()).pathname.startsWith('/api/')) apiGets.push(sent.url());
  });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  await context.close();
  return { scripts: [...new Set(scripts)], fonts, apiGets };
}

/**
 * The bytes of each script as a gzip-only client receives them: the build's .gz twin, or for a file too
 * small to have one (sent as it is), what gzip would make of it.
 */
async function gzippedBytes(urls: string[]): Promise<number> {
  const answers = await Promise.all(urls.map((url) => get(url, 'gzip')));
  return answers.reduce((sum, answer) => {
    expect(answer.status).toBe(200);
    const gzipped = answer.headers['content-encoding'] === 'gzip';
    return sum + (gzipped ? answer.bytes.length : gzipSync(answer.bytes, { level: 9 }).length);
  }, 0);
}

/**
 * The budget for the scripts of a visitor's first page, React included (issue 28; the app runs on React
 * 19: docs/decisions/0007-react.md).
 */
const FIRST_PAGE_SCRIPT_BUDGET = 160 * 1024;

const FIRST_PAGES = [
  ['the top page', '/'],
  ['the catalogue', '/guest/services'],
  ['a service page', '/guest/services/demoService07'],
] as const;

describe('the first page a visitor opens', () => {
  it.each(FIRST_PAGES)('%s loads its script within the budget, gzipped', async (_, path) => {
    const visit = await firstVisit(path);
    expect(visit.scripts.length).toBeGreaterThan(0);
    expect(await gzippedBytes(visit.scripts)).toBeLessThanOrEqual(FIRST_PAGE_SCRIPT_BUDGET);
  });

  it.each(FIRST_PAGES)('%s requests at most two font files, and each API answer once', async (_, path) => {
    const visit = await firstVisit(path);
    expect(visit.fonts.length).toBeGreaterThan(0);
    expect(visit.fonts.length).toBeLessThanOrEqual(2);
    expect(visit.apiGets.filter((url, index) => visit.apiGets.indexOf(url) !== index)).toEqual([]);
  });

  it.each(['business_color01', 'rich_color01', 'pop_color01'] as const)(
    '%s: nothing moves when the web fonts arrive, the size-adjusted fallbacks having taken their room',
    async (themeId) => {
      await saveSettings({ ...DEMO_SITE, design: { siteThemeId: themeId } });
      const context = await browser.newContext({ locale: 'ja-JP' });
      const page = await context.newPage();
      // The fonts are held back until the page has settled in its fallback faces, then let through.
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\.woff2$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.addInitScript(() => {
        const shifts = { total: 0 };
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            shifts.total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const shifted = () =>
        page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total);
      await page.goto(server.url, { waitUntil: 'load' });
      const main = page.getByRole('main');
      // The last block of the top page to fill in: the popular services, with their cards.
      await main.getByRole('heading', { level: 2, name: '人気のサービス' }).waitFor();
      await main.getByText('税込').last().waitFor();
      await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loading');
      const before = await shifted();

      release();
      await page.evaluate(() => document.fonts.ready);
      const webFaces = await page.evaluate(
        () =>
          [...document.fonts].filter((face) => face.status === 'loaded' && !face.family.includes('fallback'))
            .length,
      );
      expect(webFaces).toBe(2);
      // Two frames after the swap, any shift it caused has been reported.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect((await shifted()) - before).toBeLessThan(0.01);
      await context.close();
    },
  );
});
