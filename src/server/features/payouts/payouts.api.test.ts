import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMITTER } from '../../../../test/admin-route-examples/money.ts';
import { otherAccount, publishService, startEntriesWorld } from '../../../../test/helpers/entries.ts';
import { expectLedgerBalanced, supplierBalance } from '../../../../test/helpers/ledger.ts';
import { paidEntry, saveBankAccount } from '../../../../test/helpers/paid-entry.ts';
import { ok } from '../../../../test/helpers/responses.ts';
import type { Agent, TestApp } from '../../../../test/helpers/test-app.ts';
import { DEMO_SITE } from '../../db/seed.ts';
import { createSiteService } from '../site/service.ts';

/**
 * Payouts driven by the test clock (it starts on 2026-11-22 in Japan). The schedule closes at each
 * month's end, pays on the 15th, charges a 250-yen transfer fee and pays no one owed less than 5,000
 * yen. Every paid entry (5,500 yen, the demo's 10 % fee) leaves its cast owed 4,950.
 */
let t: TestApp;
let operator: Agent;
let guest: Agent;
/** The demo cast (bank account, two entries), jiro (bank account, one entry), hanako (no bank account yet). */
const casts: Record<
  'demo' | 'jiro' | 'hanako',
  { agent: Agent; id: string; world: Parameters<typeof paidEntry>[0] }
> = {} as never;

/** Moves the clock to a Japan time and lets the scheduler run. */
async function tickAt(japanTime: string) {
  t.clock.advance(new Date(`${japanTime}+09:00`).getTime() - t.clock.now().getTime());
  return t.app.scheduler.tick();
}

/** The operator's mails about built batches (to the site's contact address). */
async function payoutMails() {
  await t.app.mailOutbox.idle();
  return t.smtp.mails.filter(
    (m) => m.to.includes(DEMO_SITE.contactEmail) && /締めの振込|Payouts for the closing/.test(m.subject),
  );
}

/** The mails a supplier got about their payouts, newest last. */
async function supplierPayoutMails(email: string) {
  await t.app.mailOutbox.idle();
  return t.smtp.mails.filter((m) => m.to.includes(email) && /振り込|transferred/.test(m.subject));
}

async function batches() {
  return (await ok(await operator.get('/api/admin/money/payout-batches'))).data as Array<{
    id: string;
    closingDate: string;
    payoutDate: string;
    status: string;
    items: number;
    amount: number;
    net: number;
  }>;
}

beforeAll(async () => {
  const world = await startEntriesWorld();
  t = world.t;
  guest = world.guest;
  await createSiteService(t.database.db, t.clock).saveSettings({
    ...DEMO_SITE,
    payment: {
      ...DEMO_SITE.payment,
      paymentToSupplierSettings: [{ closingDay: 31, payoutDay: 15, transferFee: 250, minimumAmount: 5000 }],
    },
  });
  operator = t.agent();
  expect((await operator.loginOperator()).statusCode).toBe(200);
  const idOf = async (agent: Agent) => (await agent.get('/api/me')).json().data.id as string;
  casts.demo = { agent: world.cast, id: await idOf(world.cast), world };
  for (const name of ['jiro', 'hanako'] as const) {
    const agent = await otherAccount(t, 'cast', name);
    const service = await publishService(agent, `${name}の家事代行`);
    casts[name] = { agent, id: await idOf(agent), world: { cast: agent, guest, ...service } };
  }
});
afterAll(() => t?.close());

