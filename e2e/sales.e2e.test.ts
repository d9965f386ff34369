import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { Agent } from '../test/helpers/test-app.ts';
import { expectStatus, saveCardByApi } from './support/api-arrange.ts';
import { expectNoSeriousAxeViolations, mainText, regionText } from './support/entry-journey.ts';
import { screenshot } from './support/screenshots.ts';
import { siteInBrowser } from './support/site-in-browser.ts';

const site = siteInBrowser();

/**
 * A finished entry, arranged through the API (the flow journeys walk the same steps in the browser): the
 * demo guest applies for the demo cast's service, the cast estimates 3,000 yen × 3 plus 500 yen (9,500
 * yen, tax 950 yen), the guest orders and pays 10,450 yen with a sandbox card. The demo keeps 10 %.
 */
async function finishedEntry(): Promise<string> {
  const cast = new Agent(site.server.app);
  const guest = new Agent(site.server.app);
  expectStatus(await cast.login('cast'));
  expectStatus(await guest.login('guest'));
  await saveCardByApi(site.server, guest);
  const entered = await guest.post('/api/services/demoService01/entries', {
    action: 'confirm',
    idempotencyKey: 'e2eSalesEntry0001',
    values: { request: 'キッチンと浴室を中心にお願いします。' },
  });
  expectStatus(entered, 201);
  const id = entered.json().data.id as string;
  const estimate = {
    items: [
      { label: '作業', unitPrice: 3000, quantity: 3, unit: '時間' },
      { label: '交通費', unitPrice: 500, quantity: 1, unit: '' },
    ],
  };
  const castEntry = `/api/casts/me/entries/${id}`;
  const guestEntry = `/api/guests/me/entries/${id}`;
  expectStatus(await cast.post(`${castEntry}/estimates/initial`, estimate), 201);
  expectStatus(await guest.post(`${guestEntry}/approve-estimate`));
  expectStatus(await cast.post(`${castEntry}/estimates/last`, estimate), 201);
  expectStatus(await guest.post(`${guestEntry}/order`));
  expectStatus(await cast.post(`${castEntry}/approve`));
  expectStatus(await cast.put(`${castEntry}/report-completion`));
  expectStatus(await guest.post(`${guestEntry}/pay`));
  return id;
}

describe('the sales page in Chromium', () => {
  it('shows the cast the sale of a finished entry with its fee and net, and downloads it as CSV', async () => {
    const entryId = await finishedEntry();
    const cast = await site.signIn('cast');

    await cast.getByRole('link', { name: '売上・支払い' }).click();
    await cast.waitForURL((url) => url.pathname === '/cast/sales');
    const totals = await regionText(cast, '絞り込んだ範囲の合計');
    expect(totals).toContain('売上（税込）￥10,450');
    expect(totals).toContain('うち消費税￥950');
    expect(totals).toContain('手数料￥1,045');
    expect(totals).toContain('受取額￥9,405');

    const row = cast.getByRole('row').filter({ has: cast.locator(`a[href="/cast/entries/${entryId}"]`) });
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(1, 3)).toEqual(['申し込みの代金水まわり集中おそうじ', '佐藤 太郎']);
    expect(cells.slice(4, 8)).toEqual(['￥10,450', '￥950', '￥1,045', '￥9,405']);
    // The transfer day of the closing that takes the sale up (the demo site's: month end, the 15th).
    expect(cells[8]).toMatch(/^\d{4}\/\d{2}\/15$/);
    const earnings = await regionText(cast, '売上残高と振込');
    expect(earnings).toContain('売上残高（次の締め日に振込）￥9,405');
    expect(earnings).toContain(`次の振込予定日${cells[8]}`);
    await expectNoSeriousAxeViolations(cast);
    await screenshot(cast, 'sales-cast');
    // On a phone each row is a card whose cells name their column.
    await cast.setViewportSize({ width: 390, height: 844 });
    const netCell = row.getByRole('cell').nth(7);
    expect(await netCell.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"受取額"');
    await expectNoSeriousAxeViolations(cast);
    await cast.setViewportSize({ width: 1280, height: 800 });

    const [download] = await Promise.all([
      cast.waitForEvent('download'),
      cast.getByRole('link', { name: 'CSVをダウンロード' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      '日時,種別,提供日時,サービス名,ご依頼者のニックネーム,売上（税込）,うち消費税,手数料,受取額,申し込みID',
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},申し込みの代金,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},水まわり集中おそうじ,佐藤 太郎,10450,950,1045,9405,${entryId}$`,
      ),
    );
    expect(lines.slice(2)).toEqual(['']);

    // The other tabs of a c2g cast, each saying what will appear there.
    await cast.getByRole('link', { name: '支払い', exact: true }).click();
    await expect.poll(() => mainText(cast)).toContain('まだ支払いはありません。');
    await cast.getByRole('link', { name: '振込', exact: true }).click();
    await expect.poll(() => mainText(cast)).toContain('まだ振込はありません。');
    expect(await cast.getByRole('link', { name: '振込', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    await expectNoSeriousAxeViolations(cast);
    await screenshot(cast, 'sales-cast-payouts-empty');
    await cast.getByRole('link', { name: '売上', exact: true }).click();
    await expect.poll(() => mainText(cast)).toContain('受取額');

    // A filter that matches nothing says so, and the download goes with the rows.
    await cast.locator('summary', { hasText: '絞り込み' }).click();
    await cast.getByLabel('サービス名').fill('存在しないサービス');
    await cast.getByRole('button', { name: '絞り込む' }).click();
    await expect.poll(() => mainText(cast)).toContain('条件に合うものはありません。');
    expect(await cast.getByRole('link', { name: 'CSVをダウンロード' }).count()).toBe(0);
  });
});
