import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTheme } from '../src/core/themes.ts';
import { DEMO_PASSWORD, DEMO_SITE } from '../src/server/db/seed.ts';
import { launchBrowser, seriousAxeViolations } from './support/browser.ts';
import { phoneFitProblems } from './support/phone-fit.ts';
import { screenshot } from './support/screenshots.ts';
import { type SiteServer, startSiteServer } from './support/site-server.ts';

let server: SiteServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchBrowser()]);
  context = await browser.newContext({ locale: 'ja-JP' });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('the walking skeleton in Chromium', () => {
  it('shows the site name in the theme colour, guards my-page, and signs the demo cast in', async () => {
    const page = await context.newPage();

    await page.goto(`${server.url}/`);
    const siteName = page.getByTestId('site-name');
    await expect.poll(() => siteName.textContent()).toContain(DEMO_SITE.name);
    const primary = getTheme(DEMO_SITE.design.siteThemeId).colors.primary;
    expect(await siteName.evaluate((el) => getComputedStyle(el).color)).toBe(hexToRgb(primary));
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(`${server.url}/cast/my-page`);
    await page.waitForURL((url) => url.pathname === '/cast/login');
    expect(new URL(page.url()).search).toBe('?reason=unAuthorization&from=%2Fcast%2Fmy-page');
    await page.getByLabel('メールアドレス').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('メールアドレス').fill('cast@example.com');
    await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL((url) => url.pathname === '/cast/my-page');
    await expect.poll(() => page.locator('main').textContent()).toContain('山田 花子');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('sends a signed-in guest who opens a cast page to the guest my-page (the 403 rule)', async () => {
    const guest = await browser.newContext({ locale: 'ja-JP' });
    try {
      const page = await guest.newPage();
      await page.goto(`${server.url}/guest/login`);
      await page.getByLabel('メールアドレス').fill('guest@example.com');
      await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'ログイン' }).click();
      await page.waitForURL((url) => url.pathname === '/guest/my-page');
      await page.goto(`${server.url}/cast/services`);
      await page.waitForURL((url) => url.pathname === '/guest/my-page');
    } finally {
      await guest.close();
    }
  });

  it('sends an unknown page to /404', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/no/such/page`);
    await page.waitForURL((url) => url.pathname === '/404');
  });

  it('serves deep links with the site title in the HTML', async () => {
    const response = await fetch(`${server.url}/guest/services`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>サービス一覧 | ${DEMO_SITE.name}</title>`);
    expect(html).toContain(`<meta property="og:site_name" content="${DEMO_SITE.name}">`);
  });
});

describe('notices in Chromium', () => {
  it('lists the public notices and opens one; cast notices stay behind the cast login', async () => {
    const visitor = await browser.newContext({ locale: 'ja-JP' });
    const page = await visitor.newPage();
    await page.goto(`${server.url}/notices`);
    await page.getByRole('link', { name: 'サイトをオープンしました' }).click();
    await page.waitForURL((url) => url.pathname === '/notices/demoNoticePublic1');
    await expect.poll(() => page.getByRole('main').textContent()).toContain('近くのサポーターに相談できる');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(`${server.url}/cast/notices`);
    await page.waitForURL((url) => url.pathname === '/cast/login');
    await visitor.close();
  });
});

describe("the site's own pages in Chromium", () => {
  it('shows the terms from the footer and sends the contact form to the operators', async () => {
    const visitor = await browser.newContext({ locale: 'ja-JP' });
    const page = await visitor.newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'サポーター利用規約' }).click();
    await page.waitForURL((url) => url.pathname === '/cast/terms');
    await expect.poll(() => page.getByRole('main').textContent()).toContain('第1条（適用）');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(`${server.url}/management-info`);
    await expect.poll(() => page.getByRole('main').textContent()).toContain('販売業者');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(`${server.url}/contact`);
    await page.getByLabel('お名前').fill('見込み 客');
    await page.getByLabel('メールアドレス').fill('prospect@example.com');
    await page.getByLabel('お問い合わせ内容').fill('料金について教えてください。');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '送信する' }).click();
    await expect.poll(() => page.getByRole('main').textContent()).toContain('お問い合わせを受け付けました');
    // The operator's address also gets the console's mails (a payout batch built by the demo's sweeps).
    const mail = await server.smtp.mailTo('support@example.com', (m) =>
      m.text.includes('prospect@example.com'),
    );
    expect(mail.text).toContain('料金について教えてください。');
    await visitor.close();
  });
});

