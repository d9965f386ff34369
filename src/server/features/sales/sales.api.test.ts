import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../../../../test/helpers/csv.ts';
import {
  castEntry,
  enter,
  estimateBody,
  guestEntry,
  otherAccount,
  publishService,
  saveCard,
} from '../../../../test/helpers/entries.ts';
import { expectLedgerBalanced, supplierBalance } from '../../../../test/helpers/ledger.ts';
import { ok } from '../../../../test/helpers/responses.ts';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { newPublicId } from '../../db/ids.ts';
import { DEMO_SITE } from '../../db/seed.ts';
import { feeChargeLines, postLedger } from '../ledger/ledger.ts';
import { createSiteService } from '../site/service.ts';

const DAY = 86_400_000;

/** A site that keeps 10.5 % of each payment, at least 500 yen. */
async function startWorld(flowType: 'c2g' | 'g2c') {
  const t = await createTestApp();
  await createSiteService(t.database.db, t.clock).saveSettings({
    ...DEMO_SITE,
    payment: {
      ...DEMO_SITE.payment,
      flowType,
      castMatchingFeeType: 'regular',
      castMatchingFeeRate: 10.5,
      castMatchingFeeMinimum: 500,
    },
  });
  const cast = t.agent();
  const guest = t.agent();
  await cast.login('cast');
  await guest.login('guest');
  return { t, cast, guest };
}

/**
 * A c2g entry walked from estimate to payment: the completion is reported a day after the match and paid
 * a day after that. Returns the entry with both parties' ids.
 */
async function paidEntry(
  t: TestApp,
  cast: Agent,
  payer: Agent,
  serviceId: string,
  [unitPrice, quantity]: [number, number],
) {
  const id = await enter(payer, serviceId);
  await ok(await cast.post(castEntry(id, '/estimates/initial'), estimateBody(unitPrice, quantity)), 201);
  await ok(await payer.post(guestEntry(id, '/approve-estimate')));
  await ok(await cast.post(castEntry(id, '/estimates/last'), estimateBody(unitPrice, quantity)), 201);
  await ok(await payer.post(guestEntry(id, '/order')));
  await ok(await cast.post(castEntry(id, '/approve')));
  t.clock.advance(DAY);
  await ok(await cast.put(castEntry(id, '/report-completion')));
  t.clock.advance(DAY);
  const paid = (await ok(await payer.post(guestEntry(id, '/pay')))).data;
  expect(paid.status).toBe('paid');
  return { id, castId: paid.cast.id as string, guestId: paid.guest.id as string };
}

/** The CSV's bytes: the byte order mark, then the rows as cells (a minimal RFC 4180 reader). */

