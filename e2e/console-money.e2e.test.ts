import { readFile } from 'node:fs/promises';
import iconv from 'iconv-lite';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLedger, saleLines } from '../src/server/features/ledger/ledger.ts';
import { launchBrowser, seriousAxeViolations } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { signInAs, signInAsOperator } from './support/sign-in.ts';
import { type SiteServer, startSiteServer } from './support/site-server.ts';

let site: SiteServer;
let browser: Browser;

/**
 * What the demo cast is owed before the last closing: one of the demo's finished entries, paid 5,500 yen
 * (tax 500, the demo's 10 % fee 550), recorded as its payment and ledger sale dated long before any
 * closing, and the cast's bank account. The demo site closes at each month's end with a 250-yen
 * transfer fee, so the batch the scheduler builds pays the cast 4,950 − 250 = 4,700 yen.
 */
async function arrangeOwedCast() {
  const { db } = site.database;
  const paidAt = new Date('2020-01-10T10:00:00+09:00');
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('entry_payments')
      .values({
        entry_id: 'demoEntryReviewed1',
        attempt: 1,
        idempotency_key: 'e2e-demoEntryReviewed1',
        amount: 5500,
        status: 'succeeded',
        charge_ref: 'ch_e2e',
        decline_code: null,
        started_at: paidAt,
        finished_at: paidAt,
        tax: 500,
        fee: 550,
        supplier_id: 'demoCast1',
      })
      .execute();
    // The sandbox provider's record of that charge, which a refund gives back from.
    await trx
      .insertInto('sandbox_charges')
      .values({
        id: 'ch_e2e',
        idempotency_key: 'e2e-demoEntryReviewed1',
        card_ref: 'card_e2e',
        amount: 5500,
        description: 'entry demoEntryReviewed1',
        status: 'succeeded',
        created_at: paidAt,
      })
      .execute();
    await postLedger(trx, {
      kind: 'entry_payment',
      entryId: 'demoEntryReviewed1',
      idempotencyKey: 'entry-payment-demoEntryReviewed1',
      occurredAt: paidAt,
      lines: saleLines({ payerId: 'demoGuest2', supplierId: 'demoCast1', gross: 5500, tax: 500, fee: 550 }),
    });
    await trx
      .insertInto('bank_accounts')
      .values({
        account_id: 'demoCast1',
        bank_code: '0005',
        bank_name: '三菱UFJ銀行',
        branch_code: '001',
        branch_name: '本店',
        account_type: 'futsu',
        account_number: '7654321',
        holder_name: 'サクラ　ミホ',
      })
      .execute();
  });
  await site.app.scheduler.tick();
}

beforeAll(async () => {
  [site, browser] = await Promise.all([startSiteServer(), launchBrowser()]);
  await arrangeOwedCast();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

async function openMenu(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'コンソールメニュー' })
    .getByRole('link', { name, exact: true })
    .click();
}

