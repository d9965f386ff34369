import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  castEntry,
  enter,
  guestEntry,
  otherAccount,
  publishService,
  saveCard,
  signInPayingParties,
} from '../../../../test/helpers/entries.ts';
import { expectLedgerBalanced, supplierBalance } from '../../../../test/helpers/ledger.ts';
import { accountIdOf, setPayment } from '../../../../test/helpers/site.ts';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import type { PaymentFlowType } from '../../../core/enums.ts';
import type { SubscriptionKind } from '../../db/schema.ts';

const DAY_MS = 86_400_000;
/** The sandbox card that saves but declines every charge (docs/payments.md). */
const DECLINING_CARD = '4000000000009995';

/** Moves the test clock; sessions last weeks, not months, so the agents sign in again as people would. */
async function later(t: TestApp, ms: number, agents: Array<[Agent, 'cast' | 'guest']>) {
  t.clock.advance(ms);
  for (const [agent, type] of agents) expect((await agent.login(type)).statusCode).toBe(200);
}
const until = (t: TestApp, iso: string) => Date.parse(iso) - t.clock.now().getTime();

/** The charges of a payer by kind, oldest first, as `period:status`. */
async function chargesOf(t: TestApp, payerId: string, kind: SubscriptionKind) {
  const rows = await t.database.db
    .selectFrom('subscription_charges')
    .select(['period', 'status', 'amount'])
    .where('payer_id', '=', payerId)
    .where('kind', '=', kind)
    .orderBy('started_at')
    .orderBy('attempt')
    .execute();
  return rows.map((r) => `${r.period}:${r.status}:${r.amount}`);
}

const ownStatus = async (cast: Agent, serviceId: string) =>
  (await cast.get(`/api/casts/me/services/${serviceId}`)).json().data.status as string;

