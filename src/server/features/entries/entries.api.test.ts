import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  castEntry,
  enter,
  entryBody,
  estimateBody,
  guestEntry,
  otherAccount,
  publishService,
  saveCard,
  startEntriesWorld,
} from '../../../../test/helpers/entries.ts';
import { expectLedgerBalanced } from '../../../../test/helpers/ledger.ts';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { DEMO_SITE } from '../../db/seed.ts';
import { createSiteService } from '../site/service.ts';
import { attemptKey } from './payment.ts';

const DAY = 86_400_000;
let t: TestApp;
let cast: Agent;
let guest: Agent;
let serviceId: string;
let menuId: string;

beforeAll(async () => {
  ({ t, cast, guest, serviceId, menuId } = await startEntriesWorld());
});
afterAll(() => t?.close());

async function statusOf(id: string) {
  return (await guest.get(guestEntry(id))).json().data.status as string;
}

async function ok(response: Awaited<ReturnType<Agent['get']>>, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json().data;
}

describe('the c2g lifecycle', () => {
  it('walks entry → estimates → order → match → completion → payment → both reviews → reviewed', async () => {
    const id = await enter(guest, serviceId);
    const entered = await ok(await cast.get(castEntry(id)));
    expect(entered).toMatchObject({
      status: 'entered',
      viewerParty: 'supplier',
      actionRequired: true,
      actions: ['estimates/initial:post', 'cancel'],
      guest: { nickname: expect.any(String) },
    });
    const mail = await t.smtp.mailTo('cast@example.com', (m) => m.subject.includes('申し込み中'));
    expect(mail.text).toContain(`http://localhost:3000/cast/entries/${id}`);

    const initial = await ok(await cast.post(castEntry(id, '/estimates/initial'), estimateBody()), 201);
    expect(initial).toMatchObject({ subtotal: 9500, tax: 950, total: 10450, authorType: 'cast' });
    expect(initial.expiresAt).not.toBeNull();
    expect(await ok(await guest.get(guestEntry(id, '/cast-estimates/initial')))).toEqual(initial);
    // The guest's budget is theirs to write; only the cast's estimate moves the entry.
    await ok(await guest.post(guestEntry(id, '/estimates/initial'), estimateBody(2500)), 201);
    expect((await ok(await cast.get(castEntry(id, '/guest-estimates/initial')))).subtotal).toBe(8000);
    expect(await statusOf(id)).toBe('estimated');

    const approved = await ok(await guest.post(guestEntry(id, '/approve-estimate')));
    expect(approved).toMatchObject({
      status: 'estimated',
      initialEstimateApproved: true,
      actionRequired: false,
    });
    await ok(await cast.post(castEntry(id, '/estimates/last'), estimateBody(3200)), 201);
    await ok(await cast.put(castEntry(id, '/estimates/last'), estimateBody(3100)));
    expect((await ok(await guest.get(guestEntry(id)))).actions).toEqual(['cancel', 'order']);
    await ok(await guest.post(guestEntry(id, '/order')));
    const matched = await ok(await cast.post(castEntry(id, '/approve')));
    expect(matched).toMatchObject({ status: 'matched', amount: 10780 });
    await ok(await cast.put(castEntry(id, '/report-completion')));
    const paid = await ok(await guest.post(guestEntry(id, '/pay')));
    expect(paid).toMatchObject({ status: 'paid', canReview: true, actionRequired: true });
    const charge = await t.database.db.selectFrom('sandbox_charges').selectAll().executeTakeFirstOrThrow();
    expect(charge.amount).toBe(10780);

    const guestReview = await ok(
      await guest.post(guestEntry(id, '/review'), { rating: 5, comment: '丁寧でした。' }),
      201,
    );
    expect(guestReview).toMatchObject({
      mine: { rating: 5, publishedAt: null },
      theirs: null,
      canReview: false,
    });
    // Blind: the cast cannot read the guest's review before writing one.
    expect((await ok(await cast.get(castEntry(id, '/review')))).theirs).toBeNull();
    expect((await t.agent().get(`/api/services/${serviceId}/reviews`)).json().data).toEqual([]);
    await ok(await cast.post(castEntry(id, '/review'), { rating: 4, comment: 'またお願いします。' }), 201);

    expect(await statusOf(id)).toBe('reviewed');
    expect((await ok(await cast.get(castEntry(id, '/review')))).theirs).toMatchObject({ rating: 5 });
    const visible = (await t.agent().get(`/api/services/${serviceId}/reviews`)).json().data;
    expect(visible).toEqual([expect.objectContaining({ rating: 5, comment: '丁寧でした。' })]);
    expect((await t.agent().get(`/api/services/${serviceId}`)).json().data.rating).toEqual({
      average: 5,
      count: 1,
    });
    expect((await cast.get('/api/casts/me/reviews')).json().data).toEqual([
      expect.objectContaining({ rating: 5 }),
    ]);
    const guestId = entered.guest.id;
    expect((await cast.get(`/api/casts/guests/${guestId}/reviews`)).json().data).toEqual([
      expect.objectContaining({ rating: 4, comment: 'またお願いします。' }),
    ]);

    const detail = await ok(await guest.get(guestEntry(id)));
    expect(detail.timeline.map((step: { to: string; by: string }) => `${step.by}:${step.to}`)).toEqual([
      'guest:entered',
      'cast:estimated',
      'guest:estimated',
      'cast:last_estimated',
      'cast:last_estimated',
      'guest:ordered',
      'cast:matched',
      'cast:completion_reported',
      'guest:paid',
      'cast:reviewed',
    ]);
    expect(
      detail.estimates.map((e: { kind: string; authorType: string }) => `${e.kind}/${e.authorType}`),
    ).toEqual(['initial/cast', 'initial/guest', 'last/cast']);
  });

  it('accepts an entry for a priced menu directly; the amount is the menu price with tax', async () => {
    const id = await enter(guest, serviceId, { serviceMenuId: menuId });
    expect((await ok(await cast.get(castEntry(id)))).actions).toEqual([
      'estimates/initial:post',
      'approve',
      'cancel',
    ]);
    expect(await ok(await cast.post(castEntry(id, '/approve')))).toMatchObject({
      status: 'matched',
      amount: 5500,
    });
  });

  it('ends each way a party can leave: passed_up, declined, guest_canceled, cast_canceled', async () => {
    const passed = await enter(guest, serviceId);
    expect(
      await ok(await cast.put(castEntry(passed, '/cancel'), { reason: '日程が合いません' })),
    ).toMatchObject({
      status: 'passed_up',
      cancelReason: '日程が合いません',
    });

    const declined = await enter(guest, serviceId);
    await ok(await cast.post(castEntry(declined, '/estimates/initial'), estimateBody()), 201);
    expect((await ok(await guest.put(guestEntry(declined, '/cancel'), { reason: '予算外' }))).status).toBe(
      'declined',
    );

    const guestCanceled = await enter(guest, serviceId, { serviceMenuId: menuId });
    await ok(await cast.post(castEntry(guestCanceled, '/approve')));
    expect((await ok(await guest.put(guestEntry(guestCanceled, '/cancel'), { reason: '急用' }))).status).toBe(
      'guest_canceled',
    );

    const castCanceled = await enter(guest, serviceId);
    await ok(await cast.post(castEntry(castCanceled, '/estimates/initial'), estimateBody()), 201);
    expect(
      (await ok(await cast.put(castEntry(castCanceled, '/cancel'), { reason: '体調不良' }))).status,
    ).toBe('cast_canceled');

    const refused = await cast.put(castEntry(castCanceled, '/cancel'), { reason: '二度目' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('現在の状態ではこの操作はできません');
    expect((await cast.put(castEntry(passed, '/cancel'), { reason: '' })).statusCode).toBe(422);
  });

  it('expires an unapproved initial estimate and an unordered last estimate when their deadlines pass', async () => {
    const unapproved = await enter(guest, serviceId);
    const expiresAt = new Date(t.clock.now().getTime() + 2 * DAY).toISOString();
    await ok(
      await cast.post(castEntry(unapproved, '/estimates/initial'), estimateBody(3000, 1, { expiresAt })),
      201,
    );
    const unordered = await enter(guest, serviceId);
    await ok(await cast.post(castEntry(unordered, '/estimates/initial'), estimateBody()), 201);
    await ok(await guest.post(guestEntry(unordered, '/approve-estimate')));
    const approvalDeadline = new Date(t.clock.now().getTime() + 3 * DAY).toISOString();
    await ok(
      await cast.post(castEntry(unordered, '/estimates/last'), estimateBody(3000, 1, { approvalDeadline })),
      201,
    );

    t.clock.advance(DAY);
    await t.app.scheduler.tick();
    expect([await statusOf(unapproved), await statusOf(unordered)]).toEqual(['estimated', 'last_estimated']);

    t.clock.advance(DAY + 1000);
    expect((await t.app.scheduler.tick())['entries.expire']).toBeGreaterThanOrEqual(1);
    expect(await statusOf(unapproved)).toBe('estimate_expired');
    expect(await statusOf(unordered)).toBe('last_estimated');
    // Too late: the guest's approval finds the expired state.
    expect((await guest.post(guestEntry(unapproved, '/approve-estimate'))).statusCode).toBe(409);

    t.clock.advance(DAY);
    await t.app.scheduler.tick();
    expect(await statusOf(unordered)).toBe('estimate_approval_expired');
    const timeline = (await ok(await guest.get(guestEntry(unordered)))).timeline;
    expect(timeline.at(-1)).toMatchObject({
      by: 'system',
      from: 'last_estimated',
      to: 'estimate_approval_expired',
    });
    // A second sweep finds nothing left to move.
    expect((await t.app.scheduler.tick())['entries.expire']).toBe(0);
  });
});

describe('creating an entry', () => {
  it('replays a second submission with the same idempotency key instead of creating another entry', async () => {
    const body = entryBody();
    const [first, second] = await Promise.all([
      guest.post(`/api/services/${serviceId}/entries`, body),
      guest.post(`/api/services/${serviceId}/entries`, body),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().data.id).toBe(second.json().data.id);
  });

  it('refuses anything but action "confirm", bad answers per field, and a menu of another service', async () => {
    const notConfirm = await guest.post(`/api/services/${serviceId}/entries`, entryBody({ action: 'draft' }));
    expect(notConfirm.statusCode).toBe(422);
    expect(notConfirm.json().errors.action).toBeDefined();
    const badValues = await guest.post(
      `/api/services/${serviceId}/entries`,
      entryBody({
        values: { request: '' },
        serviceMenuId: 'nosuchmenu',
        reservationAt: '2020-01-01T00:00:00Z',
      }),
    );
    expect(badValues.statusCode).toBe(422);
    expect(Object.keys(badValues.json().errors).sort()).toEqual(['reservationAt', 'serviceMenuId']);
    const badAnswers = await guest.post(
      `/api/services/${serviceId}/entries`,
      entryBody({ values: { desiredDate: '2026-12-05' } }),
    );
    // The date is the entry's reservationAt: the default schema has no date field of its own.
    expect(Object.keys(badAnswers.json().errors).sort()).toEqual(['values.desiredDate', 'values.request']);
    expect(badAnswers.json().errors['values.desiredDate']).toEqual(['この項目は受け付けていません。']);
  });

  it('refuses an unpublished service (404), a cast (403) and a guest whose identification is required (409)', async () => {
    const draft = await cast.post('/api/services', {
      title: '下書き',
      description: '準備中',
      status: 'draft',
      chargeMethod: 'unit_price',
      values: { category: 'cooking', area: 'tokyo' },
    });
    expect((await guest.post(`/api/services/${draft.json().data.id}/entries`, entryBody())).statusCode).toBe(
      404,
    );
    expect((await cast.post(`/api/services/${serviceId}/entries`, entryBody())).statusCode).toBe(403);

    const site = createSiteService(t.database.db, t.clock);
    await site.saveSettings({
      ...DEMO_SITE,
      features: [...DEMO_SITE.features, { value: 'identification_guest' }],
    });
    try {
      const refused = await guest.post(`/api/services/${serviceId}/entries`, entryBody());
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('申し込むには本人確認の完了が必要です。');
    } finally {
      await site.saveSettings(DEMO_SITE);
    }
  });

  it("hides other people's entries (404) and keeps a service with an entry in progress from deletion", async () => {
    const id = await enter(guest, serviceId);
    const stranger = await otherAccount(t, 'guest', 'stranger');
    expect((await stranger.get(guestEntry(id))).statusCode).toBe(404);
    expect((await stranger.post(guestEntry(id, '/approve-estimate'))).statusCode).toBe(404);
    const otherCast = await otherAccount(t, 'cast', 'othercast');
    expect((await otherCast.put(castEntry(id, '/cancel'), { reason: 'x' })).statusCode).toBe(404);
    expect((await cast.delete(`/api/services/${serviceId}`)).statusCode).toBe(409);
    expect((await stranger.patch('/api/guests/me/withdraw')).statusCode).toBe(204);
    expect((await guest.patch('/api/guests/me/withdraw')).statusCode).toBe(409);
  });
});

describe('concurrency', () => {
  async function completed() {
    const id = await enter(guest, serviceId, { serviceMenuId: menuId });
    await ok(await cast.post(castEntry(id, '/approve')));
    await ok(await cast.put(castEntry(id, '/report-completion')));
    return id;
  }

  it('charges once and pays once for 50 simultaneous pay calls', async () => {
    const id = await completed();
    const responses = await Promise.all(Array.from({ length: 50 }, () => guest.post(guestEntry(id, '/pay'))));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const payment = await t.database.db
      .selectFrom('entry_payments')
      .selectAll()
      .where('entry_id', '=', id)
      .executeTakeFirstOrThrow();
    // The claim made in one statement writes its key in SQL: the same shape as the one made under the lock.
    expect(payment.idempotency_key).toBe(attemptKey.of(id, 1));
    const charges = await t.database.db
      .selectFrom('sandbox_charges')
      .selectAll()
      .where('idempotency_key', '=', payment.idempotency_key)
      .execute();
    expect(charges).toHaveLength(1);
    const timeline = (await ok(await guest.get(guestEntry(id)))).timeline;
    expect(timeline.filter((step: { to: string }) => step.to === 'paid')).toHaveLength(1);
  });

  it('lets exactly one of 50 conflicting actions (the cast passes, the guest cancels) win; the others get 409', async () => {
    const id = await enter(guest, serviceId, { serviceMenuId: menuId });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? cast.put(castEntry(id, '/cancel'), { reason: 'お受けできません' })
          : guest.put(guestEntry(id, '/cancel'), { reason: 'やめます' }),
      ),
    );
    const winners = responses.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    const losers = responses.filter((r) => r.statusCode === 409);
    expect(losers).toHaveLength(49);
    expect(losers[0]?.json().message).toContain('現在の状態ではこの操作はできません');
    const timeline = (await ok(await guest.get(guestEntry(id)))).timeline;
    expect(timeline).toHaveLength(2);
  });

  it('leaves a declined payment in completion_reported with a clear message; a new card pays', async () => {
    const payer = await otherAccount(t, 'guest', 'declinedpayer');
    await saveCard(t, payer, '4000000000009995');
    const id = await enter(payer, serviceId, { serviceMenuId: menuId });
    await ok(await cast.post(castEntry(id, '/approve')));
    await ok(await cast.put(castEntry(id, '/report-completion')));
    const declined = await payer.post(guestEntry(id, '/pay'));
    expect(declined.statusCode).toBe(409);
    expect(declined.json().message).toContain('カード');
    expect(await ok(await payer.get(guestEntry(id)))).toMatchObject({
      status: 'completion_reported',
      paymentDeclined: true,
    });
    await saveCard(t, payer);
    expect((await ok(await payer.post(guestEntry(id, '/pay')))).status).toBe('paid');
  });
});

describe('the entry lists', () => {
  let list: TestApp;
  let listCast: Agent;
  let listGuest: Agent;
  let ids: Record<'early' | 'late' | 'estimated' | 'other', string>;

  beforeAll(async () => {
    list = await createTestApp();
    listCast = list.agent();
    listGuest = list.agent();
    await listCast.login('cast');
    await listGuest.login('guest');
    const { serviceId: service } = await publishService(listCast);
    const early = await enter(listGuest, service, { reservationAt: '2026-12-01T10:00:00+09:00' });
    list.clock.advance(2 * DAY);
    const late = await enter(listGuest, service, { reservationAt: '2026-12-20T10:00:00+09:00' });
    list.clock.advance(60_000);
    const estimated = await enter(listGuest, service, { reservationAt: null });
    await ok(await listCast.post(castEntry(estimated, '/estimates/initial'), estimateBody()), 201);
    const someoneElse = await otherAccount(list, 'guest', 'hanako');
    list.clock.advance(60_000);
    const other = await enter(someoneElse, service, { reservationAt: '2026-12-10T10:00:00+09:00' });
    ids = { early, late, estimated, other };
  });
  afterAll(() => list?.close());

  async function castList(query: string) {
    const response = await listCast.get(`/api/casts/me/entries?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const idsOf = (body: { data: { id: string }[] }) => body.data.map((entry) => entry.id);

  it('filters by entered date (site days) and reservation date, newest entry first by default', async () => {
    expect(idsOf(await castList(''))).toEqual([ids.other, ids.estimated, ids.late, ids.early]);
    expect(idsOf(await castList('enteredAtStart=2026-11-22&enteredAtEnd=2026-11-22'))).toEqual([ids.early]);
    expect(idsOf(await castList('enteredAtStart=2026-11-24'))).toEqual([ids.other, ids.estimated, ids.late]);
    expect(idsOf(await castList('reservationAtStart=2026-12-05&reservationAtEnd=2026-12-10'))).toEqual([
      ids.other,
    ]);
    expect(idsOf(await castList('orderBy=reservation_at_asc'))).toEqual([
      ids.early,
      ids.other,
      ids.late,
      ids.estimated,
    ]);
  });

  it('filters by statuses[] (or a comma list), action required, and the counterpart nickname', async () => {
    expect(idsOf(await castList('statuses[]=estimated'))).toEqual([ids.estimated]);
    expect(idsOf(await castList('statuses[]=estimated&statuses[]=entered')).length).toBe(4);
    expect(idsOf(await castList('statuses=estimated,paid'))).toEqual([ids.estimated]);
    expect(idsOf(await castList('actionRequiredOnly=true'))).toEqual([ids.other, ids.late, ids.early]);
    const guestWaiting = await listGuest.get('/api/guests/me/entries?actionRequiredOnly=true');
    expect(idsOf(guestWaiting.json())).toEqual([ids.estimated]);
    expect(guestWaiting.json().data[0].actionRequired).toBe(true);
    expect(idsOf(await castList('nickname=hana'))).toEqual([ids.other]);
    expect((await listCast.get('/api/casts/me/entries?statuses=unknown')).statusCode).toBe(422);
    expect((await listCast.get('/api/casts/me/entries?orderBy=cheapest')).statusCode).toBe(422);
  });

  it('pages with totals, and bounds perPage', async () => {
    const first = await castList('perPage=3');
    expect(first.meta).toEqual({ currentPage: 1, lastPage: 2, perPage: 3, total: 4 });
    expect(idsOf(await castList('perPage=3&page=2'))).toEqual([ids.early]);
    expect((await listCast.get('/api/casts/me/entries?perPage=1000')).statusCode).toBe(422);
    // A guest sees only their own entries.
    expect((await listGuest.get('/api/guests/me/entries')).json().meta.total).toBe(3);
  });
});

describe('the g2c lifecycle (the guest supplies, the cast pays)', () => {
  let g2c: TestApp;
  let payer: Agent;
  let supplier: Agent;
  beforeAll(async () => {
    g2c = await createTestApp();
    await createSiteService(g2c.database.db, g2c.clock).saveSettings({
      ...DEMO_SITE,
      payment: { ...DEMO_SITE.payment, flowType: 'g2c' },
    });
    payer = g2c.agent();
    supplier = g2c.agent();
    await payer.login('cast');
    await supplier.login('guest');
    await saveCard(g2c, payer);
  });
  afterAll(() => g2c?.close());

  it('lets the guest estimate and report, and the cast approve, order and pay', async () => {
    const { serviceId: service } = await publishService(payer);
    const id = await enter(supplier, service);
    expect(await ok(await supplier.get(guestEntry(id)))).toMatchObject({
      viewerParty: 'supplier',
      actions: ['estimates/initial:post', 'cancel'],
    });
    expect((await payer.post(castEntry(id, '/estimates/initial'), estimateBody())).statusCode).toBe(201);
    expect((await payer.get(castEntry(id))).json().data.status).toBe('entered');
    await ok(await supplier.post(guestEntry(id, '/estimates/initial'), estimateBody()), 201);
    await ok(await payer.post(castEntry(id, '/approve')));
    await ok(await supplier.post(guestEntry(id, '/estimates/last'), estimateBody(2000, 2)), 201);
    expect((await supplier.post(guestEntry(id, '/order'))).statusCode).toBe(409);
    await ok(await payer.post(castEntry(id, '/order')));
    expect(await ok(await supplier.post(guestEntry(id, '/approve-order')))).toMatchObject({
      status: 'matched',
      amount: 4950,
    });
    await ok(await supplier.put(guestEntry(id, '/report-completion')));
    expect(await ok(await payer.get(castEntry(id)))).toMatchObject({
      viewerParty: 'payer',
      actions: ['pay'],
      amount: 4950,
      tax: 450,
    });
    // The guest supplies: paying is not theirs, and they have no card to be charged anyway.
    expect((await supplier.post(guestEntry(id, '/pay'))).statusCode).toBe(409);
    expect((await ok(await payer.post(castEntry(id, '/pay')))).status).toBe('paid');
    const castId = (await ok(await payer.get(castEntry(id)))).cast.id;
    const charge = await g2c.database.db
      .selectFrom('sandbox_charges as c')
      .innerJoin('sandbox_cards as k', 'k.id', 'c.card_ref')
      .select(['c.amount', 'k.customer_ref'])
      .executeTakeFirstOrThrow();
    expect(charge).toEqual({ amount: 4950, customer_ref: `cus_${castId}` });
    await expectLedgerBalanced(g2c);
  });

  it("names the parties in e-mails by the site's roles, whichever supplies", async () => {
    const { serviceId: service } = await publishService(payer, '名付けの確認');
    const id = await enter(supplier, service);
    await ok(await supplier.put(guestEntry(id, '/cancel'), { reason: '都合がつきません' }));
    // The guest supplies here, so leaving a new entry is a pass; a cancellation comes later.
    const later = await enter(supplier, service);
    await ok(await supplier.post(guestEntry(later, '/estimates/initial'), estimateBody()), 201);
    await ok(await supplier.put(guestEntry(later, '/cancel'), { reason: '体調不良' }));
    const mail = await g2c.smtp.mailTo('cast@example.com', (m) => m.subject.includes('キャンセル'));
    expect(mail.subject).toContain(`${DEMO_SITE.guestName}によるキャンセル`);
  });
});

describe('the refusals of the entry rules', () => {
  it('refuses a second estimate of a kind, a past deadline, and a payer estimate once matched', async () => {
    const id = await enter(guest, serviceId);
    const pastDeadline = await cast.post(
      castEntry(id, '/estimates/initial'),
      estimateBody(3000, 1, { expiresAt: '2020-01-01T00:00:00+09:00' }),
    );
    expect(pastDeadline.statusCode).toBe(422);
    expect(pastDeadline.json().errors.expiresAt).toEqual(['期限には未来の日時を指定してください。']);
    expect((await cast.get(castEntry(id))).json().data.status).toBe('entered');
    expect((await guest.get(guestEntry(id, '/cast-estimates/initial'))).statusCode).toBe(404);

    await ok(await guest.post(guestEntry(id, '/estimates/initial'), estimateBody()), 201);
    const again = await guest.post(guestEntry(id, '/estimates/initial'), estimateBody());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('この見積もりはすでに提出されています。修正してください。');
    expect((await guest.put(guestEntry(id, '/estimates/last'), estimateBody())).statusCode).toBe(409);

    const matched = await enter(guest, serviceId, { serviceMenuId: menuId });
    await ok(await cast.post(castEntry(matched, '/approve')));
    expect((await guest.post(guestEntry(matched, '/estimates/initial'), estimateBody())).statusCode).toBe(
      409,
    );
  });

  it('refuses to pay without a saved card and to review twice', async () => {
    const cardless = await otherAccount(t, 'guest', 'cardless');
    const id = await enter(cardless, serviceId, { serviceMenuId: menuId });
    await ok(await cast.post(castEntry(id, '/approve')));
    await ok(await cast.put(castEntry(id, '/report-completion')));
    const refused = await cardless.post(guestEntry(id, '/pay'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('お支払いに使うクレジットカードを登録してください。');
    expect((await cardless.get(guestEntry(id))).json().data.status).toBe('completion_reported');

    await saveCard(t, cardless);
    await ok(await cardless.post(guestEntry(id, '/pay')));
    await ok(await cardless.post(guestEntry(id, '/review'), { rating: 4, comment: '良かった' }), 201);
    const twice = await cardless.post(guestEntry(id, '/review'), { rating: 1, comment: 'やっぱり' });
    expect(twice.statusCode).toBe(409);
    expect((await cardless.post(guestEntry(id, '/review'), { rating: 6, comment: 'x' })).statusCode).toBe(
      422,
    );
  });
});