describe('money in the console', () => {
  it('an operator sets the remitter, exports a payout batch, marks it paid, and the cast sees the payout', async () => {
    const page = await signInAsOperator(browser, site.url);

    await openMenu(page, '売上と手数料');
    await expect.poll(() => heading(page)).toBe('売上と手数料');
    await page.getByText('問題ありません。').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'console-money-summary');

    await openMenu(page, '振込依頼人');
    await expect.poll(() => heading(page)).toBe('振込依頼人');
    await page.getByLabel('依頼人コード（10桁）').fill('12345');
    await page.getByLabel('依頼人名（全角カタカナ）').fill('カブシキガイシャ　ツナグ');
    await page.getByLabel('銀行コード（4桁）').fill('0001');
    await page.getByLabel('銀行名（全角カタカナ・任意）').fill('ミズホ');
    await page.getByLabel('支店コード（3桁）').fill('100');
    await page.getByLabel('支店名（全角カタカナ・任意）').fill('トウキョウエイギョウブ');
    await page.getByLabel('口座番号（7桁）').fill('1234567');
    await page.getByRole('button', { name: '保存' }).click();
    // A code of five digits: the server's message shows under its field.
    const code = page.getByLabel('依頼人コード（10桁）');
    await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
    await code.fill('0012345678');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('最終更新').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'console-money-remitter');

    await openMenu(page, '振込');
    await expect.poll(() => heading(page)).toBe('振込');
    const batchLink = page.getByRole('table').getByRole('link').first();
    const closing = (await batchLink.textContent()) ?? '';
    expect(closing).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'console-money-batches');

    await batchLink.click();
    await expect.poll(() => heading(page)).toBe(`${closing}締めの振込`);
    const transfers = page.getByRole('region', { name: '振込先' });
    await transfers.getByText('サクラ　ミホ').waitFor();
    expect(await transfers.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['4,950円', '250円', '4,700円', '0005-001 普通 7654321']),
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '全銀ファイルをダウンロード' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^zengin-\d{8}-\w+\.txt$/);
    const bytes = await readFile((await download.path()) ?? '');
    expect(bytes.length).toBe(4 * 122);
    const records = iconv.decode(bytes, 'Shift_JIS').split('\r\n');
    expect(records[0]?.slice(0, 14)).toBe('12100012345678');
    expect(records[0]?.slice(14, 54).trimEnd()).toBe('ｶﾌﾞｼｷｶﾞｲｼﾔ ﾂﾅｸﾞ');
    expect(records[1]?.slice(50, 80).trimEnd()).toBe('ｻｸﾗ ﾐﾎ');
    expect(records[1]?.slice(80, 90)).toBe('0000004700');
    expect(records[2]?.slice(0, 19)).toBe('8000001000000004700');
    await page.getByText('ファイル出力済み').first().waitFor();

    await page.getByRole('button', { name: '振込済みにする…' }).click();
    await page.getByText('1件・合計4,700円の振込が完了したものとして記録します。').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'console-money-batch');
    await page.getByRole('button', { name: '振込済みにする', exact: true }).click();
    await page.getByText('この振込は完了しています。').waitFor();
    expect(await page.getByRole('button', { name: '振込済みにする…' }).count()).toBe(0);

    const cast = await signInAs(browser, site.url, 'cast');
    await cast.goto(`${site.url}/cast/sales?tab=supplier-payments`);
    const payouts = cast.getByRole('table');
    await payouts.getByText('振込済み').waitFor();
    expect(await payouts.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([
        '振込済み',
        expect.stringContaining('4,950'),
        expect.stringContaining('4,700'),
      ]),
    );
    expect(await seriousAxeViolations(cast)).toEqual([]);
    await screenshot(cast, 'cast-supplier-payments');
  });

  it('an operator refunds part of a paid entry from its page, and the refund is listed', async () => {
    const page = await signInAsOperator(browser, site.url);
    await page.goto(`${site.url}/admin/entries/demoEntryReviewed1`);
    await page.getByRole('heading', { name: '返金してキャンセル' }).waitFor();
    const amount = page.getByLabel('返金額（円・5,500円まで）');
    expect(await amount.inputValue()).toBe('5500');
    await amount.fill('6000');
    await page.getByRole('button', { name: '返金してキャンセルする…' }).click();
    await page
      .getByLabel('サポーターとご依頼者に伝える理由')
      .fill('作業の一部が行われなかったため、一部を返金します。');
    await page.getByRole('button', { name: '返金してキャンセルする', exact: true }).click();
    // More than was paid: the server's message shows under the amount.
    await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('返金できるのは5,500円までです。').waitFor();
    await amount.fill('1500');
    await page.getByText('1,500円を返金し、このエントリーをキャンセルします。元に戻せません。').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'console-entry-refund');
    await page.getByRole('button', { name: '返金してキャンセルする', exact: true }).click();
    await page.getByText('返金済み 1,500円').waitFor();
    expect(await page.getByLabel('返金額（円・4,000円まで）').inputValue()).toBe('4000');

    await page
      .getByRole('navigation', { name: 'コンソールメニュー' })
      .getByRole('link', { name: '返金', exact: true })
      .click();
    await expect.poll(() => heading(page)).toBe('返金');
    const row = page.getByRole('row').filter({ hasText: '作業の一部が行われなかったため' });
    // The list loads after the heading: wait for the row rather than read an empty table.
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['1,500円', '137円 / 150円', '返金済み']),
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'console-money-refunds');
  });
});
