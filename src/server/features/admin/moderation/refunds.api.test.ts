import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  castEntry,
  enter,
  guestEntry,
  publishService,
  startConsoleWorld,
} from '../../../../../test/helpers/entries.ts';
import { expectLedgerBalanced, supplierBalance } from '../../../../../test/helpers/ledger.ts';
import { paidEntry } from '../../../../../test/helpers/paid-entry.ts';
import { ok } from '../../../../../test/helpers/responses.ts';
import { type Agent, createTestApp, type TestApp } from '../../../../../test/helpers/test-app.ts';
import { type PaymentProvider, PaymentProviderUnavailableError } from '../../../payments/payment-provider.ts';
import { createSandboxProvider } from '../../../payments/sandbox/sandbox-provider.ts';

/**
 * The operator's cancel of a paid entry with a refund. The demo site takes a regular fee of 10 % (at
 * least 100 yen): the 5,000-yen menu is paid 5,500 yen, tax 500, fee 550, so the cast is owed 4,950.
 */
let t: TestApp;
let cast: Agent;
let guest: Agent;
let operator: Agent;
let world: Parameters<typeof paidEntry>[0];
let castId: string;

beforeAll(async () => {
  let serviceId: string;
  let menuId: string;
  ({ t, cast, guest, serviceId, menuId, operator, castId } = await startConsoleWorld());
  world = { cast, guest, serviceId, menuId };
});
afterAll(() => t?.close());

const refund = (entryId: string, amount: number, reason = '作業の一部が行われなかったため') =>
  operator.post(`/api/admin/entries/${entryId}/refund`, { amount, reason });

/** The ledger lines of an entry's refunds, as "account kind amount". */
async function refundLines(entryId: string) {
  const rows = await t.database.db
    .selectFrom('ledger_lines as l')
    .innerJoin('ledger_transactions as x', 'x.id', 'l.transaction_id')
    .select(['l.account', 'l.kind', 'l.amount'])
    .where('x.entry_id', '=', entryId)
    .where('x.kind', '=', 'refund')
    .orderBy('l.seq')
    .execute();
  return rows.map((row) => `${row.account} ${row.kind} ${row.amount}`);
}