describe('payouts', () => {
  it('closes a period once: an empty batch for the closing before anyone was owed', async () => {
    expect((await t.app.scheduler.tick())['payouts.close']).toBe(1);
    expect((await t.app.scheduler.tick())['payouts.close']).toBe(0);
    expect(await batches()).toEqual([
      expect.objectContaining({
        closingDate: '2026-10-31',
        payoutDate: '2026-11-15',
        status: 'open',
        items: 0,
      }),
    ]);
    // Nothing to transfer, nothing waits for the operator.
    expect(await payoutMails()).toEqual([]);
    await expectLedgerBalanced(t);
  });

  it('pays what each supplier is owed at the closing, less the fee; below the minimum or without a bank account carries over', async () => {
    await saveBankAccount(casts.demo.agent);
    await saveBankAccount(casts.jiro.agent, 'ジロウ　ショウテン（カ');
    await paidEntry(casts.demo.world);
    await paidEntry(casts.demo.world);
    await paidEntry(casts.jiro.world);
    await paidEntry(casts.hanako.world);
    // Still November 30 in Japan: the period is not over.
    expect((await tickAt('2026-11-30T23:59:00'))['payouts.close']).toBe(0);
    // Paid after the closing instant: belongs to the next period.
    t.clock.advance(2 * 60_000);
    await paidEntry(casts.demo.world);
    expect((await t.app.scheduler.tick())['payouts.close']).toBe(1);
    expect((await t.app.scheduler.tick())['payouts.close']).toBe(0);

    const [latest] = await batches();
    expect(latest).toMatchObject({
      closingDate: '2026-11-30',
      payoutDate: '2026-12-15',
      status: 'open',
      items: 1,
      amount: 9900,
      net: 9650,
    });
    // The operator is told once, in Japanese before the console was signed in in another language.
    const [mail, ...more] = await payoutMails();
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('【ツナグ 暮らしのサポート】2026-11-30締めの振込が確定しました（1件）');
    expect(mail?.text).toContain('1件、振込額の合計9,650円、振込日2026-12-15。');
    expect(mail?.text).toContain(`http://localhost:3000/admin/money/payouts/${latest?.id}`);
    const { data } = await ok(await operator.get(`/api/admin/money/payout-batches/${latest?.id}`));
    expect(data.itemList).toEqual([
      expect.objectContaining({
        supplier: { id: casts.demo.id, nickname: expect.any(String), type: 'cast' },
        amount: 9900,
        transferFee: 250,
        net: 9650,
        bankCode: '0005',
        branchCode: '001',
        accountType: 'futsu',
        accountNumber: '7654321',
        holderName: 'ヤマダ　タロウ',
        paidAt: null,
      }),
    ]);
    // The demo cast keeps only the entry paid after the closing; the others carry theirs over.
    expect(await supplierBalance(t, casts.demo.id)).toBe(4950);
    expect(await supplierBalance(t, casts.jiro.id)).toBe(4950);
    expect(await supplierBalance(t, casts.hanako.id)).toBe(4950);
    await expectLedgerBalanced(t);
    // The cast is told, with the figures, the day and where to see it; the casts left out are not.
    const [scheduled, ...moreScheduled] = await supplierPayoutMails('cast@example.com');
    expect(moreScheduled).toEqual([]);
    expect(scheduled?.subject).toBe('【ツナグ 暮らしのサポート】2026-12-15に9,650円を振り込みます');
    for (const fact of [
      '2026-11-30締めの売上残高から、振込が確定しました。',
      '残高からの出金額: 9,900円',
      '振込手数料: 250円',
      '振込額: 9,650円',
      '振込日: 2026-12-15',
      '口座番号の末尾321',
      'http://localhost:3000/cast/sales?tab=supplier-payments',
    ]) {
      expect(scheduled?.text).toContain(fact);
    }
    expect(await supplierPayoutMails('hanako@example.com')).toEqual([]);
    // The cast's earnings: the transfer scheduled with its day, the new balance for the next closing.
    expect((await ok(await casts.demo.agent.get('/api/casts/me/earnings'))).data).toEqual({
      balance: 4950,
      nextPayout: {
        closingDate: '2026-12-31',
        payoutDate: '2027-01-15',
        minimumAmount: 5000,
        transferFee: 250,
      },
      scheduled: { net: 9650, payoutDate: '2026-12-15' },
      paid: 0,
      hasBankAccount: true,
    });
    expect((await ok(await casts.hanako.agent.get('/api/casts/me/earnings'))).data).toMatchObject({
      balance: 4950,
      scheduled: null,
      hasBankAccount: false,
    });
  });

  it('exports the Zengin file once the remitter is set; the batch becomes exported; audited', async () => {
    const [latest] = await batches();
    const url = `/api/admin/money/payout-batches/${latest?.id}/export`;
    const missing = await operator.post(url);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toContain('振込依頼人');

    const invalid = await operator.put('/api/admin/money/remitter', {
      ...REMITTER,
      companyCode: '12345',
      companyName: '株式会社つなぐ',
      branchName: 'トウキョウエイギョウブダイニシテン',
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['companyCode', 'companyName']);
    const tooLong = await operator.put('/api/admin/money/remitter', {
      ...REMITTER,
      branchName: 'トウキョウエイギョウブダイニシテン',
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.branchName[0]).toContain('15');
    expect((await ok(await operator.put('/api/admin/money/remitter', REMITTER))).data).toMatchObject(
      REMITTER,
    );

    const exported = await operator.post(url);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toBe('text/plain; charset=Shift_JIS');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="zengin-20261215-\w+\.txt"$/,
    );
    const bytes = exported.rawPayload;
    expect(bytes.length).toBe(4 * 122);
    const records = iconv.decode(bytes, 'Shift_JIS').split('\r\n');
    expect(records.slice(0, 4).map((record) => record.length)).toEqual([120, 120, 120, 120]);
    expect(records[0]?.slice(0, 14)).toBe('12100012345678');
    expect(records[0]?.slice(54, 58)).toBe('1215');
    expect(records[1]).toContain('ﾔﾏﾀﾞ ﾀﾛｳ');
    expect(records[1]?.slice(80, 90)).toBe('0000009650');
    expect(records[2]?.slice(0, 19)).toBe('8000001000000009650');
    expect(records[3]).toBe(`9${' '.repeat(119)}`);

    const { data } = await ok(await operator.get(`/api/admin/money/payout-batches/${latest?.id}`));
    expect(data).toMatchObject({ status: 'exported', exportedAt: t.clock.now().toISOString() });
    const log = await ok(
      await operator.get(`/api/admin/audit-log?targetType=payout_batch&targetId=${latest?.id}`),
    );
    expect(log.data[0]).toMatchObject({
      action: 'money.exportPayoutBatch',
      before: { status: 'open' },
      after: { status: 'exported', transfers: 1, total: 9650 },
    });
    const [empty] = (await batches()).filter((batch) => batch.items === 0);
    expect((await operator.post(`/api/admin/money/payout-batches/${empty?.id}/export`)).statusCode).toBe(409);
    await expectLedgerBalanced(t);
  });

  it('marks an exported batch paid: the transfer leaves payouts_due and the provider; once only', async () => {
    const [latest] = await batches();
    const { data } = await ok(await operator.post(`/api/admin/money/payout-batches/${latest?.id}/mark-paid`));
    expect(data).toMatchObject({
      status: 'paid',
      paidAt: t.clock.now().toISOString(),
      paidBy: expect.any(String),
    });
    expect(data.itemList[0].paidAt).toBe(t.clock.now().toISOString());
    const again = await operator.post(`/api/admin/money/payout-batches/${latest?.id}/mark-paid`);
    expect(again.statusCode).toBe(409);
    const [empty] = (await batches()).filter((batch) => batch.items === 0);
    expect((await operator.post(`/api/admin/money/payout-batches/${empty?.id}/mark-paid`)).statusCode).toBe(
      409,
    );

    const lines = await t.database.db
      .selectFrom('ledger_lines as l')
      .innerJoin('ledger_transactions as x', 'x.id', 'l.transaction_id')
      .select(['x.kind as transaction', 'l.account', 'l.kind', 'l.amount'])
      .where('l.party_id', '=', casts.demo.id)
      .where('x.kind', 'in', ['payout', 'payout_paid'])
      .orderBy('l.seq')
      .execute();
    expect(lines.map((l) => `${l.transaction} ${l.account} ${l.kind} ${l.amount}`)).toEqual([
      'payout supplier payout 9650',
      'payout supplier transfer_fee 250',
      'payout platform transfer_fee -250',
      'payout payouts_due payout -9650',
      'payout_paid payouts_due payout 9650',
      'payout_paid provider payout -9650',
    ]);
    const log = await ok(
      await operator.get(`/api/admin/audit-log?targetType=payout_batch&targetId=${latest?.id}`),
    );
    expect(log.data[0]).toMatchObject({ action: 'money.markPayoutBatchPaid', after: { status: 'paid' } });
    await expectLedgerBalanced(t);
    expect((await ok(await casts.demo.agent.get('/api/casts/me/earnings'))).data).toMatchObject({
      scheduled: null,
      paid: 9650,
    });
    const paidMail = (await supplierPayoutMails('cast@example.com')).at(-1);
    expect(paidMail?.subject).toBe('【ツナグ 暮らしのサポート】9,650円を振り込みました');
    expect(paidMail?.text).toContain(
      '2026-11-30締めの振込9,650円（振込手数料250円を差し引いた額）を、登録口座（口座番号の末尾321）に振り込みました。振込日: 2026-12-15。',
    );
  });

  it("sums a month's money from the ledger", async () => {
    const november = (await ok(await operator.get('/api/admin/money/summary?month=2026-11'))).data;
    expect(november).toEqual({
      month: '2026-11',
      gross: 4 * 5500,
      fees: { matching_fee: 4 * 550, listing_fee: 0, plan_fee: 0, transfer_fee: 0 },
      feesTotal: 4 * 550,
      tax: 4 * 500,
      refunds: 0,
      payouts: { decided: 0, paid: 0, due: 0 },
    });
    const december = (await ok(await operator.get('/api/admin/money/summary?month=2026-12'))).data;
    expect(december).toMatchObject({
      gross: 5500,
      fees: { matching_fee: 550, transfer_fee: 250 },
      feesTotal: 800,
      payouts: { decided: 9650, paid: 9650, due: 0 },
    });
    expect((await operator.get('/api/admin/money/summary?month=2026-13')).statusCode).toBe(422);
    const check = (await ok(await operator.get('/api/admin/money/ledger-check'))).data;
    expect(check).toMatchObject({ ok: true, unbalanced: [], mismatched: [] });
  });

  it('pays the carried-over balances at the next closing once they qualify', async () => {
    await tickAt('2026-12-31T12:00:00');
    // A month on, every session has ended: everyone signs in again (the operator in English).
    await operator.loginOperator({ locale: 'en' });
    await guest.login('guest');
    await casts.demo.agent.login('cast');
    for (const name of ['jiro', 'hanako'] as const)
      await casts[name].agent.login('cast', `${name}@example.com`);
    await saveBankAccount(casts.hanako.agent, 'ハナコ');
    const later = {
      reservationAt: '2027-01-20T10:00:00+09:00',
      values: { request: '年明けにお願いします。' },
    };
    await paidEntry(casts.jiro.world, later);
    await paidEntry(casts.hanako.world, later);
    await tickAt('2027-01-01T00:00:30');
    const [latest] = await batches();
    expect(latest).toMatchObject({ closingDate: '2026-12-31', payoutDate: '2027-01-15', items: 2 });
    const mail = (await payoutMails()).at(-1);
    expect(mail?.subject).toBe('[Tsunagu Home Help] Payouts for the closing of 2026-12-31 are ready (2)');
    expect(mail?.text).toContain('(transfers: 2; 19,300 yen in all; transfer day: 2027-01-15)');
    expect(mail?.text).toContain(`http://localhost:3000/admin/money/payouts/${latest?.id}`);
    const { data } = await ok(await operator.get(`/api/admin/money/payout-batches/${latest?.id}`));
    const bySupplier = Object.fromEntries(
      data.itemList.map((item: { supplier: { id: string }; amount: number; net: number }) => [
        item.supplier.id,
        [item.amount, item.net],
      ]),
    );
    // jiro's two entries reach the minimum; hanako has a bank account now; the demo cast's 4,950 stays.
    expect(bySupplier).toEqual({
      [casts.jiro.id]: [9900, 9650],
      [casts.hanako.id]: [9900, 9650],
    });
    expect(await supplierBalance(t, casts.demo.id)).toBe(4950);
    expect(await supplierBalance(t, casts.jiro.id)).toBe(0);
    await expectLedgerBalanced(t);
  });

  it('leaves out a supplier whose transfer the fee would eat, whatever the minimum', async () => {
    await createSiteService(t.database.db, t.clock).saveSettings({
      ...DEMO_SITE,
      payment: {
        ...DEMO_SITE.payment,
        paymentToSupplierSettings: [
          { closingDay: 31, payoutDay: 15, transferFee: 250, minimumAmount: 5000 },
          { closingDay: 15, payoutDay: 25, transferFee: 4950, minimumAmount: 0 },
        ],
      },
    });
    await tickAt('2027-01-16T09:00:00');
    await operator.loginOperator();
    const [latest] = await batches();
    // The demo cast is owed exactly the fee: a transfer of nothing is not made, the balance stays.
    expect(latest).toMatchObject({ closingDate: '2027-01-15', payoutDate: '2027-02-25', items: 0 });
    expect(await supplierBalance(t, casts.demo.id)).toBe(4950);
    await expectLedgerBalanced(t);
  });
});
