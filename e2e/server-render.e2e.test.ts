import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatYen } from '../src/web/features/services/yen.tsx';
import { recoverableErrors } from './support/browser.ts';
import { siteInBrowser } from './support/site-in-browser.ts';

interface ListedService {
  id: string;
  title: string;
  minPrice: { includingTax: number } | null;
}

const site = siteInBrowser();

async function api<T>(path: string): Promise<T> {
  const answer = await fetch(`${site.server.url}/api${path}`, { headers: { 'accept-language': 'ja' } });
  return ((await answer.json()) as { data: T }).data;
}

/** The page as a crawler that runs no script reads it: the HTML of a plain GET. */
async function plainHtml(path: string): Promise<string> {
  const answer = await fetch(site.server.url + path, { headers: { 'accept-language': 'ja' } });
  expect(answer.status).toBe(200);
  return answer.text();
}

const htmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Each price a card shows ("¥5,500" as the reader's language writes it), as it appears in the HTML. */
const priceText = (service: ListedService) => htmlText(formatYen(service.minPrice?.includingTax ?? 0, 'ja'));

interface FirstLoad {
  page: Page;
  apiCalls: string[];
  problems: string[];
  /** What React reported through onRecoverableError: hydration mismatches above all. */
  mismatches: string[];
  /** The server-drawn elements hydration replaced rather than kept (their opening tags). */
  redrawn: string[];
}

/**
 * Opens `path` in a fresh context and waits until React has hydrated the server's HTML (the toast stack,
 * which exists only in a browser, is then in <body>) and the parts it hydrates later have come to life
 * (the network idle, then two frames). Collects every API call the page made, every console error or
 * warning, every error React recovered from (a hydration mismatch, reported by onRecoverableError), and
 * every element of the server's markup that is no longer in the page (hydration that draws a part anew
 * rather than adopting it).
 */
async function openFirstTime(path: string): Promise<FirstLoad> {
  const context = await site.browser.newContext({ locale: 'ja-JP', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const apiCalls: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/uploads/'))
      apiCalls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    // Parsed, before any module script runs: the elements exactly as the server drew them.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { drawn: Element[] }).drawn = [...document.querySelectorAll('#root *')];
    });
  });
  await page.goto(site.server.url + path);
  await page.locator('section.notices').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const mismatches = (await recoverableErrors(page)).map(({ message }) => message);
  const redrawn = await page.evaluate(() =>
    (window as unknown as { drawn: Element[] }).drawn
      .filter((element) => !element.isConnected)
      .map((element) => element.outerHTML.slice(0, element.outerHTML.indexOf('>') + 1)),
  );
  return { page, apiCalls, problems, mismatches, redrawn };
}

describe('public pages drawn on the server', () => {
  it('carry the site name, the services with their prices, the JSON-LD and the canonical link in the HTML', async () => {
    const siteName = (await api<{ name: string }>('/site')).name;
    const newest = await api<ListedService[]>('/services?orderBy=newest&perPage=6');
    expect(newest.length).toBeGreaterThan(0);

    const top = await plainHtml('/');
    expect(top).toMatch(/<a [^>]*data-testid="site-name"[^>]*>([^<]+)<\/a>/);
    expect(top.match(/<a [^>]*data-testid="site-name"[^>]*>([^<]+)<\/a>/)?.[1]).toBe(htmlText(siteName));
    for (const service of newest) {
      expect(top).toContain(htmlText(service.title));
      if (service.minPrice) expect(top).toContain(priceText(service));
    }
    expect(top).toMatch(
      /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Organization"/,
    );
    expect(top).toContain(`<link rel="canonical" href="${site.server.url}/">`);

    const catalogue = await plainHtml('/guest/services');
    const listed = await api<ListedService[]>('/services?orderBy=newest&page=1&perPage=12');
    for (const service of listed) {
      expect(catalogue).toContain(htmlText(service.title));
      if (service.minPrice) expect(catalogue).toContain(priceText(service));
    }
    expect(catalogue).toContain(`<link rel="canonical" href="${site.server.url}/guest/services">`);

    const [first] = newest as [ListedService];
    const servicePage = await plainHtml(`/guest/services/${first.id}`);
    expect(servicePage).toContain(`<h1 class="page-heading">${htmlText(first.title)}</h1>`);
    if (first.minPrice) expect(servicePage).toContain(priceText(first));
    expect(servicePage).toContain('"@type":"Service"');
    expect(servicePage).toContain('"@type":"BreadcrumbList"');
    expect(servicePage).toContain(
      `<link rel="canonical" href="${site.server.url}/guest/services/${first.id}">`,
    );
  });

  it('is drawn in the language the reader chose, which the browser keeps in a cookie', async () => {
    const answer = await fetch(`${site.server.url}/`, {
      headers: { 'accept-language': 'ja', cookie: 'tsunagu_locale=en' },
    });
    const html = await answer.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('>Find services</a>');
  });

  for (const [name, path] of [
    ['the top page', '/'],
    ['the catalogue', '/guest/services?orderBy=popularity'],
    ['a content page', '/qanda'],
    ["a cast's profile", '/guest/casts/demoCast1'],
  ] as const) {
    it(`${name} hydrates with no warning, keeps every element drawn and fetches nothing it was drawn with`, async () => {
      const { page, apiCalls, problems, mismatches, redrawn } = await openFirstTime(path);
      expect(await page.locator('#server-data').count()).toBe(1);
      expect(mismatches).toEqual([]);
      expect(problems).toEqual([]);
      expect(redrawn).toEqual([]);
      expect(apiCalls).toEqual([]);
      await page.context().close();
    });
  }

  it('a service page hydrates quietly, and its links then move on in the browser', async () => {
    const [first] = await api<ListedService[]>('/services?orderBy=newest&perPage=1');
    const { page, apiCalls, problems, mismatches, redrawn } = await openFirstTime(
      `/guest/services/${first?.id}`,
    );
    expect(mismatches).toEqual([]);
    expect(problems).toEqual([]);
    expect(redrawn).toEqual([]);
    // Nothing the page was drawn with is fetched again. (The demo's casts have no opening hours, so the
    // page has no calendar, whose slots the browser would fetch: e2e/appointments.e2e.test.ts.)
    expect(apiCalls).toEqual([]);

    // A hydrated link is the router's: following it loads no new document.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByTestId('site-name').click();
    await page.waitForURL(`${site.server.url}/`);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument))
      .toBe(true);
    await page.context().close();
  });

  it('a page that cannot be drawn (a service that does not exist) is left to the browser, never blank', async () => {
    const html = await plainHtml('/guest/services/doesnotexist0000');
    expect(html).toContain('<div id="root"></div>');
    const { page } = await openFirstTime('/guest/services/doesnotexist0000');
    await expect.poll(() => page.locator('main').textContent()).toMatch(/見つかりません/);
    await page.context().close();
  });

  it('a signed-out visit to a signed-in page is still drawn by the browser, which asks for a login', async () => {
    const html = await plainHtml('/guest/my-page');
    expect(html).toContain('<div id="root"></div>');
    const { page } = await openFirstTime('/guest/my-page');
    await page.waitForURL(/\/guest\/login/);
    await page.context().close();
  });
});