describe('refunds in the console', () => {
  it('cancels a paid entry with a full refund: provider, ledger, status, notices, e-mails, audit', async () => {
    const id = await paidEntry(world);
    expect(await supplierBalance(t, castId)).toBe(4950);
    const before = (await ok(await operator.get(`/api/admin/entries/${id}`))).data;
    expect(before).toMatchObject({
      status: 'paid',
      cancelRefusal: 'paid',
      refund: { refunded: 0, refundable: 5500 },
    });

    const reason = 'サービスが提供されなかったため全額を返金します';
    const { data } = await ok(await refund(id, 5500, reason));
    expect(data).toMatchObject({
      status: 'operator_canceled',
      cancelReason: reason,
      refund: { refunded: 5500, refundable: 0 },
    });
    expect(data.timeline.at(-1)).toMatchObject({ action: 'operatorCancel', from: 'paid', by: 'operator' });

    const stored = await t.database.db
      .selectFrom('entry_refunds')
      .selectAll()
      .where('entry_id', '=', id)
      .execute();
    expect(stored).toEqual([
      expect.objectContaining({ amount: 5500, tax_back: 500, fee_back: 550, status: 'succeeded', reason }),
    ]);
    expect(stored[0]?.refund_ref).toMatch(/^re_/);
    const charged = await t.database.db
      .selectFrom('sandbox_refunds')
      .select('amount')
      .where('idempotency_key', '=', stored[0]?.idempotency_key ?? '')
      .execute();
    expect(charged).toEqual([{ amount: 5500 }]);
    expect(await refundLines(id)).toEqual([
      'provider refund -5500',
      'supplier sale 5000',
      'supplier tax 500',
      'supplier matching_fee -550',
      'platform matching_fee 550',
    ]);
    expect(await supplierBalance(t, castId)).toBe(0);

    for (const [agent, path, email, role] of [
      [cast, castEntry(id), 'cast@example.com', 'cast'],
      [guest, guestEntry(id), 'guest@example.com', 'guest'],
    ] as const) {
      expect((await ok(await agent.get(path))).data).toMatchObject({ status: 'operator_canceled' });
      const notices = (await ok(await agent.get(`/api/${role}s/notices`))).data as Array<{
        title: string;
        body: string;
      }>;
      expect(notices.some((n) => n.title.includes('5,500円を返金') && n.body.includes(reason))).toBe(true);
      const mail = await t.smtp.mailTo(email, (m) => m.subject.includes('返金'));
      expect(mail.text).toContain(reason);
      expect(mail.text).toContain(`http://localhost:3000/${role}/entries/${id}`);
    }

    const log = await ok(await operator.get(`/api/admin/audit-log?targetType=entry&targetId=${id}`));
    expect(log.data[0]).toMatchObject({
      action: 'entries.refund',
      before: { status: 'paid', refunded: 0 },
      after: {
        status: 'operator_canceled',
        refunded: 5500,
        refund: { amount: 5500, taxBack: 500, feeBack: 550 },
      },
    });
    const list = await ok(await operator.get('/api/admin/money/refunds'));
    expect(list.data[0]).toMatchObject({ entryId: id, amount: 5500, status: 'succeeded', reason });
    await expectLedgerBalanced(t);
  });

  it('refunds part, then the rest; never more than is left (422 on amount), then nothing (409)', async () => {
    const id = await paidEntry(world);
    const start = await supplierBalance(t, castId);

    const first = (await ok(await refund(id, 1000))).data;
    expect(first).toMatchObject({
      status: 'operator_canceled',
      refund: { refunded: 1000, refundable: 4500 },
    });
    // Tax and fee of the 4,500 left: floor(500 × 4500 / 5500) = 409, floor(550 × 4500 / 5500) = 450.
    expect(await refundLines(id)).toEqual([
      'provider refund -1000',
      'supplier sale 909',
      'supplier tax 91',
      'supplier matching_fee -100',
      'platform matching_fee 100',
    ]);
    expect(await supplierBalance(t, castId)).toBe(start - 900);

    const tooMuch = await refund(id, 4501);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount).toEqual(['返金できるのは4,500円までです。']);

    expect((await ok(await refund(id, 4500))).data.refund).toEqual({ refunded: 5500, refundable: 0 });
    // The two refunds give back all of the tax and fee, to the yen.
    const rows = await t.database.db
      .selectFrom('entry_refunds')
      .selectAll()
      .where('entry_id', '=', id)
      .execute();
    expect(rows.reduce((sum, r) => sum + r.tax_back, 0)).toBe(500);
    expect(rows.reduce((sum, r) => sum + r.fee_back, 0)).toBe(550);
    expect(await supplierBalance(t, castId)).toBe(start - 4950);

    const nothing = await refund(id, 1);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toContain('すべて返金済み');
    await expectLedgerBalanced(t);
  });

  it('answers 422 for an amount past the safe range or below one yen, and 409 for an unpaid entry', async () => {
    const id = await paidEntry(world);
    // Written into the JSON as they are: 2^53 + 1 and 1e21 are past Number.MAX_SAFE_INTEGER.
    for (const amount of ['9007199254740993', '1e21', '0', '-5', '12.5']) {
      const response = await operator.request(
        'POST',
        `/api/admin/entries/${id}/refund`,
        `{"amount": ${amount}, "reason": "確認"}`,
        { 'content-type': 'application/json' },
      );
      expect({ amount, status: response.statusCode }).toEqual({ amount, status: 422 });
      expect(response.json().errors.amount).toHaveLength(1);
    }
    const noReason = await refund(id, 100, '');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toHaveLength(1);

    const unpaid = await enter(guest, world.serviceId);
    const refused = await refund(unpaid, 100);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('返金できる支払いがありません');
    expect((await refund('nosuchentry', 100)).statusCode).toBe(404);
    expect(
      await t.database.db.selectFrom('entry_refunds').where('entry_id', '=', id).selectAll().execute(),
    ).toEqual([]);
    await expectLedgerBalanced(t);
  });

  it('writes nothing but a failed attempt when the provider refuses, and says so', async () => {
    const id = await paidEntry(world);
    const payment = await t.database.db
      .selectFrom('entry_payments')
      .select('charge_ref')
      .where('entry_id', '=', id)
      .executeTakeFirstOrThrow();
    // The provider already gave back part of the charge on its side: it refuses a refund of the whole.
    await t.database.db
      .insertInto('sandbox_refunds')
      .values({
        id: 're_outside',
        idempotency_key: 'outside',
        charge_ref: payment.charge_ref ?? '',
        amount: 100,
        created_at: t.clock.now(),
      })
      .execute();
    const balance = await supplierBalance(t, castId);

    const refused = await refund(id, 5500);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('決済サービスが返金を受け付けませんでした');
    expect((await ok(await operator.get(`/api/admin/entries/${id}`))).data).toMatchObject({
      status: 'paid',
      refund: { refunded: 0, refundable: 5500 },
    });
    expect(await refundLines(id)).toEqual([]);
    expect(
      await t.database.db.selectFrom('entry_refunds').select('status').where('entry_id', '=', id).execute(),
    ).toEqual([{ status: 'failed' }]);
    expect(await supplierBalance(t, castId)).toBe(balance);
    const log = await ok(await operator.get(`/api/admin/audit-log?targetType=entry&targetId=${id}`));
    expect(log.data).toEqual([]);

    // A smaller refund the provider accepts still goes through.
    expect((await ok(await refund(id, 5400))).data.refund).toEqual({ refunded: 5400, refundable: 100 });
    await expectLedgerBalanced(t);
  });
});

