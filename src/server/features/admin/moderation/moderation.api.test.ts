import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  castEntry,
  enter,
  estimateBody,
  guestEntry,
  otherAccount,
  publishService,
  startConsoleWorld,
} from '../../../../../test/helpers/entries.ts';
import { ok } from '../../../../../test/helpers/responses.ts';
import type { Agent, TestApp } from '../../../../../test/helpers/test-app.ts';

const DAY = 86_400_000;
let t: TestApp;
let cast: Agent;
let guest: Agent;
let operator: Agent;
/** The demo cast's published service (with a priced menu) and the demo cast's id. */
let serviceId: string;
let menuId: string;
let castId: string;

beforeAll(async () => {
  ({ t, cast, guest, serviceId, menuId, operator, castId } = await startConsoleWorld());
});
afterAll(() => t?.close());

async function auditOf(targetType: string, targetId: string) {
  const log = await ok(
    await operator.get(`/api/admin/audit-log?targetType=${targetType}&targetId=${targetId}`),
  );
  return log.data as Array<{ action: string; operatorName: string; before: unknown; after: unknown }>;
}

const ids = (list: { data: Array<{ id: string }> }) => list.data.map((item) => item.id);

describe('services in the console', () => {
  it('finds services by title keyword, status and cast (id or nickname), newest first, paged', async () => {
    const hanako = await otherAccount(t, 'cast', 'hanako');
    t.clock.advance(1000);
    const piano = (await publishService(hanako, 'ピアノ教室（初心者向け）')).serviceId;
    t.clock.advance(1000);
    const draft = await ok(
      await cast.post('/api/services', {
        title: '下書きのピアノ調律',
        description: '準備中です。',
        status: 'draft',
        chargeMethod: 'unit_price',
        values: { category: 'cooking', area: 'tokyo', weekdays: ['sat'] },
      }),
      201,
    );

    expect(ids(await ok(await operator.get('/api/admin/services?keyword=ピアノ')))).toEqual([
      draft.data.id,
      piano,
    ]);
    expect(ids(await ok(await operator.get('/api/admin/services?keyword=ピアノ&status=publish')))).toEqual([
      piano,
    ]);
    expect(ids(await ok(await operator.get('/api/admin/services?status=draft')))).toEqual([draft.data.id]);
    expect(ids(await ok(await operator.get('/api/admin/services?cast=hana')))).toEqual([piano]);
    const byId = await ok(await operator.get(`/api/admin/services?cast=${castId}`));
    expect(ids(byId)).toEqual([draft.data.id, serviceId]);
    expect(byId.data[1]).toMatchObject({
      title: '作り置き料理の代行',
      status: 'publish',
      cast: { id: castId },
    });

    const firstPage = await ok(await operator.get('/api/admin/services?perPage=1&page=2'));
    expect(firstPage.meta).toMatchObject({ currentPage: 2, perPage: 1, total: 3, lastPage: 3 });
    expect(ids(firstPage)).toEqual([piano]);
    expect((await operator.get('/api/admin/services?status=hidden')).statusCode).toBe(422);
  });

  it('shows one service with its owner, menus and custom values under their labels', async () => {
    const { data } = await ok(await operator.get(`/api/admin/services/${serviceId}`));
    expect(data).toMatchObject({
      id: serviceId,
      cast: { id: castId, email: 'cast@example.com', status: 'active' },
      menus: [{ id: menuId, name: '3時間', price: { excludingTax: 5000, includingTax: 5500 } }],
      entriesInProgress: 0,
      lastOperatorUnpublish: null,
    });
    // Choices read by their labels, as the cast picked them.
    const category = data.values.find((value: { key: string }) => value.key === 'category');
    expect(category).toMatchObject({ value: 'cooking', retired: false, private: false });
    expect(category.text).toMatch(/料理/);
    expect(category.label).not.toBe('category');
    expect((await operator.get('/api/admin/services/nosuchservice')).statusCode).toBe(404);
  });

  it('unpublishes with a reason: gone from the catalogue, the cast told by notice and e-mail, logged', async () => {
    const { serviceId: target } = await publishService(cast, '窓掃除の代行');
    expect(ids((await t.agent().get('/api/services?keyword=窓掃除')).json())).toEqual([target]);
    const reason = '写真に第三者の顔が写っています。差し替えてください。';

    const { data } = await ok(await operator.post(`/api/admin/services/${target}/unpublish`, { reason }));
    expect(data).toMatchObject({
      status: 'unpublish',
      lastOperatorUnpublish: { reason, operatorName: expect.any(String) },
    });

    expect((await t.agent().get(`/api/services/${target}`)).statusCode).toBe(404);
    expect((await t.agent().get('/api/services?keyword=窓掃除')).json().data).toEqual([]);
    const notices = (await ok(await cast.get('/api/casts/notices'))).data as Array<{
      title: string;
      body: string;
    }>;
    const notice = notices.find((n) => n.title.includes('窓掃除の代行'));
    expect(notice?.body).toContain(reason);
    // Addressed to the cast alone: other casts do not see it.
    const hanako = await otherAccount(t, 'cast', 'hanako2');
    const theirs = (await ok(await hanako.get('/api/casts/notices'))).data as Array<{ title: string }>;
    expect(theirs.some((n) => n.title.includes('窓掃除の代行'))).toBe(false);
    const mail = await t.smtp.mailTo('cast@example.com', (m) => m.subject.includes('窓掃除の代行'));
    expect(mail.subject).toContain('非公開');
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain(`http://localhost:3000/cast/services/${target}`);

    expect(await auditOf('service', target)).toEqual([
      expect.objectContaining({
        action: 'services.unpublish',
        before: { status: 'publish' },
        after: { status: 'unpublish', reason },
      }),
    ]);
  });

  it('refuses an unpublish without a reason (422), of a service not published (409), or unknown (404)', async () => {
    const { serviceId: target } = await publishService(cast, '庭の草むしり');
    for (const body of [{}, { reason: '   ' }]) {
      const refused = await operator.post(`/api/admin/services/${target}/unpublish`, body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.reason).toHaveLength(1);
    }
    expect((await t.agent().get(`/api/services/${target}`)).statusCode).toBe(200);

    await ok(
      await operator.post(`/api/admin/services/${target}/unpublish`, { reason: '重複した掲載です。' }),
    );
    const again = await operator.post(`/api/admin/services/${target}/unpublish`, { reason: 'もう一度' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('公開');
    expect((await operator.post('/api/admin/services/nosuch/unpublish', { reason: 'x' })).statusCode).toBe(
      404,
    );
    // Only the one change that happened is logged.
    expect(await auditOf('service', target)).toHaveLength(1);
  });
});

describe('entries in the console', () => {
  it('finds entries by statuses, service title, cast, guest and entry date, each with its timeline', async () => {
    const kaito = await otherAccount(t, 'cast', 'kaito');
    const jiro = await otherAccount(t, 'guest', 'jiro');
    const bread = (await publishService(kaito, 'パン教室の出張レッスン')).serviceId;
    const first = await enter(guest, bread);
    const firstDay = new Date(t.clock.now().getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    t.clock.advance(2 * DAY);
    const second = await enter(jiro, bread);
    const secondDay = new Date(t.clock.now().getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    await ok(await kaito.put(castEntry(second, '/cancel'), { reason: '日程が合いません' }));

    const search = async (query: string) => ids(await ok(await operator.get(`/api/admin/entries?${query}`)));
    expect(await search('service=パン教室')).toEqual([second, first]);
    expect(await search('service=パン教室&statuses=passed_up')).toEqual([second]);
    expect(await search('service=パン教室&statuses=passed_up&statuses=entered')).toEqual([second, first]);
    expect(await search('cast=kaito')).toEqual([second, first]);
    expect(await search('guest=jiro')).toEqual([second]);
    expect(await search(`cast=kaito&enteredTo=${firstDay}`)).toEqual([first]);
    expect(await search(`cast=kaito&enteredFrom=${secondDay}&enteredTo=${secondDay}`)).toEqual([second]);
    expect((await operator.get('/api/admin/entries?statuses=lost')).statusCode).toBe(422);
    expect((await operator.get('/api/admin/entries?enteredFrom=2026-13-01')).statusCode).toBe(422);

    const { data } = await ok(await operator.get(`/api/admin/entries/${second}`));
    expect(data).toMatchObject({
      status: 'passed_up',
      service: { id: bread, title: 'パン教室の出張レッスン' },
      cast: { nickname: 'kaito' },
      guest: { nickname: 'jiro' },
      cancelReason: '日程が合いません',
      cancelRefusal: 'final',
    });
    expect(data.timeline).toEqual([
      expect.objectContaining({
        action: 'create',
        from: null,
        to: 'entered',
        by: 'guest',
        actorName: 'jiro',
      }),
      expect.objectContaining({
        action: 'pass',
        from: 'entered',
        to: 'passed_up',
        by: 'cast',
        actorName: 'kaito',
      }),
    ]);
    expect((await operator.get('/api/admin/entries/nosuchentry')).statusCode).toBe(404);
  });

  it('cancels an entry in progress with a reason: both parties see it and are told; logged', async () => {
    const id = await enter(guest, serviceId);
    await ok(await cast.post(castEntry(id, '/estimates/initial'), estimateBody()), 201);
    const before = (await ok(await operator.get(`/api/admin/entries/${id}`))).data;
    expect(before).toMatchObject({ status: 'estimated', cancelRefusal: null });
    expect(before.estimates).toEqual([
      expect.objectContaining({ kind: 'initial', authorType: 'cast', total: 10450 }),
    ]);
    const reason = '利用規約に反する依頼のため、運営で取り消しました。';

    const { data } = await ok(await operator.post(`/api/admin/entries/${id}/cancel`, { reason }));
    expect(data).toMatchObject({ status: 'operator_canceled', cancelReason: reason, cancelRefusal: 'final' });
    expect(data.timeline.at(-1)).toMatchObject({
      action: 'operatorCancel',
      from: 'estimated',
      to: 'operator_canceled',
      by: 'operator',
      actorName: expect.any(String),
    });

    for (const [agent, path, email, role] of [
      [cast, castEntry(id), 'cast@example.com', 'cast'],
      [guest, guestEntry(id), 'guest@example.com', 'guest'],
    ] as const) {
      const seen = (await ok(await agent.get(path))).data;
      expect(seen).toMatchObject({ status: 'operator_canceled', cancelReason: reason, actions: [] });
      expect(seen.timeline.at(-1)).toMatchObject({ by: 'operator', to: 'operator_canceled' });
      const notices = (await ok(await agent.get(`/api/${role}s/notices`))).data as Array<{ body: string }>;
      expect(notices.some((n) => n.body.includes(reason) && n.body.includes(id))).toBe(true);
      const mail = await t.smtp.mailTo(email, (m) => m.subject.includes('運営がキャンセル'));
      expect(mail.text).toContain(reason);
      expect(mail.text).toContain(`http://localhost:3000/${role}/entries/${id}`);
    }
    // The parties can no longer move it.
    expect((await guest.post(guestEntry(id, '/approve-estimate'))).statusCode).toBe(409);

    expect(await auditOf('entry', id)).toEqual([
      expect.objectContaining({
        action: 'entries.cancel',
        before: { status: 'estimated', cancelReason: null },
        after: { status: 'operator_canceled', cancelReason: reason },
      }),
    ]);
  });

  it('refuses a cancel without a reason (422), of an ended entry (409), or unknown (404)', async () => {
    const id = await enter(guest, serviceId);
    const refused = await operator.post(`/api/admin/entries/${id}/cancel`, { reason: '' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.reason).toHaveLength(1);
    await ok(await guest.put(guestEntry(id, '/cancel'), { reason: '都合が悪くなりました' }));
    const ended = await operator.post(`/api/admin/entries/${id}/cancel`, { reason: '確認のため' });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toContain('終了');
    expect((await operator.post('/api/admin/entries/nosuch/cancel', { reason: 'x' })).statusCode).toBe(404);
    expect(await auditOf('entry', id)).toEqual([]);
  });

  it('refuses to cancel a paid entry without a refund (refunds.api.test.ts); and one being charged', async () => {
    const id = await enter(guest, serviceId, { serviceMenuId: menuId });
    await ok(await cast.post(castEntry(id, '/approve')));
    await ok(await cast.put(castEntry(id, '/report-completion')));
    await ok(await guest.post(guestEntry(id, '/pay')));

    const paid = await operator.post(`/api/admin/entries/${id}/cancel`, { reason: '返金して取り消したい' });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toContain('返金');
    const { data } = await ok(await operator.get(`/api/admin/entries/${id}`));
    expect(data).toMatchObject({
      status: 'paid',
      cancelRefusal: 'paid',
      amount: 5500,
      payment: { status: 'succeeded', amount: 5500 },
    });

    // A charge in flight (claimed, not finished) could still succeed: the entry is not cancelled under it.
    const charging = await enter(guest, serviceId, { serviceMenuId: menuId });
    await ok(await cast.post(castEntry(charging, '/approve')));
    await ok(await cast.put(castEntry(charging, '/report-completion')));
    await t.database.db
      .insertInto('entry_payments')
      .values({
        entry_id: charging,
        attempt: 1,
        idempotency_key: `entry-${charging}-1`,
        amount: 5500,
        status: 'pending',
        charge_ref: null,
        decline_code: null,
        started_at: t.clock.now(),
        finished_at: null,
      })
      .execute();
    const inFlight = await operator.post(`/api/admin/entries/${charging}/cancel`, { reason: '取り消し' });
    expect(inFlight.statusCode).toBe(409);
    expect((await ok(await operator.get(`/api/admin/entries/${charging}`))).data).toMatchObject({
      status: 'completion_reported',
      cancelRefusal: 'paymentInProgress',
    });
  });

  it('lets exactly one of an operator cancel and a party cancel made at the same moment win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const id = await enter(guest, serviceId);
      const [byOperator, byGuest] = await Promise.all([
        operator.post(`/api/admin/entries/${id}/cancel`, { reason: '同時操作の確認' }),
        guest.put(guestEntry(id, '/cancel'), { reason: '都合が悪くなりました' }),
      ]);
      expect([byOperator.statusCode, byGuest.statusCode].sort()).toEqual([200, 409]);
      const { data } = await ok(await operator.get(`/api/admin/entries/${id}`));
      expect(data.status).toBe(byOperator.statusCode === 200 ? 'operator_canceled' : 'guest_canceled');
      expect(data.timeline).toHaveLength(2);
      expect(await auditOf('entry', id)).toHaveLength(byOperator.statusCode === 200 ? 1 : 0);
    }
  });
});
