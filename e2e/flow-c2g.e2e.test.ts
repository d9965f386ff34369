import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousAxeViolations } from './support/browser.ts';
import { signInAs } from './support/sign-in.ts';
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

const signIn = (role: 'cast' | 'guest') => signInAs(browser, server.url, role);

const main = (page: Page) => page.getByRole('main');

async function open(page: Page, path: string, expectedStatus: string) {
  await page.goto(`${server.url}${path}`);
  await expect.poll(() => main(page).textContent()).toContain(expectedStatus);
}

async function takeAction(page: Page, name: string, nextStatus: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await expect.poll(() => main(page).textContent()).toContain(nextStatus);
}

async function sendEstimate(page: Page, title: string, unitPrice: string, quantity: string) {
  const form = page.getByRole('form', { name: title });
  await form.getByLabel('内容').first().fill('作り置き（3時間）');
  await form.getByLabel('単価（税抜・円）').first().fill(unitPrice);
  await form.getByLabel('数量').first().fill(quantity);
  await form.getByRole('button', { name: title }).click();
}

describe('an entry in Chromium, a cast and a guest side by side', () => {
  it('goes from the entry form through estimates, order, completion and payment to both reviews', async () => {
    const [cast, guest] = await Promise.all([signIn('cast'), signIn('guest')]);

    // The guest registers a card to pay with, then applies from the service page.
    await guest.goto(`${server.url}/guest/account-info/credit-card`);
    await guest.getByLabel('カード番号').fill('4242 4242 4242 4242');
    await guest.getByLabel('有効期限（MM/YY）').fill('12/30');
    await guest.getByLabel('セキュリティコード').fill('123');
    await guest.getByRole('button', { name: 'カードを登録する' }).click();
    await expect.poll(() => main(guest).textContent()).toContain('登録済み');

    await guest.goto(`${server.url}/guest/services/demoService01`);
    await guest.getByRole('link', { name: 'このサービスに申し込む' }).click();
    await guest.waitForURL((url) => url.pathname === '/guest/services/demoService01/entry');
    await guest.getByLabel(/^希望日(?!時)/).fill('2026-12-20');
    await guest.getByLabel(/ご依頼内容/).fill('キッチンと浴室を中心にお願いします。');
    expect(await seriousAxeViolations(guest)).toEqual([]);
    await guest.getByRole('button', { name: '確認へ進む' }).click();
    await expect.poll(() => main(guest).textContent()).toContain('キッチンと浴室を中心にお願いします。');
    await guest.getByRole('button', { name: '送信する' }).click();
    await guest.getByRole('link', { name: '申し込みの詳細を見る' }).click();
    await guest.waitForURL((url) => /^\/guest\/entries\/\w+$/.test(url.pathname));
    const entryId = new URL(guest.url()).pathname.split('/').at(-1) ?? '';
    await expect.poll(() => main(guest).textContent()).toContain('申し込み中');

    // The cast finds it waiting in the list and sends an estimate.
    await open(cast, '/cast/entries?actionRequiredOnly=true', '対応待ち');
    await cast.locator(`a[href="/cast/entries/${entryId}"]`).waitFor();
    expect(await seriousAxeViolations(cast)).toEqual([]);
    await open(cast, `/cast/entries/${entryId}`, '申し込み中');
    expect(await seriousAxeViolations(cast)).toEqual([]);
    await sendEstimate(cast, '見積もりを送る', '3000', '3');
    await expect.poll(() => main(cast).textContent()).toContain('見積もり提示済み');

    await open(guest, `/guest/entries/${entryId}`, '見積もり提示済み');
    await expect.poll(() => main(guest).textContent()).toContain('9,900');
    expect(await seriousAxeViolations(guest)).toEqual([]);
    const approve = guest.getByRole('button', { name: '見積もりを承認する', exact: true });
    await approve.click();
    await expect
      .poll(async () => (await guest.getByRole('status').allTextContents()).join())
      .toContain('「見積もりを承認する」を受け付けました');
    await expect.poll(() => approve.count()).toBe(0);

    await open(cast, `/cast/entries/${entryId}`, '最終見積もりを送る');
    await sendEstimate(cast, '最終見積もりを送る', '3000', '4');
    await expect.poll(() => main(cast).textContent()).toContain('最終見積もり提示済み');

    await open(guest, `/guest/entries/${entryId}`, '最終見積もり提示済み');
    await takeAction(guest, '発注する', '発注済み');

    await open(cast, `/cast/entries/${entryId}`, '発注済み');
    await takeAction(cast, '発注を承認する', 'マッチング成立');
    await takeAction(cast, '完了を報告する', '完了報告済み');

    await open(guest, `/guest/entries/${entryId}`, '完了報告済み');
    await expect.poll(() => main(guest).textContent()).toContain('13,200');
    await takeAction(guest, '支払う', '支払い済み');

    // Both review; each sees the other's once both have written.
    await guest.getByRole('radio', { name: '★5' }).check();
    await guest.getByLabel('コメント').fill('とても丁寧に掃除していただきました。');
    await guest.getByRole('button', { name: 'レビューを送信' }).click();
    await expect.poll(() => main(guest).textContent()).toContain('あなたのレビュー');

    await open(cast, `/cast/entries/${entryId}`, '支払い済み');
    await cast.getByRole('radio', { name: '★4' }).check();
    await cast.getByLabel('コメント').fill('わかりやすくご依頼いただき助かりました。');
    await cast.getByRole('button', { name: 'レビューを送信' }).click();
    await expect.poll(() => main(cast).textContent()).toContain('とても丁寧に掃除していただきました。');
    expect(await seriousAxeViolations(cast)).toEqual([]);

    await open(guest, `/guest/entries/${entryId}`, 'レビュー済み');
    await expect.poll(() => main(guest).textContent()).toContain('わかりやすくご依頼いただき助かりました。');
    const timeline = guest.getByRole('region', { name: '経過' });
    await expect.poll(() => timeline.getByRole('listitem').count()).toBe(9);

    await guest.goto(`${server.url}/guest/services/demoService01`);
    await expect.poll(() => main(guest).textContent()).toContain('とても丁寧に掃除していただきました。');
  });
});
