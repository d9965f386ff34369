import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousAxeViolations } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { signInAs, signInAsOperator } from './support/sign-in.ts';
import { type SiteServer, startSiteServer } from './support/site-server.ts';

let site: SiteServer;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startSiteServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

/** Screenshots from the top: the editors' preview and save bar are sticky, and follow the scroll. */
async function screenshotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** Adds a required one-line text field "保有資格" (key licence) to the open form and saves it. */
async function addRequiredLicenceField(page: Page) {
  await page.getByLabel('追加する項目の形式').selectOption('text');
  await page.getByRole('button', { name: '項目を追加' }).click();
  await page.getByLabel('キー（半角英数字、英小文字で始まる）').fill('licence');
  await page.getByLabel('項目名').fill('保有資格');
  await page.getByLabel('必須にする').check();
  await expect
    .poll(() =>
      page
        .locator('.schema-editor__preview')
        .getByLabel(/保有資格/)
        .count(),
    )
    .toBe(1);
  await page.getByRole('button', { name: '保存する' }).click();
  await expect.poll(() => page.getByRole('status').filter({ hasText: '保存済み' }).count()).toBe(1);
  expect(await page.getByText('未保存').count()).toBe(0);
}

describe('console: custom fields and layouts', () => {
  it('lets an operator require a new field on the service form, which a cast then must answer', async () => {
    const operator = await signInAsOperator(browser, site.url);
    await operator.goto(`${site.url}/admin/schemas`);
    await expect.poll(() => heading(operator)).toBe('入力項目');
    await expect.poll(() => operator.getByRole('link', { name: 'サービスの登録' }).count()).toBe(1);
    expect(await seriousAxeViolations(operator)).toEqual([]);
    await screenshot(operator, 'console-schemas');

    await operator.getByRole('link', { name: 'サービスの登録' }).click();
    await expect.poll(() => heading(operator)).toBe('サービスの登録');
    expect(await seriousAxeViolations(operator)).toEqual([]);

    // A choice field without choices is refused, with the message beside the field; then taken off again.
    await operator.getByLabel('追加する項目の形式').selectOption('pull_down');
    await operator.getByRole('button', { name: '項目を追加' }).click();
    await operator.getByRole('button', { name: '保存する' }).click();
    await expect
      .poll(() => operator.getByText('選択肢を1つ以上追加してください。').count())
      .toBeGreaterThan(0);
    expect(await operator.getByText('要修正', { exact: true }).count()).toBe(1);
    await operator.getByRole('button', { name: '「新しい項目」を削除' }).click();
    await operator.getByRole('button', { name: '外す', exact: true }).click();
    expect(await operator.getByText('要修正', { exact: true }).count()).toBe(0);

    await addRequiredLicenceField(operator);
    expect(await seriousAxeViolations(operator)).toEqual([]);
    await screenshotFromTop(operator, 'console-schema-editor');

    // The cast's edit form is its own form: the field is added there too.
    await operator.goto(`${site.url}/admin/schemas/service.edit`);
    await expect.poll(() => heading(operator)).toBe('サービスの編集');
    await addRequiredLicenceField(operator);

    const cast = await signInAs(browser, site.url, 'cast');
    await cast.goto(`${site.url}/cast/services/new`);
    const form = cast.getByRole('region', { name: '新しいサービスを出品' });
    await form.getByLabel('サービス名').fill('はじめての作り置き');
    await form.getByLabel('サービスの説明').fill('旬の野菜で1週間分のおかずを作ります。');
    await form.getByLabel(/カテゴリ/).selectOption('cooking');
    await form.getByLabel(/主な活動エリア/).selectOption('tokyo');
    expect(await form.getByLabel(/保有資格/).count()).toBe(1);
    await form.getByRole('button', { name: '下書きとして保存' }).click();
    await expect.poll(() => form.getByText('入力してください。').count()).toBe(1);
    expect(await form.getByLabel(/保有資格/).getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel(/保有資格/).fill('調理師免許');
    await form.getByRole('button', { name: '下書きとして保存' }).click();
    await cast.waitForURL(
      (url) => /^\/cast\/services\/[A-Za-z0-9]+$/.test(url.pathname) && !url.pathname.endsWith('/new'),
    );
    await expect.poll(() => cast.getByLabel(/保有資格/).inputValue()).toBe('調理師免許');
  });

  it('lets an operator order a page’s blocks and see the English console', async () => {
    const operator = await signInAsOperator(browser, site.url);
    await operator.goto(`${site.url}/admin/layouts/services.detail`);
    await expect.poll(() => heading(operator)).toBe('レイアウト');
    await expect
      .poll(() => operator.getByRole('link', { name: 'サービス詳細' }).getAttribute('aria-current'))
      .toBe('page');
    await operator.getByRole('button', { name: '「メニュー・料金」を上へ' }).click();
    await operator.getByRole('button', { name: '「画像」を外す' }).click();
    await operator.getByRole('button', { name: '保存する' }).click();
    await expect
      .poll(() => operator.getByText('「サービス詳細」のレイアウトを保存しました。').count())
      .toBe(1);
    const served = await (await fetch(`${site.url}/api/layouts/services/detail`)).json();
    expect(served.data.blocks.map((b: { type: string }) => b.type).slice(0, 3)).toEqual([
      'description',
      'menus',
      'custom_fields',
    ]);
    expect(await seriousAxeViolations(operator)).toEqual([]);
    await screenshotFromTop(operator, 'console-layouts');

    await operator.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => heading(operator)).toBe('Layouts');
    await operator.goto(`${site.url}/admin/schemas/service.create`);
    await expect.poll(() => heading(operator)).toBe('New service');
    expect(await seriousAxeViolations(operator)).toEqual([]);
    await screenshotFromTop(operator, 'console-schema-editor-en');
  });
});
