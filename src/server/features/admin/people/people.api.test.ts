import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherAccount, publishService } from '../../../../../test/helpers/entries.ts';
import {
  castWithPendingIdentification,
  submitIdentification,
} from '../../../../../test/helpers/identification.ts';
import { type Agent, createTestApp, type TestApp } from '../../../../../test/helpers/test-app.ts';
import { DEMO_SITE } from '../../../db/seed.ts';
import { createSiteService } from '../../site/service.ts';

let t: TestApp;
let operator: Agent;
beforeAll(async () => {
  t = await createTestApp();
  operator = t.agent();
  expect((await operator.loginOperator()).statusCode).toBe(200);
});
afterAll(() => t?.close());

const idOf = async (agent: Agent) => (await agent.get('/api/me')).json().data.id as string;

async function auditOf(targetType: string, targetId: string) {
  const log = await operator.get(`/api/admin/audit-log?targetType=${targetType}&targetId=${targetId}`);
  return log.json().data as Array<{ action: string; before: unknown; after: unknown; operatorName: string }>;
}

describe('customers', () => {
  it('are found by keyword (nickname or e-mail), role and status, newest first', async () => {
    await otherAccount(t, 'cast', 'kumiko-search');
    const guest = await otherAccount(t, 'guest', 'kumiko-guest');
    await t.database.db
      .updateTable('accounts')
      .set({ email: 'kg@mail.example.com' })
      .where('id', '=', await idOf(guest))
      .execute();

    const byNickname = (await operator.get('/api/admin/customers?keyword=KUMIKO')).json();
    expect(byNickname.data.map((c: { nickname: string }) => c.nickname).sort()).toEqual([
      'kumiko-guest',
      'kumiko-search',
    ]);
    expect(byNickname.meta.total).toBe(2);

    const byEmail = (await operator.get('/api/admin/customers?keyword=kg@mail')).json().data;
    expect(byEmail.map((c: { nickname: string }) => c.nickname)).toEqual(['kumiko-guest']);

    const casts = (await operator.get('/api/admin/customers?keyword=kumiko&type=cast')).json().data;
    expect(casts).toEqual([
      expect.objectContaining({ nickname: 'kumiko-search', type: 'cast', status: 'active' }),
    ]);

    const everyone = (await operator.get('/api/admin/customers?perPage=100')).json().data as Array<{
      createdAt: string;
    }>;
    const times = everyone.map((c) => c.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    expect((await operator.get('/api/admin/customers?keyword=kumiko&status=suspended')).json().data).toEqual(
      [],
    );
    const bad = await operator.get('/api/admin/customers?status=sleeping&type=robot');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['status', 'type']);
  });

  it("show one customer's account, profile, services and identification, never the password hash", async () => {
    const cast = t.agent();
    await cast.login('cast');
    const { serviceId } = await publishService(cast, '庭の手入れ');
    const response = await operator.get('/api/admin/customers/demoCast1');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/password|hash|\$argon|\$scrypt/i);
    const customer = response.json().data;
    expect(customer).toMatchObject({
      id: 'demoCast1',
      type: 'cast',
      email: 'cast@example.com',
      status: 'active',
      suspendedAt: null,
      identification: { status: 'not_required', submission: null },
    });
    expect(customer.services).toContainEqual(
      expect.objectContaining({ id: serviceId, title: '庭の手入れ', status: 'publish' }),
    );
    expect(Array.isArray(customer.profile)).toBe(true);
    expect(customer.paid).toEqual({ count: expect.any(Number), amount: expect.any(Number) });

    expect((await operator.get('/api/admin/customers/nobody')).statusCode).toBe(404);
  });

  it('suspended: its session ends, sign-in fails, its services leave the catalogue; restored: all as before', async () => {
    const cast = await otherAccount(t, 'cast', 'suspended-cast');
    const castId = await idOf(cast);
    const { serviceId } = await publishService(cast, '停止されるサービス');
    const draft = await cast.post('/api/services', {
      title: '下書きのまま',
      description: 'まだ公開しないサービス',
      status: 'draft',
      chargeMethod: 'unit_price',
      values: { category: 'cooking', area: 'tokyo', weekdays: ['sat'] },
    });
    expect(draft.statusCode).toBe(201);
    const draftId = draft.json().data.id as string;
    const inCatalogue = async () =>
      ((await t.agent().get('/api/services?perPage=100')).json().data as Array<{ id: string }>).some(
        (s) => s.id === serviceId,
      );
    expect(await inCatalogue()).toBe(true);

    const empty = await operator.post(`/api/admin/customers/${castId}/suspend`, { reason: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.reason).toHaveLength(1);

    const suspended = await operator.post(`/api/admin/customers/${castId}/suspend`, {
      reason: '規約違反の疑い',
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data).toMatchObject({ status: 'suspended', suspensionReason: '規約違反の疑い' });
    expect(suspended.json().data.suspendedAt).toEqual(expect.any(String));

    expect((await cast.get('/api/me')).statusCode).toBe(401);
    const signIn = await t.agent().login('cast', 'suspended-cast@example.com');
    expect(signIn.statusCode).toBe(422);
    expect(await inCatalogue()).toBe(false);
    expect((await t.agent().get(`/api/services/${serviceId}`)).statusCode).toBe(404);
    // The services keep their own status: the console still shows it as published.
    const page = (await operator.get(`/api/admin/customers/${castId}`)).json().data;
    expect(page.services).toContainEqual(expect.objectContaining({ id: serviceId, status: 'publish' }));

    const again = await operator.post(`/api/admin/customers/${castId}/suspend`, { reason: 'もう一度' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('このアカウントはすでに停止されています。');
    expect(
      (await operator.get('/api/admin/customers?keyword=suspended-cast&status=suspended')).json().meta.total,
    ).toBe(1);

    const restored = await operator.post(`/api/admin/customers/${castId}/restore`, {});
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ status: 'active', suspendedAt: null, suspensionReason: '' });
    expect(await inCatalogue()).toBe(true);
    expect((await t.agent().get(`/api/services/${serviceId}`)).statusCode).toBe(200);
    const services = (await operator.get(`/api/admin/customers/${castId}`)).json().data.services;
    expect(services).toContainEqual(expect.objectContaining({ id: draftId, status: 'draft' }));
    expect((await t.agent().login('cast', 'suspended-cast@example.com')).statusCode).toBe(200);
    expect((await operator.post(`/api/admin/customers/${castId}/restore`, {})).statusCode).toBe(409);

    const audit = await auditOf('customer', castId);
    expect(audit.map((e) => e.action)).toEqual(['customer.restore', 'customer.suspend']);
    expect(audit[1]).toMatchObject({
      operatorName: expect.any(String),
      before: { status: 'active', suspendedAt: null, suspensionReason: '' },
      after: { status: 'suspended', suspensionReason: '規約違反の疑い' },
    });
    expect(audit[0]).toMatchObject({
      before: { status: 'suspended', suspensionReason: '規約違反の疑い' },
      after: { status: 'active', suspendedAt: null, suspensionReason: '' },
    });
  });

  it('refuses to suspend or restore what does not exist or has withdrawn', async () => {
    expect((await operator.post('/api/admin/customers/nobody/suspend', { reason: '理由' })).statusCode).toBe(
      404,
    );
    expect((await operator.post('/api/admin/customers/nobody/restore', {})).statusCode).toBe(404);
    const gone = await otherAccount(t, 'guest', 'withdrawn-guest');
    const goneId = await idOf(gone);
    await t.database.db
      .updateTable('accounts')
      .set({ status: 'withdrawn', withdrawn_at: t.clock.now() })
      .where('id', '=', goneId)
      .execute();
    const refused = await operator.post(`/api/admin/customers/${goneId}/suspend`, { reason: '理由' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('退会済みのアカウントは停止も再開もできません。');
    expect((await operator.post(`/api/admin/customers/${goneId}/restore`, {})).statusCode).toBe(409);
    expect(await auditOf('customer', goneId)).toEqual([]);
  });
});

describe('the identification queue', () => {
  beforeAll(async () => {
    await createSiteService(t.database.db, t.clock).saveSettings({
      ...DEMO_SITE,
      features: [...DEMO_SITE.features, { value: 'identification_cast' }],
    });
  });

  it('lists pending submissions, shows their documents to operators only, returns with a reason, then approves the resubmission', async () => {
    const { agent: cast, accountId, uploadId } = await castWithPendingIdentification(t, 'queue-cast');
    const email = 'queue-cast@example.com';

    const pending = (await operator.get('/api/admin/identifications?status=pending')).json();
    expect(pending.data).toContainEqual(
      expect.objectContaining({
        accountId,
        nickname: 'queue-cast',
        type: 'cast',
        documentType: 'drivers_license',
        reviewStatus: 'pending',
      }),
    );
    expect((await operator.get('/api/admin/identifications?status=returned')).json().data).not.toContainEqual(
      expect.objectContaining({ accountId }),
    );

    const detail = (await operator.get(`/api/admin/identifications/${accountId}`)).json().data;
    expect(detail.documents).toEqual([
      expect.objectContaining({
        id: uploadId,
        mime: 'application/pdf',
        url: `/api/admin/identifications/${accountId}/documents/${uploadId}`,
      }),
    ]);
    const document = await operator.get(detail.documents[0].url);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['cache-control']).toContain('no-store');
    expect(document.body).toContain('%PDF-1.7 identity document');
    // Only documents of that submission: another customer's upload, or an unknown one, is not there.
    const other = await castWithPendingIdentification(t, 'other-queue-cast');
    expect(
      (await operator.get(`/api/admin/identifications/${accountId}/documents/${other.uploadId}`)).statusCode,
    ).toBe(404);
    expect((await t.agent().get(detail.documents[0].url)).statusCode).toBe(401);
    expect((await cast.get(detail.documents[0].url)).statusCode).toBe(403);

    const noReason = await operator.post(`/api/admin/identifications/${accountId}/return`, { reason: '' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toHaveLength(1);

    const reason = '免許証の文字が読み取れません。明るい場所で撮り直してください。';
    const returned = await operator.post(`/api/admin/identifications/${accountId}/return`, { reason });
    expect(returned.statusCode).toBe(200);
    expect(returned.json().data).toMatchObject({ reviewStatus: 'returned', reason });

    const mine = (await cast.get('/api/customers/me/identification')).json().data;
    expect(mine).toMatchObject({ status: 'required', submission: { reviewStatus: 'returned', reason } });
    const notices = (await cast.get('/api/casts/notices')).json().data as Array<{
      title: string;
      id: string;
    }>;
    const notice = notices.find((n) => n.title === '本人確認書類が差し戻されました');
    expect(notice).toBeDefined();
    expect((await cast.get(`/api/notices/${notice?.id}`)).json().data.body).toContain(reason);
    const mail = await t.smtp.mailTo(email, (m) => m.subject.includes('本人確認書類が差し戻されました'));
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain('/cast/account-info/identification');

    expect(
      (await operator.post(`/api/admin/identifications/${accountId}/return`, { reason })).statusCode,
    ).toBe(409);
    const notPending = await operator.post(`/api/admin/identifications/${accountId}/approve`, {});
    expect(notPending.statusCode).toBe(409);
    expect(notPending.json().message).toBe('この本人確認は確認待ちではありません。');

    await submitIdentification(cast);
    expect((await cast.get('/api/customers/me/identification')).json().data.submission).toMatchObject({
      reviewStatus: 'pending',
      reason: '',
    });
    expect((await operator.get('/api/admin/identifications?status=pending')).json().data).toContainEqual(
      expect.objectContaining({ accountId }),
    );

    const approved = await operator.post(`/api/admin/identifications/${accountId}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.reviewStatus).toBe('approved');
    expect((await cast.get('/api/customers/me/identification')).json().data.status).toBe('registered');
    expect(
      (await operator.get(`/api/admin/customers/${accountId}`)).json().data.identification,
    ).toMatchObject({
      status: 'registered',
      submission: { reviewStatus: 'approved' },
    });
    expect((await operator.post(`/api/admin/identifications/${accountId}/approve`, {})).statusCode).toBe(409);
    await publishService(cast, '本人確認後のサービス');

    const audit = await auditOf('identification', accountId);
    expect(audit.map((e) => e.action)).toEqual(['identification.approve', 'identification.return']);
    expect(audit[1]).toMatchObject({
      before: { reviewStatus: 'pending', reason: '', reviewedAt: null },
      after: { reviewStatus: 'returned', reason },
    });
    expect(audit[0]).toMatchObject({
      before: { reviewStatus: 'pending', reason: '' },
      after: { reviewStatus: 'approved', reason: '' },
    });
  });

  it('answers 404 for a customer who has submitted nothing', async () => {
    expect((await operator.get('/api/admin/identifications/demoGuest1')).statusCode).toBe(404);
    expect((await operator.post('/api/admin/identifications/demoGuest1/approve', {})).statusCode).toBe(404);
    expect(
      (await operator.post('/api/admin/identifications/demoGuest1/return', { reason: '理由' })).statusCode,
    ).toBe(404);
    expect((await operator.get('/api/admin/identifications?status=unknown')).statusCode).toBe(422);
  });
});
