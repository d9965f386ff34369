import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../../../../test/helpers/csv.ts';
import {
  castEntry,
  enter,
  estimateBody,
  guestEntry,
  publishService,
  signInPayingParties,
} from '../../../../test/helpers/entries.ts';
import { expectLedgerBalanced, supplierBalance } from '../../../../test/helpers/ledger.ts';
import { accountIdOf, setPayment } from '../../../../test/helpers/site.ts';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import type { SiteSettings } from '../../../core/contract/site.ts';
import type { PaymentFlowType } from '../../../core/enums.ts';

/**
 * Every matching fee type on a whole entry, in both flow types, with exact amounts. The last estimate is
 * 3,333 × 3 + 500 = 10,499 yen excluding tax; tax 10 % rounded down is 1,049; the payer pays 11,548.
 */
const GROSS = 11_548;
const TAX = 1_049;

type Payment = Partial<SiteSettings['payment']>;

/** The ledger's lines of one entry, by transaction kind, line account and kind. */
async function entryLines(t: TestApp, entryId: string) {
  const rows = await t.database.db
    .selectFrom('ledger_lines as l')
    .innerJoin('ledger_transactions as x', 'x.id', 'l.transaction_id')
    .select(['x.kind as transaction', 'l.account', 'l.kind', 'l.amount'])
    .where('x.entry_id', '=', entryId)
    .orderBy('l.seq')
    .execute();
  return rows.map((r) => `${r.transaction} ${r.account} ${r.kind} ${Number(r.amount)}`);
}

/** What the platform earned so far (minus the sum of its lines). */
async function platformRevenue(t: TestApp) {
  const rows = await t.database.db
    .selectFrom('ledger_lines')
    .select('amount')
    .where('account', '=', 'platform')
    .execute();
  return -rows.reduce((sum, r) => sum + Number(r.amount), 0);
}

