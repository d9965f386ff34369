import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_SITE } from '../src/server/db/seed.ts';
import { launchBrowser, seriousAxeViolations } from './support/browser.ts';
import { type SiteServer, startSiteServer } from './support/site-server.ts';

let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the catalogue in Chromium', () => {
  it('a guest finds a service by a search field and by Japanese text, opens it, favorites it and sees it in favorites', async () => {
    const page = await (await browser.newContext({ locale: 'ja-JP' })).newPage();
    await page.goto(`${server.url}/guest/login`);
    await page.getByLabel('メールアドレス').fill('guest@example.com');
    await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL((url) => url.pathname === '/guest/my-page');

    await page.goto(`${server.url}/guest/services`);
    await page.getByLabel('カテゴリ').selectOption('pets');
    await page.getByRole('button', { name: '検索する' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('6件のサービス');
    expect(new URL(page.url()).searchParams.get('custom')).toBe('{"category":"pets"}');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('カテゴリ').selectOption('');
    await page.getByLabel('キーワード').fill('作り置き');
    await page.getByRole('button', { name: '検索する' }).click();
    await page.getByRole('link', { name: '作り置き料理の代行' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/guest/services/demoService'));
    await expect.poll(() => page.getByRole('main').textContent()).toContain('3時間（10品目安）');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const heart = page.getByRole('button', { name: '作り置き料理の代行をお気に入りにする' });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${server.url}/guest/my-page/favorites`);
    await expect.poll(() => page.getByRole('main').textContent()).toContain('作り置き料理の代行');
  });

  it('sends crawlers the service title in the HTML of a service page', async () => {
    const response = await fetch(`${server.url}/guest/services/demoService07`);
    expect(await response.text()).toContain(
      `<meta property="og:title" content="作り置き料理の代行 | ${DEMO_SITE.name}">`,
    );
  });
});