describe('the top page in Chromium', () => {
  it('shows one hero with sign-up for both roles, what each does, new and popular services that differ, and recent reviews', async () => {
    const visitor = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1280, height: 800 } });
    const page = await visitor.newPage();
    await page.goto(`${server.url}/`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: '最近のレビュー' }).waitFor();
    expect(await main.getByRole('heading', { level: 1 }).allTextContents()).toEqual([
      '暮らしの「ちょっと困った」を、近くのサポーターに。',
    ]);
    expect(await main.getByRole('link', { name: 'ご依頼者として登録する' }).getAttribute('href')).toBe(
      '/guest/signup',
    );
    expect(await main.getByRole('link', { name: 'サポーターとして登録する' }).getAttribute('href')).toBe(
      '/cast/signup',
    );
    await main.getByRole('heading', { name: 'ご依頼者とサポーター' }).waitFor();
    const titles = async (heading: string) =>
      page
        .locator('section', { has: page.getByRole('heading', { level: 2, name: heading }) })
        .locator('.service-card h3')
        .allTextContents();
    const newest = await titles('新着サービス');
    const popular = await titles('人気のサービス');
    expect(newest).toHaveLength(6);
    expect(popular).toHaveLength(6);
    expect(popular[0]).not.toBe(newest[0]);
    const reviews = page.locator('.top-review');
    expect(await reviews.count()).toBeGreaterThan(0);
    expect(await reviews.first().textContent()).toMatch(/★/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'top');

    await page.getByRole('button', { name: 'English' }).click();
    await main.getByRole('heading', { name: 'Recent reviews' }).waitFor();
    expect(await main.getByRole('link', { name: 'Sign up as Helper' }).isVisible()).toBe(true);
    await screenshot(page, 'top.en');
    await visitor.close();
  });
});

describe('a 390 px phone in Chromium', () => {
  it('fits every page it opens: no sideways scroll, no target under 24×24 px, a one-line header with a menu drawer', async () => {
    const phone = await browser.newContext({ locale: 'ja-JP', viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: '最近のレビュー' }).waitFor();
    expect(await phoneFitProblems(page)).toEqual([]);
    const header = await page.locator('.site-header').boundingBox();
    expect(header?.height).toBeLessThanOrEqual(64);

    const menu = page.getByRole('button', { name: 'メニュー' });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'メニュー' });
    await drawer.getByRole('link', { name: 'ご依頼者ログイン' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true);

    const service = await page.locator('main .service-card h3 a').first().getAttribute('href');

    // The catalogue shows its results first; the filters open in a sheet and close on search.
    await page.goto(`${server.url}/guest/services`);
    await page.getByRole('button', { name: '条件で絞り込む' }).click();
    const filters = page.getByRole('dialog', { name: '条件で絞り込む' });
    await filters.getByLabel('カテゴリ').selectOption('housework');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await filters.getByRole('button', { name: '検索する' }).click();
    await page.waitForURL((url) => url.searchParams.get('custom')?.includes('housework') ?? false);
    await expect.poll(() => filters.count()).toBe(0);
    await screenshot(page, 'catalogue-filtered');

    // A service page keeps its entry button at the bottom of the screen from the start.
    await page.goto(`${server.url}${service}`);
    const entry = page.getByRole('link', { name: 'このサービスに申し込む' });
    await entry.waitFor();
    const box = await entry.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);

    for (const path of ['/guest/services', service ?? '', '/guest/login', '/guest/signup']) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect({ path, problems: await phoneFitProblems(page) }).toEqual({ path, problems: [] });
    }
    await phone.close();
  });
});
