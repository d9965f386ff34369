import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/server/clock.ts';
import { newPublicId } from '../src/server/db/ids.ts';
import { DEMO_PASSWORD, DEMO_SITE } from '../src/server/db/seed.ts';
import { hashPassword } from '../src/server/features/auth/password.ts';
import { createSiteService } from '../src/server/features/site/service.ts';
import { launchBrowser, seriousAxeViolations } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { signInAsOperator } from './support/sign-in.ts';
import { type SiteServer, startSiteServer } from './support/site-server.ts';

const NICKNAME = '新人キャスト';
const EMAIL = 'new-cast@example.com';
const REASON = '写真がぼやけていて、氏名と有効期限が読み取れません。明るい場所で撮り直してください。';

let site: SiteServer;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startSiteServer(), launchBrowser()]);
  // Casts must verify their identity before publishing on this site.
  await createSiteService(site.database.db, systemClock).saveSettings({
    ...DEMO_SITE,
    features: [...DEMO_SITE.features, { value: 'identification_cast' }],
  });
  await site.database.db
    .insertInto('accounts')
    .values({
      id: newPublicId(),
      type: 'cast',
      customer_account_type: 'individual',
      email: EMAIL,
      email_normalized: EMAIL,
      password_hash: await hashPassword(DEMO_PASSWORD),
      nickname: NICKNAME,
    })
    .execute();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function pngFile(name: string, background: string): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'tsunagu-e2e-')), name);
  writeFileSync(
    path,
    await sharp({ create: { width: 480, height: 300, channels: 3, background } })
      .png()
      .toBuffer(),
  );
  return path;
}

async function signInAsNewCast(): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'ja-JP' })).newPage();
  await page.goto(`${site.url}/cast/login`);
  await page.getByLabel('メールアドレス').fill(EMAIL);
  await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL((url) => url.pathname === '/cast/my-page');
  return page;
}

async function submitDocument(cast: Page, background: string) {
  await cast.goto(`${site.url}/cast/account-info/identification`);
  await cast.getByLabel('パスポート').check();
  await cast.getByLabel('ファイルを選ぶ').setInputFiles(await pngFile('passport.png', background));
  await cast.getByText('アップロードしたファイル 1').waitFor();
  await cast.getByRole('button', { name: '提出する' }).click();
  await expect
    .poll(() => cast.getByRole('main').textContent())
    .toContain('提出された書類を運営が確認しています。');
}

