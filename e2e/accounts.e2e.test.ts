import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { siteInBrowser } from './support/site-in-browser.ts';

const site = siteInBrowser();

/** A real PNG on disk, for the file pickers. */
async function pngFile(name: string): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'tsunagu-e2e-')), name);
  writeFileSync(
    path,
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#d08040' } })
      .png()
      .toBuffer(),
  );
  return path;
}

async function signUp(page: Page, role: 'cast' | 'guest', email: string, password: string) {
  await page.goto(`${site.server.url}/${role}/login`);
  await page.getByRole('link', { name: /新規登録/ }).click();
  await page.waitForURL((url) => url.pathname === `/${role}/signup`);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByRole('button', { name: '確認コードを送信' }).click();
  await page.waitForURL((url) => url.pathname === `/${role}/signup/confirm`);

  const code = await site.server.smtp.codeSentTo(email);
  await page.getByLabel('確認コード（6桁）').fill(code);
  await page.getByRole('button', { name: '確認する' }).click();
  await page.waitForURL((url) => url.pathname === `/${role}/signup/registration`);

  await page.getByLabel('ニックネーム（公開されます）').fill(role === 'cast' ? 'はなまる' : 'ぽち飼い');
  await page.getByLabel('パスワード（8文字以上）').fill(password);
  const name = page.getByRole('group', { name: /氏名/ });
  await name.getByLabel('姓', { exact: true }).fill('鈴木');
  await name.getByLabel('名', { exact: true }).fill(role === 'cast' ? '花' : '次郎');
  if (role === 'cast') {
    await page.getByLabel(/生年月日/).fill('1990-04-01');
    await page.getByLabel(/電話番号/).fill('090-1111-2222');
    const address = page.getByRole('group', { name: /住所/ });
    await address.getByLabel('郵便番号').fill('1500001');
    await address.getByLabel('都道府県').selectOption('東京都');
    await address.getByLabel('市区町村').fill('渋谷区');
    await address.getByLabel('番地').fill('神宮前1-2-3');
  }
  expect(await page.getByRole('link', { name: /利用規約を読む/ }).getAttribute('href')).toBe(
    `/${role}/terms`,
  );
  // Without the consent the form says why and stays.
  await page.getByRole('button', { name: '登録する' }).click();
  await page.getByText('登録するには利用規約への同意が必要です。').waitFor();
  expect(page.url()).toContain('/signup/registration');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('利用規約に同意します').check();
  await page.getByRole('button', { name: '登録する' }).click();
  await page.waitForURL((url) => url.pathname === `/${role}/my-page`);
}