describe("a suspended cast's listing and plan", () => {
  let t: TestApp;
  let cast: Agent;
  let castId: string;
  let operator: Agent;
  beforeAll(async () => {
    t = await createTestApp();
    await setPayment(t, {
      serviceListingFeeMonthly: 980,
      castMatchingFeeType: 'subscription',
      castMatchingPlanMonthly: 2_200,
    });
    cast = t.agent();
    await cast.login('cast');
    castId = await accountIdOf(t, 'cast@example.com');
    operator = t.agent();
    expect((await operator.loginOperator()).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  it('are not charged while suspended, and are charged again from the restore on', async () => {
    await saveCard(t, cast);
    await publishService(cast, '停止中は更新しないサービス');
    expect((await cast.post('/api/casts/me/matching-plan')).statusCode).toBe(200);
    const firstDue = (await cast.get('/api/casts/me/matching-plan')).json().data.plan.nextChargeAt;
    const suspended = await operator.post(`/api/admin/customers/${castId}/suspend`, {
      reason: '規約違反の調査',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);

    // Forty days on, both fees are long due: the sweep passes them by.
    t.clock.advance(until(t, firstDue) + 10 * DAY_MS);
    expect((await t.app.scheduler.tick())['billing.renew']).toBe(0);
    expect(await chargesOf(t, castId, 'listing')).toEqual(['1:succeeded:980']);
    expect(await chargesOf(t, castId, 'matching_plan')).toEqual(['1:succeeded:2200']);

    // Restored: the next month of each is charged now, and the one after a month later; no month is caught up.
    expect((await operator.loginOperator()).statusCode).toBe(200);
    expect((await operator.post(`/api/admin/customers/${castId}/restore`)).statusCode).toBe(200);
    const restoredAt = t.clock.now();
    expect((await t.app.scheduler.tick())['billing.renew']).toBe(2);
    expect(await chargesOf(t, castId, 'listing')).toEqual(['1:succeeded:980', '2:succeeded:980']);
    expect(await chargesOf(t, castId, 'matching_plan')).toEqual(['1:succeeded:2200', '2:succeeded:2200']);
    expect((await t.app.scheduler.tick())['billing.renew']).toBe(0);
    expect((await cast.login('cast')).statusCode).toBe(200);
    const next = (await cast.get('/api/casts/me/matching-plan')).json().data.plan.nextChargeAt;
    const month = Date.parse(next) - restoredAt.getTime();
    expect(month).toBeGreaterThanOrEqual(28 * DAY_MS);
    expect(month).toBeLessThanOrEqual(31 * DAY_MS);
    await later(t, until(t, next), [[cast, 'cast']]);
    expect((await t.app.scheduler.tick())['billing.renew']).toBe(2);
    expect(await chargesOf(t, castId, 'matching_plan')).toEqual([
      '1:succeeded:2200',
      '2:succeeded:2200',
      '3:succeeded:2200',
    ]);
    await expectLedgerBalanced(t);
  });
});

describe('listing fees and the matching plan, month after month', () => {
  let t: TestApp;
  let cast: Agent;
  let castId: string;
  beforeAll(async () => {
    t = await createTestApp();
    await setPayment(t, {
      serviceListingFeeMonthly: 980,
      castMatchingFeeType: 'subscription',
      castMatchingPlanMonthly: 2_200,
    });
    cast = t.agent();
    await cast.login('cast');
    castId = await accountIdOf(t, 'cast@example.com');
  });
  afterAll(() => t?.close());
  const wait = (ms: number) => later(t, ms, [[cast, 'cast']]);

  it('refuses to publish without a card or with a declining one, and changes nothing', async () => {
    const body = {
      title: '掲載料のテスト',
      description: '説明',
      status: 'publish',
      chargeMethod: 'unit_price',
      values: { category: 'cooking', area: 'tokyo' },
      menus: [{ name: '基本', price: 5000 }],
    };
    const cardless = await cast.post('/api/services', body);
    expect(cardless.statusCode).toBe(409);
    expect(cardless.json().message).toBe('お支払いに使うクレジットカードを登録してください。');
    await saveCard(t, cast, DECLINING_CARD);
    const declined = await cast.post('/api/services', body);
    expect(declined.statusCode).toBe(409);
    expect(declined.json().message).toBe('カードの利用限度額を超えているため、決済できませんでした。');
    expect((await cast.get('/api/casts/me/services')).json().meta.total).toBe(0);
    expect((await cast.post('/api/casts/me/matching-plan')).statusCode).toBe(409);
    expect((await cast.get('/api/casts/me/matching-plan')).json().data).toMatchObject({
      active: false,
      plan: null,
    });
    await expectLedgerBalanced(t);
  });

  it('charges each month, stops a cancelled listing at its period end, and ends what a declining card cannot pay', async () => {
    await saveCard(t, cast);
    const { serviceId: kept } = await publishService(cast, '毎月更新するサービス');
    const { serviceId: canceled } = await publishService(cast, '解約するサービス');
    expect((await cast.post('/api/casts/me/matching-plan')).statusCode).toBe(200);
    // The attempts the declining card made before are kept, declined.
    expect(await chargesOf(t, castId, 'listing')).toEqual([
      '1:declined:980',
      '1:succeeded:980',
      '1:succeeded:980',
    ]);
    expect(await chargesOf(t, castId, 'matching_plan')).toEqual(['1:declined:2200', '1:succeeded:2200']);

    const listingEnds = (await cast.post(`/api/services/${canceled}/cancel-listing`)).json().data
      .listingEndsAt;
    const plan = (await cast.get('/api/casts/me/matching-plan')).json().data.plan;
    // A month after 22 November at 10:00 (Japan time).
    expect(plan.nextChargeAt).toBe('2026-12-22T01:00:00.000Z');
    expect(listingEnds).toBe(plan.nextChargeAt);

    // A day before the period end nothing is due.
    await wait(29 * DAY_MS);
    expect((await t.app.scheduler.tick())['billing.renew']).toBe(0);

    // The period end: the running listing and the plan renew; the cancelled listing ends unpaid.
    await wait(until(t, plan.nextChargeAt));
    expect((await t.app.scheduler.tick())['billing.renew']).toBe(3);
    expect(await ownStatus(cast, kept)).toBe('publish');
    expect(await ownStatus(cast, canceled)).toBe('unpublish');
    expect((await chargesOf(t, castId, 'listing')).slice(3)).toEqual(['2:succeeded:980']);
    expect(await chargesOf(t, castId, 'matching_plan')).toEqual([
      '1:declined:2200',
      '1:succeeded:2200',
      '2:succeeded:2200',
    ]);
    // Ticking again charges nothing twice.
    expect((await t.app.scheduler.tick())['billing.renew']).toBe(0);

    // The next month the card declines: three more tries a day apart, then both end.
    await saveCard(t, cast, DECLINING_CARD);
    const next = (await cast.get('/api/casts/me/matching-plan')).json().data.plan.nextChargeAt;
    expect(next).toBe('2027-01-22T01:00:00.000Z');
    await wait(until(t, next));
    await t.app.scheduler.tick();
    const retrying = (await cast.get('/api/casts/me/matching-plan')).json().data;
    expect(retrying).toMatchObject({ active: true, plan: { retrying: true, periodsPaid: 2 } });
    expect(Date.parse(retrying.plan.nextChargeAt) - Date.parse(next)).toBe(DAY_MS);
    for (const _try of [2, 3]) {
      await wait(DAY_MS);
      await t.app.scheduler.tick();
    }
    expect(await ownStatus(cast, kept)).toBe('publish');
    await wait(DAY_MS);
    await t.app.scheduler.tick();

    expect(await ownStatus(cast, kept)).toBe('unpublish');
    expect((await t.agent().get(`/api/services/${kept}`)).statusCode).toBe(404);
    expect((await chargesOf(t, castId, 'listing')).slice(3)).toEqual([
      '2:succeeded:980',
      ...Array(4).fill('3:declined:980'),
    ]);
    const ended = (await cast.get('/api/casts/me/matching-plan')).json().data;
    expect(ended).toMatchObject({ active: false, plan: { status: 'ended', endReason: 'payment_failed' } });
    expect(ended.plan.history).toHaveLength(6);

    const notices = (await cast.get('/api/casts/notices')).json().data.map((n: { title: string }) => n.title);
    expect(notices).toContain(
      'サービス「毎月更新するサービス」の掲載料をお支払いいただけなかったため、非公開にしました',
    );
    expect(notices).toContain('マッチングプランの料金をお支払いいただけなかったため、プランを終了しました');
    const listingMail = await t.smtp.mailTo('cast@example.com', (m) => m.subject.includes('掲載料の未払い'));
    expect(listingMail.subject).toContain('サービス「毎月更新するサービス」を非公開にしました');
    expect(listingMail.text).toContain(`http://localhost:3000/cast/services/${kept}`);
    const planMail = await t.smtp.mailTo('cast@example.com', (m) => m.subject.includes('マッチングプラン'));
    expect(planMail.text).toContain('4回お支払いいただけなかった');

    // Nothing more is charged once ended, and publishing again starts a new paid listing.
    await wait(40 * DAY_MS);
    expect((await t.app.scheduler.tick())['billing.renew']).toBe(0);
    await saveCard(t, cast);
    const own = (await cast.get(`/api/casts/me/services/${kept}`)).json().data;
    const republished = await cast.put(`/api/services/${kept}`, {
      title: own.title,
      description: own.description,
      status: 'publish',
      chargeMethod: own.chargeMethod,
      imageIds: [],
      values: own.values,
    });
    expect(republished.statusCode, republished.body).toBe(200);
    expect((await chargesOf(t, castId, 'listing')).at(-1)).toBe('1:succeeded:980');
    await expectLedgerBalanced(t);
  });
});

for (const flowType of ['c2g', 'g2c'] as const satisfies PaymentFlowType[]) {
  describe(`subscriptions of entries in ${flowType}`, () => {
    let t: TestApp;
    let cast: Agent;
    let guest: Agent;
    let serviceId: string;
    let menuId: string;
    let supplierId: string;
    const supplier = () => (flowType === 'c2g' ? cast : guest);
    const payer = () => (flowType === 'c2g' ? guest : cast);
    const url = (agent: Agent, id: string, rest = '') =>
      agent === cast ? castEntry(id, rest) : guestEntry(id, rest);
    const subscription = async (agent: Agent, id: string) => {
      const response = await agent.get(url(agent, id, '/subscription'));
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };

    beforeAll(async () => {
      t = await createTestApp();
      // The regular fee (10 %, at least 100) applies to each period.
      await setPayment(
        t,
        { flowType, castMatchingFeeType: 'regular', castMatchingFeeRate: 10, castMatchingFeeMinimum: 100 },
        ['unit_price', 'subscription'],
      );
      ({ cast, guest } = await signInPayingParties(t));
      const created = await cast.post('/api/services', {
        title: '月謝制のピアノレッスン',
        description: '毎週のレッスンを月額で。',
        status: 'publish',
        chargeMethod: 'subscription',
        values: { category: 'cooking', area: 'tokyo' },
        menus: [{ name: '月4回', price: 5000, unit: '月' }],
      });
      expect(created.statusCode, created.body).toBe(201);
      serviceId = created.json().data.id;
      menuId = (await cast.get(`/api/services/${serviceId}/menus`)).json().data[0].id;
      supplierId = await accountIdOf(t, flowType === 'c2g' ? 'cast@example.com' : 'guest@example.com');
    });
    afterAll(() => t?.close());
    const wait = (ms: number) =>
      later(t, ms, [
        [cast, 'cast'],
        [guest, 'guest'],
      ]);

    /** An entry for the priced menu, taken on by the service's cast: matched at 5,500 yen (500 of it tax). */
    async function matchedEntry() {
      const id = await enter(guest, serviceId, { serviceMenuId: menuId, reservationAt: undefined });
      const matched = await cast.post(url(cast, id, '/approve'));
      expect(matched.statusCode, matched.body).toBe(200);
      expect(matched.json().data).toMatchObject({
        status: 'matched',
        amount: 5_500,
        bySubscription: true,
        actions: [],
      });
      return id;
    }

    it('charges every month from matching, retries a declined month and then ends; the entry becomes paid', async () => {
      const before = await supplierBalance(t, supplierId);
      const id = await matchedEntry();
      expect(await subscription(payer(), id)).toMatchObject({
        status: 'active',
        amount: 5_500,
        tax: 500,
        periodsPaid: 0,
        nextChargeAt: t.clock.now().toISOString(),
        canCancel: true,
      });
      expect((await payer().get(url(payer(), id))).json().data.actions).toEqual([]);
      expect((await supplier().put(url(supplier(), id, '/report-completion'))).statusCode).toBe(409);

      // The first month is charged by the next sweep; the supplier is owed it less 10 %.
      await t.app.scheduler.tick();
      const first = await subscription(supplier(), id);
      expect(first).toMatchObject({
        periodsPaid: 1,
        history: [{ period: 1, status: 'succeeded', amount: 5_500 }],
      });
      expect(await supplierBalance(t, supplierId)).toBe(before + 4_950);

      await wait(until(t, first.nextChargeAt));
      await t.app.scheduler.tick();
      expect((await subscription(payer(), id)).periodsPaid).toBe(2);
      expect(await supplierBalance(t, supplierId)).toBe(before + 2 * 4_950);

      await saveCard(t, payer(), DECLINING_CARD);
      await wait(until(t, (await subscription(payer(), id)).nextChargeAt));
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await t.app.scheduler.tick();
        const now = await subscription(payer(), id);
        expect(now.status).toBe(attempt < 4 ? 'active' : 'ended');
        expect(now.history[0]).toMatchObject({
          period: 3,
          status: 'declined',
          declineCode: 'insufficient_funds',
        });
        await wait(DAY_MS);
      }
      const ended = await subscription(supplier(), id);
      expect(ended).toMatchObject({
        status: 'ended',
        endReason: 'payment_failed',
        periodsPaid: 2,
        canCancel: false,
      });
      const entry = (await supplier().get(url(supplier(), id))).json().data;
      expect(entry).toMatchObject({ status: 'paid', canReview: true });
      expect(await supplierBalance(t, supplierId)).toBe(before + 2 * 4_950);

      for (const [agent, email, path] of [
        [cast, 'cast@example.com', 'cast'],
        [guest, 'guest@example.com', 'guest'],
      ] as const) {
        const notices = (await agent.get(`/api/${path}s/notices`)).json().data;
        expect(notices.map((n: { title: string }) => n.title)).toContain(
          '「月謝制のピアノレッスン」の定期契約を終了しました',
        );
        const mail = await t.smtp.mailTo(email, (m) => m.subject.includes('定期契約を終了しました'));
        expect(mail.text).toContain(`http://localhost:3000/${path}/entries/${id}`);
      }
      await saveCard(t, payer());
      await expectLedgerBalanced(t);
    });

    it('lets either party cancel: renewal stops and the entry is paid at the period end', async () => {
      const before = await supplierBalance(t, supplierId);
      const id = await matchedEntry();
      await t.app.scheduler.tick();
      const canceled = await supplier().post(url(supplier(), id, '/subscription/cancel'));
      expect(canceled.statusCode, canceled.body).toBe(200);
      const view = canceled.json().data;
      expect(view).toMatchObject({ status: 'active', canCancel: false, nextChargeAt: null, periodsPaid: 1 });
      expect(view.endsAt).toBe(view.periodEnd);
      // The payer, who did not cancel, is told by a notice and an e-mail; the supplier is not.
      const [payerPath, payerEmail, supplierEmail] =
        flowType === 'c2g'
          ? (['guest', 'guest@example.com', 'cast@example.com'] as const)
          : (['cast', 'cast@example.com', 'guest@example.com'] as const);
      const told = '「月謝制のピアノレッスン」の定期契約が解約されました';
      const notices = (await payer().get(`/api/${payerPath}s/notices`)).json().data;
      expect(notices.map((n: { title: string }) => n.title)).toContain(told);
      const mail = await t.smtp.mailTo(payerEmail, (m) => m.subject.includes(told));
      expect(mail.text).toContain(`http://localhost:3000/${payerPath}/entries/${id}`);
      expect(t.smtp.mails.some((m) => m.to.includes(supplierEmail) && m.subject.includes(told))).toBe(false);
      const again = await payer().post(url(payer(), id, '/subscription/cancel'));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('この定期契約はすでに解約済みか、終了しています。');

      await wait(until(t, view.endsAt));
      await t.app.scheduler.tick();
      expect(await subscription(payer(), id)).toMatchObject({
        status: 'ended',
        endReason: 'canceled',
        periodsPaid: 1,
      });
      expect((await payer().get(url(payer(), id))).json().data.status).toBe('paid');
      expect(await supplierBalance(t, supplierId)).toBe(before + 4_950);
      await expectLedgerBalanced(t);
    });

    it('answers 404 for an entry that is not billed by subscription or not the caller’s', async () => {
      const { serviceId: plain, menuId: plainMenu } = await publishService(cast, '単発のサービス');
      const id = await enter(guest, plain, { serviceMenuId: plainMenu, reservationAt: undefined });
      expect((await payer().get(url(payer(), id, '/subscription'))).statusCode).toBe(404);
      const subscribed = await matchedEntry();
      const stranger = await otherAccount(t, 'guest', `stranger-${flowType}`);
      expect((await stranger.get(guestEntry(subscribed, '/subscription'))).statusCode).toBe(404);
      expect((await stranger.post(guestEntry(subscribed, '/subscription/cancel'))).statusCode).toBe(404);
      await expectLedgerBalanced(t);
    });
  });
}
