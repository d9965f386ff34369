import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTheme } from '../src/core/themes.ts';
import { DEMO_SITE } from '../src/server/db/seed.ts';
import { launchBrowser, seriousAxeViolations } from './support/browser.ts';
import { SCREENSHOT_DIR, screenshot } from './support/screenshots.ts';
import { signInAsOperator } from './support/sign-in.ts';
import { type SiteServer, startSiteServer } from './support/site-server.ts';

const NEW_NAME = 'ツナグ 暮らしの相談室';
let site: SiteServer;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startSiteServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const primaryColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
const headerText = async (page: Page) => (await page.locator('header').first().textContent()) ?? '';

describe('site settings in the console', () => {
  it('drafts a new name and theme, previews them in the operator’s browser only, and publishes them', async () => {
    const operator = await signInAsOperator(browser, site.url);
    await operator.getByRole('link', { name: 'サイト設定' }).click();
    await operator.waitForURL((url) => url.pathname === '/admin/site');
    await expect.poll(() => operator.getByRole('heading', { level: 1 }).textContent()).toBe('サイト設定');
    await expect.poll(() => operator.getByLabel('サイト名').inputValue()).toBe(DEMO_SITE.name);
    expect(await operator.getByRole('status').first().textContent()).toContain(
      '公開中の設定を表示しています',
    );
    expect(await seriousAxeViolations(operator)).toEqual([]);
    await screenshot(operator, 'console-site');

    // The draft: a new name, and a theme picked from the twelve; the sample follows the choice at once.
    await operator.getByLabel('サイト名').fill(NEW_NAME);
    expect(await operator.getByRole('radio').count()).toBe(12);
    await operator.getByRole('radio', { name: /ポップ 2/ }).check();
    const sample = operator.locator('figure.theme-sample');
    expect(await sample.getAttribute('data-theme-id')).toBe('pop_color02');
    expect(await sample.locator('.theme-sample__bar').textContent()).toBe(NEW_NAME);
    expect(await operator.getByRole('status').first().textContent()).toContain(
      '保存していない変更があります',
    );
    expect(await operator.getByRole('button', { name: 'プレビュー' }).isDisabled()).toBe(true);
    await sample.scrollIntoViewIfNeeded();
    await screenshot(operator, 'console-site-theme');

    await operator.getByRole('button', { name: '下書きを保存' }).click();
    await expect
      .poll(() => operator.getByRole('status').first().textContent())
      .toContain('下書きを保存しました');

    // Preview: the page opens the returned /view link in a new tab; the test follows it in the same
    // browser context (the operator's), on this server's address.
    await operator.evaluate(() => {
      const opened: string[] = [];
      Object.assign(window, { opened });
      window.open = (url) => {
        opened.push(String(url));
        return null;
      };
    });
    await operator.getByRole('button', { name: 'プレビュー' }).click();
    const previewLink = operator.getByRole('link', { name: 'プレビューを新しいタブで開く' });
    await previewLink.waitFor();
    const href = (await previewLink.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/view\?token=/);
    expect(await operator.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual([href]);
    expect(await seriousAxeViolations(operator)).toEqual([]);

    const preview = await operator.context().newPage();
    const { pathname, search } = new URL(href);
    await preview.goto(`${site.url}${pathname}${search}`);
    await preview.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => headerText(preview)).toContain(NEW_NAME);
    expect(await preview.getByText('プレビュー中: 公開前の設定で表示しています。').count()).toBe(1);
    expect(await primaryColour(preview)).toBe(getTheme('pop_color02').colors.primary);

    // A visitor in another browser still sees the published site.
    const visitor = await (await browser.newContext({ locale: 'ja-JP' })).newPage();
    await visitor.goto(`${site.url}/`);
    await expect.poll(() => headerText(visitor)).toContain(DEMO_SITE.name);
    expect(await headerText(visitor)).not.toContain(NEW_NAME);
    expect(await primaryColour(visitor)).toBe(getTheme(DEMO_SITE.design.siteThemeId).colors.primary);

    // Publish, after the inline confirmation.
    await operator.getByRole('button', { name: '公開する' }).click();
    const confirmation = operator.getByRole('group', { name: /すべての訪問者にすぐ反映されます/ });
    await confirmation.waitFor();
    expect(await operator.evaluate(() => document.activeElement?.tagName)).toBe('FIELDSET');
    expect(await seriousAxeViolations(operator)).toEqual([]);
    // What the operator sees at that moment: the bar stays at the bottom of the window while they scroll.
    await operator.screenshot({ path: join(SCREENSHOT_DIR, 'console-site-publish.png') });
    await confirmation.getByRole('button', { name: '公開する' }).click();
    await expect.poll(() => operator.getByRole('status').first().textContent()).toContain('公開しました');
    expect(await operator.getByRole('button', { name: 'プレビュー' }).isDisabled()).toBe(true);

    await visitor.reload();
    await expect.poll(() => headerText(visitor)).toContain(NEW_NAME);
    expect(await primaryColour(visitor)).toBe(getTheme('pop_color02').colors.primary);
    expect(await visitor.getByText('プレビュー中: 公開前の設定で表示しています。').count()).toBe(0);
  });

  it('sets each fee type with its amounts and saves it; a fee type without its amount is refused on that field', async () => {
    const operator = await signInAsOperator(browser, site.url);
    await operator.goto(`${site.url}/admin/site`);
    const feeType = operator.getByLabel('マッチング手数料', { exact: true });
    await feeType.waitFor();
    const saveDraft = async () => {
      await operator.getByRole('button', { name: '下書きを保存' }).click();
      await expect
        .poll(() => operator.getByRole('status').first().textContent())
        .toContain('下書きを保存しました');
    };

    // A fixed fee left at 0 is refused on its own field, which takes the keyboard.
    await feeType.selectOption('single');
    const fixed = operator.getByLabel('マッチング手数料（1件・円）');
    await fixed.fill('0');
    await operator.getByRole('button', { name: '下書きを保存' }).click();
    await expect.poll(() => fixed.getAttribute('aria-invalid')).toBe('true');
    expect(await operator.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe(
      'payment.castMatchingFee',
    );
    await fixed.fill('330');
    await saveDraft();

    await feeType.selectOption('regular');
    await operator.getByLabel('手数料率（%）').fill('12.5');
    await operator.getByLabel('最低手数料（1回・円）').fill('300');
    await saveDraft();
    await operator.getByLabel('手数料率（%）').scrollIntoViewIfNeeded();
    expect(await seriousAxeViolations(operator)).toEqual([]);
    await screenshot(operator, 'console-site-fees');

    await feeType.selectOption('subscription');
    await operator.getByLabel('月額プラン料金（円）').fill('2200');
    await saveDraft();

    // What was saved is the draft the page opens with: every amount kept, the chosen type's shown.
    await operator.reload();
    await expect.poll(() => feeType.inputValue()).toBe('subscription');
    expect(await operator.getByLabel('月額プラン料金（円）').inputValue()).toBe('2200');
    await feeType.selectOption('regular');
    expect(await operator.getByLabel('手数料率（%）').inputValue()).toBe('12.5');
    expect(await operator.getByLabel('最低手数料（1回・円）').inputValue()).toBe('300');
    await feeType.selectOption('single');
    expect(await operator.getByLabel('マッチング手数料（1件・円）').inputValue()).toBe('330');
  });

  it('shows per-field messages from the server, and reads in English', async () => {
    const operator = await signInAsOperator(browser, site.url);
    await operator.goto(`${site.url}/admin/site`);
    await operator.getByLabel('レビュー期間').fill('0');
    await operator.getByLabel('問い合わせ先メールアドレス').fill('not-an-address');
    await operator.getByRole('button', { name: '下書きを保存' }).click();
    await expect
      .poll(() => operator.getByRole('status').first().textContent())
      .toContain('入力内容を確認してください');
    expect(await operator.getByLabel('レビュー期間').getAttribute('aria-invalid')).toBe('true');
    expect(await operator.getByLabel('問い合わせ先メールアドレス').getAttribute('aria-invalid')).toBe('true');
    // The keyboard is taken to the first refused field.
    expect(await operator.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe(
      'contactEmail',
    );
    expect(await seriousAxeViolations(operator)).toEqual([]);

    await operator.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => operator.getByRole('heading', { level: 1 }).textContent()).toBe('Site settings');
    expect(await operator.getByLabel('Review window').inputValue()).toBe('0');
    expect(await seriousAxeViolations(operator)).toEqual([]);
    await screenshot(operator, 'console-site-en');
  });
});