describe('the money lists of a c2g site (the cast supplies, the guest pays)', () => {
  let t: TestApp;
  let cast: Agent;
  let guest: Agent;
  let hanako: Agent;
  let ids: { castId: string; guestId: string; hanakoId: string };
  // Figures by hand: estimateBody(p, q) is p × q + 500 excluding tax; tax 10 % rounded down; fee 10.5 %
  // of the gross rounded down, at least 500.
  const small = { gross: 1650, tax: 150, fee: 500, net: 1150 }; // 1,000 × 1 + 500
  const medium = { gross: 10450, tax: 950, fee: 1097, net: 9353 }; // 3,000 × 3 + 500
  // 10,000,000 × 1,000 + 500 = 10,000,000,500; tax 1,000,000,050; fee ⌊11,000,000,550 × 0.105⌋.
  const large = { gross: 11_000_000_550, tax: 1_000_000_050, fee: 1_155_000_057, net: 9_845_000_493 };
  let entries: { small: string; medium: string; large: string };

  beforeAll(async () => {
    ({ t, cast, guest } = await startWorld('c2g'));
    await saveCard(t, guest);
    hanako = await otherAccount(t, 'guest', 'hanako');
    await saveCard(t, hanako);
    const cooking = await publishService(cast, '作り置き料理の代行');
    const cleaning = await publishService(cast, '家事代行 "特急", 夜');
    // Paid on 11-24, 11-26 and 11-28 (Japan), completed the day before each.
    const a = await paidEntry(t, cast, guest, cooking.serviceId, [1000, 1]);
    const b = await paidEntry(t, cast, hanako, cleaning.serviceId, [3000, 3]);
    const c = await paidEntry(t, cast, guest, cooking.serviceId, [10_000_000, 1000]);
    entries = { small: a.id, medium: b.id, large: c.id };
    ids = { castId: a.castId, guestId: a.guestId, hanakoId: b.guestId };
  });
  afterAll(() => t?.close());

  it('lists each sale with its tax, fee and net, the newest first, with the totals of the range', async () => {
    const body = await ok(await cast.get('/api/casts/me/sales'));
    expect(body.data).toEqual([
      {
        id: expect.any(String),
        kind: 'entry_payment',
        entryId: entries.large,
        paidAt: '2026-11-28T01:00:00.000Z',
        providedAt: '2026-11-27T01:00:00.000Z',
        serviceName: '作り置き料理の代行',
        counterpart: { id: ids.guestId, nickname: expect.any(String) },
        // Paid on 11-28: the month-end closing takes it up, transferred on the 15th.
        expectedPayoutDate: '2026-12-15',
        ...large,
      },
      expect.objectContaining({ entryId: entries.medium, ...medium, serviceName: '家事代行 "特急", 夜' }),
      expect.objectContaining({ entryId: entries.small, ...small }),
    ]);
    expect(body.data[1].counterpart).toEqual({ id: ids.hanakoId, nickname: 'hanako' });
    expect(body.meta).toEqual({ currentPage: 1, lastPage: 1, perPage: 20, total: 3 });
    const sum = (key: 'gross' | 'tax' | 'fee' | 'net') => small[key] + medium[key] + large[key];
    expect(body.totals).toEqual({ gross: sum('gross'), tax: sum('tax'), fee: sum('fee'), net: sum('net') });
    // Past 32 bits and exact: the totals are what the ledger owes the cast.
    expect(body.totals.net).toBe(9_845_010_996);
    expect(await supplierBalance(t, ids.castId)).toBe(body.totals.net);
  });

  it('gives the earnings: the balance, the next closing and its transfer day, and a missing bank account', async () => {
    const body = await ok(await cast.get('/api/casts/me/earnings'));
    expect(body.data).toEqual({
      balance: small.net + medium.net + large.net,
      // Today is 11-28: the month-end closing, transferred on 12-15 (the demo site's schedule).
      nextPayout: {
        closingDate: '2026-11-30',
        payoutDate: '2026-12-15',
        minimumAmount: 1000,
        transferFee: 250,
      },
      scheduled: null,
      paid: 0,
      hasBankAccount: false,
    });
    expect((await cast.get('/api/guests/me/earnings')).statusCode).toBe(403);
  });

  it('filters by paid and provided day, service name and nickname, with totals of the filtered range', async () => {
    const list = async (query: string) => ok(await cast.get(`/api/casts/me/sales?${query}`));
    const paidMiddle = await list('paidAtStart=2026-11-25&paidAtEnd=2026-11-27');
    expect(paidMiddle.data.map((r: { entryId: string }) => r.entryId)).toEqual([entries.medium]);
    expect(paidMiddle.totals).toEqual(medium);
    // The day is Japan's: the payment at 10:00 on 11-24 belongs to 11-24, not to 11-25.
    expect((await list('paidAtEnd=2026-11-24')).data.map((r: { entryId: string }) => r.entryId)).toEqual([
      entries.small,
    ]);
    const provided = await list('providedAtStart=2026-11-25&providedAtEnd=2026-11-25');
    expect(provided.data.map((r: { entryId: string }) => r.entryId)).toEqual([entries.medium]);
    const byService = await list(`serviceName=${encodeURIComponent('料理')}`);
    expect(byService.meta.total).toBe(2);
    expect(byService.totals.gross).toBe(small.gross + large.gross);
    const byNickname = await list('nickname=HANA');
    expect(byNickname.data).toHaveLength(1);
    expect(byNickname.totals).toEqual(medium);
    // % is a character to look for, not a wildcard.
    expect((await list('serviceName=%25')).meta.total).toBe(0);
    expect((await list('nickname=nobody')).totals).toEqual({ gross: 0, tax: 0, fee: 0, net: 0 });
  });

  it('orders by amount or day and pages, with totals of the whole range on every page', async () => {
    const order = async (orderBy: string) =>
      (await ok(await cast.get(`/api/casts/me/sales?orderBy=${orderBy}`))).data.map(
        (r: { entryId: string }) => r.entryId,
      );
    expect(await order('amount_desc')).toEqual([entries.large, entries.medium, entries.small]);
    expect(await order('amount_asc')).toEqual([entries.small, entries.medium, entries.large]);
    expect(await order('paid_at_asc')).toEqual([entries.small, entries.medium, entries.large]);
    expect(await order('provided_at_desc')).toEqual([entries.large, entries.medium, entries.small]);
    const second = await ok(await cast.get('/api/casts/me/sales?orderBy=amount_asc&perPage=2&page=2'));
    expect(second.data.map((r: { entryId: string }) => r.entryId)).toEqual([entries.large]);
    expect(second.meta).toEqual({ currentPage: 2, lastPage: 2, perPage: 2, total: 3 });
    expect(second.totals.gross).toBe(small.gross + medium.gross + large.gross);
  });

  it('refuses bad filters with 422 on their field, and other roles', async () => {
    const bad = await cast.get('/api/casts/me/sales?paidAtStart=2026-13-01&orderBy=cheapest&perPage=1000');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['orderBy', 'paidAtStart', 'perPage']);
    expect((await guest.get('/api/casts/me/sales')).statusCode).toBe(403);
    expect((await t.agent().get('/api/guests/me/payments')).statusCode).toBe(401);
    expect((await t.agent().get('/api/casts/me/sales.csv')).statusCode).toBe(401);
  });

  it("lists each guest's own payments only, tax included, with no fee", async () => {
    const mine = await ok(await guest.get('/api/guests/me/payments'));
    expect(mine.data.map((r: { entryId: string }) => r.entryId)).toEqual([entries.large, entries.small]);
    expect(mine.data[0]).toMatchObject({
      kind: 'entry_payment',
      gross: large.gross,
      tax: large.tax,
      fee: 0,
      net: large.gross,
      counterpart: { id: ids.castId },
    });
    expect(mine.totals).toEqual({
      gross: large.gross + small.gross,
      tax: large.tax + small.tax,
      fee: 0,
      net: large.gross + small.gross,
    });
    const theirs = await ok(await hanako.get('/api/guests/me/payments'));
    expect(theirs.totals.gross).toBe(medium.gross);
    // A c2g guest sells nothing and is paid nothing.
    expect((await ok(await guest.get('/api/guests/me/sales'))).meta.total).toBe(0);
    expect((await ok(await guest.get('/api/guests/me/supplier-payments'))).data).toEqual([]);
    await expectLedgerBalanced(t);
  });

  it('downloads every filtered row as CSV: BOM, header in the caller language, quoting, plain integers', async () => {
    const response = await cast.get('/api/casts/me/sales.csv?orderBy=amount_asc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="sales-2026-11-28.csv"');
    const { rows, text } = readCsv(response.rawPayload);
    expect(rows[0]).toEqual([
      '日時',
      '種別',
      '提供日時',
      'サービス名',
      'ご依頼者のニックネーム',
      '売上（税込）',
      'うち消費税',
      '手数料',
      '受取額',
      '申し込みID',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        '2026-11-24 10:00',
        '申し込みの代金',
        '2026-11-23 10:00',
        '作り置き料理の代行',
        expect.any(String),
        '1650',
        '150',
        '500',
        '1150',
        entries.small,
      ],
      [
        '2026-11-26 10:00',
        '申し込みの代金',
        '2026-11-25 10:00',
        '家事代行 "特急", 夜',
        'hanako',
        '10450',
        '950',
        '1097',
        '9353',
        entries.medium,
      ],
      [
        '2026-11-28 10:00',
        '申し込みの代金',
        '2026-11-27 10:00',
        '作り置き料理の代行',
        expect.any(String),
        '11000000550',
        '1000000050',
        '1155000057',
        '9845000493',
        entries.large,
      ],
    ]);
    // The title with a quote and a comma is quoted, its quote doubled.
    expect(text).toContain(',"家事代行 ""特急"", 夜",');

    const english = await cast.get('/api/casts/me/sales.csv?lang=en&nickname=hanako');
    const csv = readCsv(english.rawPayload).rows;
    expect(csv[0]?.slice(0, 6)).toEqual([
      'Date',
      'Type',
      'Provided at',
      'Service',
      // The site's English role name (the demo's "Client"), as the English pages say it.
      'Client nickname',
      'Sale (tax incl.)',
    ]);
    expect(csv.slice(1).map((row) => row[9])).toEqual([entries.medium]);

    // Without lang, the header follows Accept-Language as every answer does.
    const accepted = await cast.get('/api/casts/me/supplier-payments.csv', {
      'accept-language': 'en-US,en;q=0.9',
    });
    expect(readCsv(accepted.rawPayload).rows[0]?.[0]).toBe('Closing date');

    const payments = readCsv((await guest.get('/api/guests/me/payments.csv')).rawPayload).rows;
    expect(payments[0]?.[4]).toBe('サポーターのニックネーム');
    expect(payments.slice(1).map((row) => row[5])).toEqual(['11000000550', '1650']);
  });

  it('shows a partial refund as a negative row of the sale and of the payment, and keeps the totals on the ledger', async () => {
    // A partial refund of 1,000 of the medium sale, posted as the refunds feature does (docs/money.md).
    const refund = 1000;
    const taxBack = medium.tax - Math.floor((medium.tax * (medium.gross - refund)) / medium.gross);
    const feeBack = medium.fee - Math.floor((medium.fee * (medium.gross - refund)) / medium.gross);
    t.clock.advance(DAY);
    await t.database.db.transaction().execute((trx) =>
      postLedger(trx, {
        kind: 'refund',
        entryId: entries.medium,
        sourceId: 'refund-test',
        idempotencyKey: 'refund-test',
        occurredAt: t.clock.now(),
        lines: [
          { account: 'provider', partyId: ids.hanakoId, kind: 'refund', amount: -refund },
          { account: 'supplier', partyId: ids.castId, kind: 'sale', amount: refund - taxBack },
          { account: 'supplier', partyId: ids.castId, kind: 'tax', amount: taxBack },
          { account: 'supplier', partyId: ids.castId, kind: 'matching_fee', amount: -feeBack },
          { account: 'platform', partyId: ids.castId, kind: 'matching_fee', amount: feeBack },
        ],
      }),
    );
    const sales = await ok(await cast.get('/api/casts/me/sales?nickname=hanako'));
    expect(sales.data[0]).toMatchObject({
      kind: 'refund',
      entryId: entries.medium,
      serviceName: '家事代行 "特急", 夜',
      gross: -refund,
      tax: -taxBack,
      fee: -feeBack,
      net: -(refund - feeBack),
    });
    expect(sales.totals).toEqual({
      gross: medium.gross - refund,
      tax: medium.tax - taxBack,
      fee: medium.fee - feeBack,
      net: medium.net - refund + feeBack,
    });
    const all = await ok(await cast.get('/api/casts/me/sales'));
    expect(await supplierBalance(t, ids.castId)).toBe(all.totals.net);
    const payments = await ok(await hanako.get('/api/guests/me/payments'));
    expect(payments.data[0]).toMatchObject({ kind: 'refund', gross: -refund, tax: -taxBack, fee: 0 });
    expect(payments.totals.gross).toBe(medium.gross - refund);
    const csv = readCsv((await cast.get('/api/casts/me/sales.csv?nickname=hanako')).rawPayload).rows;
    expect(csv[1]?.slice(1, 2).concat(csv[1]?.slice(5, 9) ?? [])).toEqual([
      '返金',
      String(-refund),
      String(-taxBack),
      String(-feeBack),
      String(-(refund - feeBack)),
    ]);
  });

  it("shows a listing fee among the cast's payments, and a single matching fee as a fee-only sale", async () => {
    const service = await t.database.db
      .selectFrom('services')
      .select('id')
      .where('title', '=', '作り置き料理の代行')
      .executeTakeFirstOrThrow();
    await t.database.db.transaction().execute(async (trx) => {
      await postLedger(trx, {
        kind: 'listing_fee',
        serviceId: service.id,
        idempotencyKey: 'listing-test',
        occurredAt: t.clock.now(),
        lines: feeChargeLines({ payerId: ids.castId, kind: 'listing_fee', amount: 3300 }),
      });
    });
    t.clock.advance(60_000);
    await t.database.db.transaction().execute(async (trx) => {
      await postLedger(trx, {
        kind: 'matching_fee',
        entryId: entries.small,
        idempotencyKey: 'matching-fee-test',
        occurredAt: t.clock.now(),
        lines: [
          { account: 'supplier', partyId: ids.castId, kind: 'matching_fee', amount: 800 },
          { account: 'platform', partyId: ids.castId, kind: 'matching_fee', amount: -800 },
        ],
      });
    });
    const payments = await ok(await cast.get('/api/casts/me/payments'));
    expect(payments.data).toEqual([
      expect.objectContaining({
        kind: 'listing_fee',
        entryId: null,
        serviceName: '作り置き料理の代行',
        counterpart: null,
        providedAt: null,
        gross: 3300,
        tax: 0,
        fee: 3300,
        net: 0,
      }),
    ]);
    const fees = await ok(await cast.get('/api/casts/me/sales?orderBy=paid_at_desc&perPage=1'));
    expect(fees.data[0]).toMatchObject({ kind: 'matching_fee', gross: 0, tax: 0, fee: 800, net: -800 });
    expect(await supplierBalance(t, ids.castId)).toBe(fees.totals.net);
  });

  it('lists payouts with their transfer fee, scheduled or paid, and keeps them out of the sales', async () => {
    const { db } = t.database;
    const batch = async (closing: string, payout: string, paidAt: Date | null) => {
      const id = newPublicId();
      await db
        .insertInto('payout_batches')
        .values({
          id,
          setting_index: 0,
          closing_date: closing,
          closed_at: new Date(`${closing}T15:00:00Z`),
          payout_date: payout,
          transfer_fee: 250,
          minimum_amount: 1000,
          status: paidAt ? 'paid' : 'open',
          paid_at: paidAt,
          created_at: new Date(`${closing}T15:00:00Z`),
        })
        .execute();
      return id;
    };
    const item = async (batchId: string, amount: number, paidAt: Date | null) => {
      const id = newPublicId();
      await db
        .insertInto('payout_items')
        .values({
          id,
          batch_id: batchId,
          supplier_id: ids.castId,
          amount,
          transfer_fee: 250,
          net: amount - 250,
          bank_code: '0001',
          branch_code: '001',
          account_type: 'futsu',
          account_number: '1234567',
          holder_name: 'ヤマダ　ハナコ',
          paid_at: paidAt,
        })
        .execute();
      await db.transaction().execute((trx) =>
        postLedger(trx, {
          kind: 'payout',
          sourceId: id,
          idempotencyKey: `payout-${id}`,
          occurredAt: t.clock.now(),
          lines: [
            { account: 'supplier', partyId: ids.castId, kind: 'payout', amount: amount - 250 },
            { account: 'supplier', partyId: ids.castId, kind: 'transfer_fee', amount: 250 },
            { account: 'platform', partyId: ids.castId, kind: 'transfer_fee', amount: -250 },
            { account: 'payouts_due', partyId: ids.castId, kind: 'payout', amount: -(amount - 250) },
          ],
        }),
      );
      return id;
    };
    const salesBefore = await ok(await cast.get('/api/casts/me/sales'));
    const paidOut = new Date('2026-11-10T01:00:00Z');
    const october = await item(await batch('2026-10-31', '2026-11-10', paidOut), 5000, paidOut);
    const november = await item(await batch('2026-11-30', '2026-12-10', null), 9_000_000_000, null);

    const payouts = await ok(await cast.get('/api/casts/me/supplier-payments'));
    expect(payouts.data).toEqual([
      {
        id: november,
        closingDate: '2026-11-30',
        payoutDate: '2026-12-10',
        amount: 9_000_000_000,
        transferFee: 250,
        net: 8_999_999_750,
        status: 'scheduled',
        paidAt: null,
      },
      {
        id: october,
        closingDate: '2026-10-31',
        payoutDate: '2026-11-10',
        amount: 5000,
        transferFee: 250,
        net: 4750,
        status: 'paid',
        paidAt: '2026-11-10T01:00:00.000Z',
      },
    ]);
    expect(payouts.totals).toEqual({ gross: 9_000_005_000, tax: 0, fee: 500, net: 9_000_004_500 });
    const december = await ok(await cast.get('/api/casts/me/supplier-payments?paidAtStart=2026-12-01'));
    expect(december.data.map((r: { id: string }) => r.id)).toEqual([november]);
    expect(december.totals).toEqual({ gross: 9_000_000_000, tax: 0, fee: 250, net: 8_999_999_750 });
    const ascending = await ok(
      await cast.get('/api/casts/me/supplier-payments?orderBy=amount_asc&perPage=1'),
    );
    expect(ascending.data.map((r: { id: string }) => r.id)).toEqual([october]);
    expect(ascending.meta).toMatchObject({ total: 2, lastPage: 2 });
    expect((await cast.get('/api/casts/me/supplier-payments?providedAtStart=2026-11-01')).statusCode).toBe(
      200,
    );

    // A payout is not a sale; the balance is what the sales owe less what was taken out.
    const salesAfter = await ok(await cast.get('/api/casts/me/sales'));
    expect(salesAfter.totals).toEqual(salesBefore.totals);
    expect(await supplierBalance(t, ids.castId)).toBe(salesAfter.totals.net - 9_000_005_000);
    // Nobody else sees them.
    expect((await ok(await guest.get('/api/guests/me/supplier-payments'))).meta.total).toBe(0);

    const csv = readCsv((await cast.get('/api/casts/me/supplier-payments.csv')).rawPayload).rows;
    expect(csv).toEqual([
      ['締め日', '振込日', '残高からの出金額', '振込手数料', '振込額', '状態', '振込完了日時'],
      ['2026-11-30', '2026-12-10', '9000000000', '250', '8999999750', '振込予定', ''],
      ['2026-10-31', '2026-11-10', '5000', '250', '4750', '振込済み', '2026-11-10 10:00'],
    ]);
  });
});

