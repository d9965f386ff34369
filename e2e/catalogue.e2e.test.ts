import { describe, expect, it } from 'vitest';
import { DEMO_SITE } from '../src/server/db/seed.ts';
import { seriousAxeViolations } from './support/browser.ts';
import { siteInBrowser } from './support/site-in-browser.ts';

const site = siteInBrowser();

describe('the catalogue in Chromium', () => {
  it('a cast lists a service with two menus and publishes it; a guest finds it by a filter and by Japanese text', async () => {
    const cast = await site.signIn('cast');
    await cast.getByRole('link', { name: '出品サービス' }).click();
    await cast.waitForURL((url) => url.pathname === '/cast/services');
    await cast.getByRole('link', { name: '新しいサービスを出品' }).click();
    await cast.waitForURL((url) => url.pathname === '/cast/services/new');
    await cast.getByLabel('サービス名').fill('はじめての糠漬け教室');
    await cast
      .getByLabel('サービスの説明')
      .fill('ぬか床の作り方から毎日のお手入れまで、発酵食品の基本を学びます。');
    await cast.getByLabel(/カテゴリ/).selectOption('lessons');
    await cast.getByLabel(/主な活動エリア/).selectOption('saitama');
    await cast.getByRole('group', { name: '対応できる曜日' }).getByLabel('水').check();
    expect(await seriousAxeViolations(cast)).toEqual([]);
    await cast.getByRole('button', { name: '下書きとして保存' }).click();
    await cast.waitForURL(
      (url) => /^\/cast\/services\/\w+$/.test(url.pathname) && !url.pathname.endsWith('/new'),
    );
    await expect.poll(() => cast.getByRole('region', { name: '公開設定' }).textContent()).toContain('下書き');

    for (const [name, price] of [
      ['体験90分', '4000'],
      ['全3回コース', '11000'],
    ] as const) {
      await cast.getByLabel('メニュー名').fill(name);
      await cast.getByLabel('料金（税抜・円）').fill(price);
      await cast.getByLabel('単位（例: 回、時間）').fill('回');
      await cast.getByRole('button', { name: 'メニューを追加' }).click();
      await expect.poll(() => cast.getByRole('region', { name: 'メニュー' }).textContent()).toContain(name);
    }
    await expect
      .poll(() => cast.getByRole('region', { name: 'メニュー' }).textContent())
      .toContain('4,400 税込');
    await cast.getByRole('region', { name: '公開設定' }).getByRole('button', { name: '公開する' }).click();
    await expect.poll(() => cast.getByRole('region', { name: '公開設定' }).textContent()).toContain('公開中');

    const guest = await site.signIn('guest');
    await guest.goto(`${site.server.url}/guest/services`);
    await guest.getByLabel(/主な活動エリア/).selectOption('saitama');
    await guest.getByRole('group', { name: '対応できる曜日' }).getByLabel('水').check();
    await guest.getByRole('button', { name: '検索する' }).click();
    await expect.poll(() => guest.getByRole('main').textContent()).toContain('はじめての糠漬け教室');
    await guest.goto(`${site.server.url}/guest/services?keyword=${encodeURIComponent('糠漬け')}`);
    await guest.getByRole('link', { name: 'はじめての糠漬け教室' }).click();
    await expect.poll(() => guest.getByRole('main').textContent()).toContain('全3回コース');

    const heart = guest.getByRole('button', { name: 'はじめての糠漬け教室をお気に入りにする' });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await guest.goto(`${site.server.url}/guest/my-page/favorites`);
    await expect.poll(() => guest.getByRole('main').textContent()).toContain('はじめての糠漬け教室');
  });

  it('a visitor starts from the top layout, picks a category and reads a service laid out by its layout', async () => {
    const page = await (await site.browser.newContext({ locale: 'ja-JP' })).newPage();
    await page.goto(site.server.url);
    const main = page.getByRole('main');
    await expect
      .poll(() => main.getByRole('heading', { level: 2 }).allTextContents())
      .toEqual(expect.arrayContaining(['カテゴリから探す', '新着サービス', '人気のサービス', 'お知らせ']));
    expect(await seriousAxeViolations(page)).toEqual([]);

    await main.getByRole('link', { name: 'ペットシッター' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('6件のサービス');
    expect(new URL(page.url()).searchParams.get('custom')).toBe('{"category":"pets"}');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('カテゴリ').selectOption('');
    await page.getByLabel('キーワード').fill('作り置き');
    await page.getByRole('button', { name: '検索する' }).click();
    await page.getByRole('link', { name: '作り置き料理の代行' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/guest/services/demoService'));
    const details = page.getByRole('region', { name: '詳細' });
    await expect.poll(() => details.textContent()).toContain('カテゴリ料理・作り置き');
    await expect.poll(() => main.textContent()).toContain('3時間（10品目安）');
    // The layout's blocks in its order, then the booking card beside them with the cast.
    expect(await main.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'サービス内容',
      '詳細',
      'メニュー・料金',
      'レビュー',
      'サポーター',
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('sends crawlers the service title in the HTML of a service page', async () => {
    const response = await fetch(`${site.server.url}/guest/services/demoService07`);
    expect(await response.text()).toContain(
      `<meta property="og:title" content="作り置き料理の代行 | ${DEMO_SITE.name}">`,
    );
  });
});