for (const flowType of ['c2g', 'g2c'] as const satisfies PaymentFlowType[]) {
  describe(`matching fees in ${flowType}`, () => {
    let t: TestApp;
    let cast: Agent;
    let guest: Agent;
    let serviceId: string;
    let supplierId: string;
    const setFees = (payment: Payment) => setPayment(t, { flowType, ...payment });

    beforeAll(async () => {
      t = await createTestApp();
      ({ cast, guest } = await signInPayingParties(t));
      ({ serviceId } = await publishService(cast));
      supplierId = await accountIdOf(t, flowType === 'c2g' ? 'cast@example.com' : 'guest@example.com');
    });
    afterAll(() => t?.close());

    const supplier = () => (flowType === 'c2g' ? cast : guest);
    const payer = () => (flowType === 'c2g' ? guest : cast);
    const path = (agent: Agent, id: string, rest: string) =>
      agent === cast ? castEntry(id, rest) : guestEntry(id, rest);
    const call = async (agent: Agent, method: 'post' | 'put', id: string, rest: string, status = 200) => {
      const response = await agent[method](
        path(agent, id, rest),
        rest.includes('estimates') ? estimateBody(3333, 3) : undefined,
      );
      expect(response.statusCode, response.body).toBe(status);
      return response;
    };

    /** Entry, both estimates, approval and order: the entry waits for the supplier's approval (matching). */
    async function orderedEntry() {
      const id = await enter(guest, serviceId);
      await call(supplier(), 'post', id, '/estimates/initial', 201);
      await call(payer(), 'post', id, payer() === guest ? '/approve-estimate' : '/approve');
      await call(supplier(), 'post', id, '/estimates/last', 201);
      await call(payer(), 'post', id, '/order');
      return id;
    }
    const approveOrder = (id: string) =>
      supplier().post(path(supplier(), id, supplier() === guest ? '/approve-order' : '/approve'));

    /** Matches, reports and pays: the entry is paid at GROSS. */
    async function finish(id: string) {
      const matched = await approveOrder(id);
      expect(matched.statusCode, matched.body).toBe(200);
      expect(matched.json().data).toMatchObject({ status: 'matched', amount: GROSS, tax: TAX });
      await call(supplier(), 'put', id, '/report-completion');
      const paid = await call(payer(), 'post', id, '/pay');
      expect(paid.json().data.status).toBe('paid');
    }

    it('none: the supplier is owed the whole payment, tax included', async () => {
      await setFees({ castMatchingFeeType: 'none' });
      const before = await supplierBalance(t, supplierId);
      const id = await orderedEntry();
      await finish(id);
      expect(await supplierBalance(t, supplierId)).toBe(before + GROSS);
      expect(await entryLines(t, id)).toEqual([
        `entry_payment provider charge ${GROSS}`,
        `entry_payment supplier sale ${-(GROSS - TAX)}`,
        `entry_payment supplier tax ${-TAX}`,
      ]);
      await expectLedgerBalanced(t);
    });

    it('single: the fixed fee is taken from the supplier at the match', async () => {
      await setFees({ castMatchingFeeType: 'single', castMatchingFee: 330 });
      const before = await supplierBalance(t, supplierId);
      const revenue = await platformRevenue(t);
      const id = await orderedEntry();
      const matched = await approveOrder(id);
      expect(matched.statusCode).toBe(200);
      expect(await supplierBalance(t, supplierId)).toBe(before - 330);
      await call(supplier(), 'put', id, '/report-completion');
      await call(payer(), 'post', id, '/pay');
      expect(await supplierBalance(t, supplierId)).toBe(before - 330 + GROSS);
      expect(await platformRevenue(t)).toBe(revenue + 330);
      expect(await entryLines(t, id)).toEqual([
        'matching_fee supplier matching_fee 330',
        'matching_fee platform matching_fee -330',
        `entry_payment provider charge ${GROSS}`,
        `entry_payment supplier sale ${-(GROSS - TAX)}`,
        `entry_payment supplier tax ${-TAX}`,
      ]);
      await expectLedgerBalanced(t);
    });

    it('regular: a percentage of the payment, rounded down, or the minimum when it is more', async () => {
      // 7.5 % of 11,548 is 866.1: the platform keeps 866.
      await setFees({
        castMatchingFeeType: 'regular',
        castMatchingFeeRate: 7.5,
        castMatchingFeeMinimum: 100,
      });
      let before = await supplierBalance(t, supplierId);
      const percent = await orderedEntry();
      await finish(percent);
      expect(await supplierBalance(t, supplierId)).toBe(before + GROSS - 866);
      expect(await entryLines(t, percent)).toContain('entry_payment platform matching_fee -866');

      // 1 % is 115.48: the minimum of 500 applies.
      await setFees({ castMatchingFeeType: 'regular', castMatchingFeeRate: 1, castMatchingFeeMinimum: 500 });
      before = await supplierBalance(t, supplierId);
      const minimum = await orderedEntry();
      await finish(minimum);
      expect(await supplierBalance(t, supplierId)).toBe(before + GROSS - 500);
      expect(await entryLines(t, minimum)).toContain('entry_payment supplier matching_fee 500');
      await expectLedgerBalanced(t);
    });

    it('subscription: no match without the cast holding the plan (409); the plan is charged monthly', async () => {
      await setFees({ castMatchingFeeType: 'subscription', castMatchingPlanMonthly: 2_200 });
      const id = await orderedEntry();
      const refused = await approveOrder(id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'マッチングするにはサポーターのマッチングプランへの加入が必要です。サポーターがマイページからプランに加入してください。',
      );
      expect((await payer().get(path(payer(), id, ''))).json().data.status).toBe('ordered');

      const revenue = await platformRevenue(t);
      const subscribed = await cast.post('/api/casts/me/matching-plan');
      expect(subscribed.statusCode, subscribed.body).toBe(200);
      expect(subscribed.json().data).toMatchObject({
        offered: true,
        monthlyFee: 2_200,
        active: true,
        plan: {
          status: 'active',
          amount: 2_200,
          periodsPaid: 1,
          history: [{ period: 1, status: 'succeeded' }],
        },
      });
      expect(await platformRevenue(t)).toBe(revenue + 2_200);
      expect((await cast.post('/api/casts/me/matching-plan')).statusCode).toBe(409);

      const before = await supplierBalance(t, supplierId);
      await finish(id);
      // The plan is the cast's cost, not taken from the payment.
      expect(await supplierBalance(t, supplierId)).toBe(before + GROSS);
      expect(await platformRevenue(t)).toBe(revenue + 2_200);
      await expectLedgerBalanced(t);
    });

    /**
     * Each fee type's terms, and what the supplier gives of this entry under them: the settings are then
     * changed in every fee field, type included, after the match, and no figure of the entry moves.
     */
    const agreed: [SiteSettings['payment']['castMatchingFeeType'], Payment, number][] = [
      ['none', { castMatchingFeeType: 'none' }, 0],
      ['single', { castMatchingFeeType: 'single', castMatchingFee: 330 }, 330],
      [
        'regular',
        { castMatchingFeeType: 'regular', castMatchingFeeRate: 7.5, castMatchingFeeMinimum: 100 },
        866,
      ],
      ['subscription', { castMatchingFeeType: 'subscription', castMatchingPlanMonthly: 2_200 }, 0],
    ];
    for (const [type, terms, fee] of agreed) {
      it(`${type}: a change of every fee setting after the match moves no figure of the entry`, async () => {
        await setFees({
          castMatchingFee: 111,
          castMatchingFeeRate: 1.11,
          castMatchingFeeMinimum: 11,
          castMatchingPlanMonthly: 1_111,
          ...terms,
        });
        if (type === 'subscription') {
          const plan = await cast.post('/api/casts/me/matching-plan');
          expect([200, 409]).toContain(plan.statusCode);
        }
        const before = await supplierBalance(t, supplierId);
        const id = await orderedEntry();
        expect((await approveOrder(id)).statusCode).toBe(200);
        const figures = {
          gross: GROSS,
          fee,
          net: GROSS - fee,
          feeTerms: expect.objectContaining({ type }),
        };
        const entryPage = async () => (await supplier().get(path(supplier(), id, ''))).json().data;
        expect((await entryPage()).supplierFigures).toEqual(figures);
        // The payer's view shows no supplier figures.
        expect((await payer().get(path(payer(), id, ''))).json().data.supplierFigures).toBeNull();

        await setFees({
          castMatchingFeeType: type === 'regular' ? 'single' : 'regular',
          castMatchingFee: 9_999,
          castMatchingFeeRate: 33.33,
          castMatchingFeeMinimum: 4_000,
          castMatchingPlanMonthly: 9_999,
        });
        expect((await entryPage()).supplierFigures).toEqual(figures);
        await call(supplier(), 'put', id, '/report-completion');
        await call(payer(), 'post', id, '/pay');

        // The page, the ledger, the sales list and its CSV: the fee of the terms agreed at matching.
        expect((await entryPage()).supplierFigures).toEqual(figures);
        expect(await supplierBalance(t, supplierId)).toBe(before + GROSS - fee);
        const sales = `/api/${supplier() === cast ? 'casts' : 'guests'}/me/sales`;
        const listed = (await supplier().get(sales))
          .json()
          .data.filter((row: { entryId: string }) => row.entryId === id);
        const paymentFee = type === 'regular' ? fee : 0;
        expect(listed).toContainEqual(
          expect.objectContaining({
            kind: 'entry_payment',
            gross: GROSS,
            fee: paymentFee,
            net: GROSS - paymentFee,
          }),
        );
        const csv = readCsv((await supplier().get(`${sales}.csv`)).rawPayload).rows.find(
          (row) => row.at(-1) === id && row[5] === String(GROSS),
        );
        expect(csv?.slice(5, 9)).toEqual([
          String(GROSS),
          String(TAX),
          String(paymentFee),
          String(GROSS - paymentFee),
        ]);

        // A whole refund gives back the sale's own fee, not one of today's settings.
        const operator = t.agent();
        expect((await operator.loginOperator()).statusCode).toBe(200);
        const refund = await operator.post(`/api/admin/entries/${id}/refund`, {
          amount: GROSS,
          reason: '返金',
        });
        expect(refund.statusCode, refund.body).toBe(200);
        expect(await supplierBalance(t, supplierId)).toBe(before - (type === 'single' ? fee : 0));
        await expectLedgerBalanced(t);
      });
    }
  });
}