describe('the money lists of a g2c site (the guest supplies, the cast pays)', () => {
  let t: TestApp;
  let cast: Agent;
  let guest: Agent;
  afterAll(() => t?.close());

  it("shows the guest's sale and the cast's payment of one entry", async () => {
    ({ t, cast, guest } = await startWorld('g2c'));
    await saveCard(t, cast);
    const { serviceId } = await publishService(cast, '庭の手入れ');
    const id = await enter(guest, serviceId);
    await ok(await guest.post(guestEntry(id, '/estimates/initial'), estimateBody(2000, 2)), 201);
    await ok(await cast.post(castEntry(id, '/approve')));
    await ok(await guest.post(guestEntry(id, '/estimates/last'), estimateBody(2000, 2)), 201);
    await ok(await cast.post(castEntry(id, '/order')));
    await ok(await guest.post(guestEntry(id, '/approve-order')));
    await ok(await guest.put(guestEntry(id, '/report-completion')));
    await ok(await cast.post(castEntry(id, '/pay')));

    // 2,000 × 2 + 500 = 4,500; tax 450; fee ⌊4,950 × 0.105⌋ = 519.
    const sales = await ok(await guest.get('/api/guests/me/sales'));
    expect(sales.data).toEqual([
      expect.objectContaining({
        entryId: id,
        serviceName: '庭の手入れ',
        gross: 4950,
        tax: 450,
        fee: 519,
        net: 4431,
      }),
    ]);
    expect(sales.totals).toEqual({ gross: 4950, tax: 450, fee: 519, net: 4431 });
    const payments = await ok(await cast.get('/api/casts/me/payments'));
    expect(payments.totals).toEqual({ gross: 4950, tax: 450, fee: 0, net: 4950 });
    expect((await ok(await cast.get('/api/casts/me/sales'))).meta.total).toBe(0);
    const csv = readCsv((await guest.get('/api/guests/me/sales.csv')).rawPayload).rows;
    expect(csv[0]?.[4]).toBe('サポーターのニックネーム');
    expect(csv[1]?.slice(5, 9)).toEqual(['4950', '450', '519', '4431']);
    await expectLedgerBalanced(t);
  });
});