describe('accounts in Chromium', () => {
  it('explains both roles on the sign-up page and links it to the login and to the other role, in Japanese and English', async () => {
    const context = await site.browser.newContext({
      locale: 'ja-JP',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/guest/signup`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'ご依頼者とサポーター' }).waitFor();
    expect(await main.getByText('サービスを出品して依頼を受ける方').isVisible()).toBe(true);
    expect(
      await main.getByRole('link', { name: '登録済みの方はご依頼者ログインへ' }).getAttribute('href'),
    ).toBe('/guest/login');
    await main.getByRole('link', { name: 'サポーターとして登録する方はこちら' }).click();
    await page.waitForURL((url) => url.pathname === '/cast/signup');
    await page.goto(`${site.server.url}/guest/signup`);
    await main.getByRole('heading', { name: 'ご依頼者とサポーター' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'signup');

    await page.getByRole('button', { name: 'English' }).click();
    await main.getByRole('link', { name: 'Sign up as Helper instead' }).waitFor();
    await screenshot(page, 'signup.en');

    await page.goto(`${site.server.url}/guest/login`);
    await main.getByRole('link', { name: 'Log in as Helper instead' }).click();
    await page.waitForURL((url) => url.pathname === '/cast/login');
    await context.close();
  });

  it('signs a cast up from the pages, with the code from the mail, fills account info, logs out and back in', async () => {
    const context = await site.browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    await signUp(page, 'cast', 'hana@example.com', 'hana password 1');
    await expect.poll(() => page.locator('main').textContent()).toContain('はなまる');

    await page.getByRole('link', { name: 'アカウント情報' }).click();
    await page.waitForURL((url) => url.pathname === '/cast/account-info');
    await page.getByLabel(/自己紹介/).fill('作り置き料理が得意です。');
    await page.getByLabel('マッチングした相手のメッセージだけ通知する').check();
    await page.getByRole('group', { name: '得意分野' }).getByLabel('料理').check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '保存する' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('アカウント情報を保存しました');

    await page.reload();
    expect(await page.getByLabel(/自己紹介/).inputValue()).toBe('作り置き料理が得意です。');
    expect(await page.getByLabel('マッチングした相手のメッセージだけ通知する').isChecked()).toBe(true);

    await page.goto(`${site.server.url}/cast/my-page`);
    await page.getByRole('link', { name: '振込先口座', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/cast/account-info/bank-account');
    await page.getByLabel('銀行コード（4桁）').fill('0001');
    await page.getByLabel('銀行名').fill('みずほ銀行');
    await page.getByLabel('支店コード（3桁）').fill('123');
    await page.getByLabel('支店名').fill('渋谷支店');
    await page.getByLabel('口座番号（7桁）').fill('1234567');
    await page.getByLabel('口座名義（全角カタカナ）').fill('ｽｽﾞｷ ﾊﾅ');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '保存する' }).click();
    await expect
      .poll(() => page.getByRole('main').textContent())
      .toContain('登録済み: みずほ銀行 渋谷支店 ****567');
    await page.reload();
    await expect
      .poll(() => page.getByLabel('口座名義（全角カタカナ）').inputValue())
      .toBe('スズキ\u3000ハナ');

    await page.goto(`${site.server.url}/cast/my-page`);
    await page.getByRole('link', { name: '本人確認' }).click();
    await page.waitForURL((url) => url.pathname === '/cast/account-info/identification');
    await page.getByLabel('パスポート').check();
    await page.getByLabel('ファイルを選ぶ').setInputFiles(await pngFile('passport.png'));
    await page.getByText('アップロードしたファイル 1').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '提出する' }).click();
    await expect
      .poll(() => page.getByRole('main').textContent())
      .toContain('提出された書類を運営が確認しています。');

    await page.goto(`${site.server.url}/cast/my-page`);
    await page.getByRole('main').getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${site.server.url}/cast/login`);
    await page.getByLabel('メールアドレス').fill('hana@example.com');
    await page.getByLabel('パスワード').fill('hana password 1');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL((url) => url.pathname === '/cast/my-page');
    await context.close();
  });

  it("signs a guest up and registers a belonging under the site's title for them", async () => {
    const context = await site.browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    await signUp(page, 'guest', 'jiro@example.com', 'jiro password 1');

    await page.getByRole('link', { name: 'ペットの登録' }).click();
    await page.waitForURL((url) => url.pathname === '/guest/account-info/belongings');
    await page.getByRole('button', { name: 'ペットを追加' }).click();
    await page.getByLabel(/名前/).fill('ポチ');
    await page.getByRole('group', { name: /種類/ }).getByLabel('犬').check();
    await page
      .getByRole('group', { name: '写真' })
      .getByLabel('ファイルを選ぶ')
      .setInputFiles(await pngFile('pochi.png'));
    await page.getByRole('img', { name: 'アップロードした画像 1' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '保存する' }).click();
    await expect.poll(() => page.getByRole('main').textContent()).toContain('名前: ポチ');
    await expect.poll(() => page.getByRole('main').textContent()).toContain('種類: 犬');

    await page.goto(`${site.server.url}/guest/my-page`);
    await page.getByRole('link', { name: 'クレジットカード' }).click();
    await page.waitForURL((url) => url.pathname === '/guest/account-info/credit-card');
    await page.getByLabel('カード番号').fill('4000 0000 0000 0002');
    await page.getByLabel('有効期限（MM/YY）').fill('12/30');
    await page.getByLabel('セキュリティコード').fill('123');
    await page.getByRole('button', { name: 'カードを登録する' }).click();
    await expect.poll(() => page.getByRole('main').textContent()).toContain('カードが承認されませんでした');
    await page.getByLabel('カード番号').fill('4242 4242 4242 4242');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'カードを登録する' }).click();
    await expect
      .poll(() => page.getByRole('main').textContent())
      .toContain('登録済み: Visa 下4桁 4242（有効期限 12/30）');
    await context.close();
  });
});