describe('a refund when the provider does not answer', () => {
  /** The sandbox, with an outage switched on and off by the test. */
  let outage = true;
  let inner: PaymentProvider;
  const flaky: PaymentProvider = {
    saveCard: (input) => inner.saveCard(input),
    deleteCard: (input) => inner.deleteCard(input),
    charge: (input) => inner.charge(input),
    refund: (input) => (outage ? Promise.reject(new PaymentProviderUnavailableError()) : inner.refund(input)),
  };
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ paymentProvider: flaky });
    inner = createSandboxProvider(app.database.db, app.clock);
  });
  afterAll(() => app?.close());

  it('answers 503 with nothing refunded, and the same refund asked again goes through once, under its key', async () => {
    const castAgent = app.agent();
    const guestAgent = app.agent();
    await castAgent.login('cast');
    await guestAgent.login('guest');
    // A card saved through this provider: the sandbox's token written as its tokenisation would.
    await app.database.db
      .insertInto('sandbox_tokens')
      .values({
        id: 'tok_outage',
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2030,
        behaviour: 'ok',
        created_at: app.clock.now(),
      })
      .execute();
    expect((await guestAgent.put('/api/customers/me/credit-card', { token: 'tok_outage' })).statusCode).toBe(
      200,
    );
    const { serviceId, menuId } = await publishService(castAgent);
    const id = await paidEntry({ cast: castAgent, guest: guestAgent, serviceId, menuId });
    const admin = app.agent();
    await admin.loginOperator();
    const body = { amount: 2000, reason: '一部の作業が行われなかったため' };

    const down = await admin.post(`/api/admin/entries/${id}/refund`, body);
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toContain('返金は行われていません');
    expect((await admin.get(`/api/admin/entries/${id}`)).json().data).toMatchObject({
      status: 'paid',
      refund: { refunded: 0, refundable: 5500 },
    });
    const failed = await app.database.db
      .selectFrom('entry_refunds')
      .selectAll()
      .where('entry_id', '=', id)
      .execute();
    expect(failed.map((row) => row.status)).toEqual(['failed']);

    outage = false;
    const up = await admin.post(`/api/admin/entries/${id}/refund`, body);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data).toMatchObject({ status: 'operator_canceled', refund: { refunded: 2000 } });
    const rows = await app.database.db
      .selectFrom('entry_refunds')
      .selectAll()
      .where('entry_id', '=', id)
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({
        id: failed[0]?.id,
        idempotency_key: failed[0]?.idempotency_key,
        status: 'succeeded',
      }),
    ]);
    const given = await app.database.db.selectFrom('sandbox_refunds').select('amount').execute();
    expect(given).toEqual([{ amount: 2000 }]);
    await expectLedgerBalanced(app);
  });
});