async function openSubmission(operator: Page) {
  await operator.goto(`${site.url}/admin/identifications`);
  await operator.getByRole('link', { name: `確認する: ${NICKNAME}` }).click();
  await expect
    .poll(() => operator.getByRole('heading', { level: 1 }).textContent())
    .toBe(`本人確認: ${NICKNAME}`);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

describe('the console: people', () => {
  it('reviews a new cast’s identification: view, send back with a reason, resubmission, approval, then the cast publishes', async () => {
    const cast = await signInAsNewCast();
    await cast.goto(`${site.url}/cast/account-info/identification`);
    await expect.poll(() => cast.getByRole('main').textContent()).toContain('本人確認が必要です。');
    await submitDocument(cast, '#8090a0');

    const operator = await signInAsOperator(browser, site.url);
    await operator
      .getByRole('navigation', { name: 'コンソールメニュー' })
      .getByRole('link', { name: '本人確認' })
      .click();
    await operator.waitForURL((url) => url.pathname === '/admin/identifications');
    await expect.poll(() => operator.getByRole('table').textContent()).toContain(NICKNAME);
    expect(await operator.getByRole('table').textContent()).toContain('パスポート');
    expect(await seriousAxeViolations(operator)).toEqual([]);
    await screenshot(operator, 'console-identifications');

    await openSubmission(operator);
    const documentImage = operator.getByRole('img', { name: '提出書類 1' });
    await expect
      .poll(() => documentImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(480);
    expect(await seriousAxeViolations(operator)).toEqual([]);
    await screenshot(operator, 'console-identification');

    await operator.getByRole('button', { name: '差し戻す…' }).click();
    const reason = operator.getByLabel('差し戻しの理由');
    await expect.poll(() => reason.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await operator.getByRole('button', { name: '理由を伝えて差し戻す' }).click();
    await expect.poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    await reason.fill(REASON);
    expect(await seriousAxeViolations(operator)).toEqual([]);
    await screenshot(operator, 'console-identification-return');
    await operator.getByRole('button', { name: '理由を伝えて差し戻す' }).click();
    await expect
      .poll(() => operator.getByRole('main').textContent())
      .toContain('会員の再提出を待っています。');
    expect(await operator.getByRole('button', { name: '承認する' }).count()).toBe(0);
    const mail = await site.smtp.mailTo(EMAIL, (m) => m.subject.includes('本人確認書類が差し戻されました'));
    expect(mail.text).toContain(REASON);

    await cast.reload();
    await expect
      .poll(() => cast.getByRole('main').textContent())
      .toContain('提出した書類が差し戻されました。');
    const castPage = (await cast.getByRole('main').textContent()) ?? '';
    expect(castPage).toContain(REASON);
    expect(castPage).toContain('もう一度「提出する」を押してください');
    expect(await seriousAxeViolations(cast)).toEqual([]);
    await screenshot(cast, 'identification-returned');
    await submitDocument(cast, '#a0b0c0');

    await openSubmission(operator);
    await operator.getByRole('button', { name: '承認する' }).click();
    await expect.poll(() => operator.getByRole('main').textContent()).toContain('本人確認は完了しています。');
    await operator.goto(`${site.url}/admin/identifications?status=approved`);
    await expect.poll(() => operator.getByRole('table').textContent()).toContain(NICKNAME);

    await cast.reload();
    await expect.poll(() => cast.getByRole('main').textContent()).toContain('本人確認が完了しています。');
    await cast.goto(`${site.url}/cast/services/new`);
    await cast.getByLabel('サービス名').fill('はじめての糠漬け教室');
    await cast
      .getByLabel('サービスの説明')
      .fill('ぬか床の作り方から毎日のお手入れまで、発酵食品の基本を学びます。');
    await cast.getByLabel(/カテゴリ/).selectOption('lessons');
    await cast.getByLabel(/主な活動エリア/).selectOption('saitama');
    await cast.getByRole('group', { name: '対応できる曜日' }).getByLabel('水').check();
    await cast.getByRole('button', { name: '下書きとして保存' }).click();
    await cast.waitForURL(
      (url) => /^\/cast\/services\/\w+$/.test(url.pathname) && !url.pathname.endsWith('/new'),
    );
    await cast.getByLabel('メニュー名').fill('体験90分');
    await cast.getByLabel('料金（税抜・円）').fill('4000');
    await cast.getByLabel('単位（例: 回、時間）').fill('回');
    await cast.getByRole('button', { name: 'メニューを追加' }).click();
    await expect
      .poll(() => cast.getByRole('region', { name: 'メニュー' }).textContent())
      .toContain('体験90分');
    await cast.getByRole('region', { name: '公開設定' }).getByRole('button', { name: '公開する' }).click();
    await expect.poll(() => cast.getByRole('region', { name: '公開設定' }).textContent()).toContain('公開中');
  });

  it('finds the cast, suspends them (signed out, service gone from the catalogue) and restores them', async () => {
    const cast = await signInAsNewCast();
    const operator = await signInAsOperator(browser, site.url);
    await operator
      .getByRole('navigation', { name: 'コンソールメニュー' })
      .getByRole('link', { name: '会員' })
      .click();
    await operator.waitForURL((url) => url.pathname === '/admin/customers');
    await operator.getByLabel('キーワード').fill('new-cast@');
    await operator.getByLabel('種別').selectOption('cast');
    await operator.getByRole('button', { name: '検索' }).click();
    await operator.waitForURL((url) => url.searchParams.get('keyword') === 'new-cast@');
    await expect.poll(() => operator.getByRole('table').getByRole('row').count()).toBe(2);
    expect(await operator.getByRole('table').textContent()).toContain(EMAIL);
    expect(await seriousAxeViolations(operator)).toEqual([]);
    await operator
      .getByRole('link', { name: '条件をクリア' })
      .or(operator.getByRole('button', { name: '条件をクリア' }))
      .click();
    await expect.poll(() => operator.getByRole('table').getByRole('row').count()).toBeGreaterThan(3);
    await screenshot(operator, 'console-customers');

    await operator.getByLabel('キーワード').fill(NICKNAME);
    await operator.getByRole('button', { name: '検索' }).click();
    await operator.getByRole('link', { name: NICKNAME }).click();
    await expect.poll(() => heading(operator)).toBe(NICKNAME);
    const main = () => operator.getByRole('main').textContent();
    await expect.poll(main).toContain('はじめての糠漬け教室');
    expect(await main()).toContain('完了');
    expect(await seriousAxeViolations(operator)).toEqual([]);

    const catalogue = async () => (await fetch(`${site.url}/api/services?perPage=100`)).text();
    expect(await catalogue()).toContain('はじめての糠漬け教室');
    await operator.getByRole('button', { name: '利用を停止する…' }).click();
    await operator
      .getByLabel('停止の理由（運営内のメモ。会員には表示されません）')
      .fill('なりすましの通報があったため確認中');
    await operator.getByRole('button', { name: '停止する', exact: true }).click();
    await expect.poll(main).toContain('から利用停止中です。');
    expect(await main()).toContain('なりすましの通報があったため確認中');
    expect(await seriousAxeViolations(operator)).toEqual([]);
    await screenshot(operator, 'console-customer');
    expect(await catalogue()).not.toContain('はじめての糠漬け教室');

    await cast.goto(`${site.url}/cast/my-page`);
    await cast.waitForURL((url) => url.pathname === '/cast/login');

    await operator.getByRole('button', { name: '利用を再開する…' }).click();
    await operator.getByRole('button', { name: '再開する', exact: true }).click();
    await expect.poll(main).not.toContain('から利用停止中です。');
    expect(await catalogue()).toContain('はじめての糠漬け教室');

    await operator.getByRole('button', { name: 'English' }).click();
    await expect.poll(main).toContain('Suspension');
    expect(await seriousAxeViolations(operator)).toEqual([]);
    await screenshot(operator, 'console-customer-en');
  });
});
