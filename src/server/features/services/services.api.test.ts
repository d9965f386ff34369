import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCard } from '../../../../test/helpers/entries.ts';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { DEMO_SITE } from '../../db/seed.ts';
import { createSiteService } from '../site/service.ts';

let t: TestApp;
let cast: Agent;
beforeAll(async () => {
  t = await createTestApp();
  cast = t.agent();
  await cast.login('cast');
});
afterAll(() => t?.close());

const service = (overrides: Record<string, unknown> = {}) => ({
  title: '作り置き料理の代行',
  description: '1週間分のおかずを3時間で10品つくります。',
  status: 'publish',
  chargeMethod: 'unit_price',
  values: { category: 'cooking', area: 'tokyo', weekdays: ['sat', 'sun'] },
  ...overrides,
});

async function publish(agent: Agent, overrides: Record<string, unknown> = {}, menus: number[] = [5000]) {
  const created = await agent.post('/api/services', service(overrides));
  expect(created.statusCode).toBe(201);
  const id = created.json().data.id as string;
  for (const price of menus) {
    expect(
      (await agent.post(`/api/services/${id}/menus`, { name: `${price}円コース`, price, unit: '回' }))
        .statusCode,
    ).toBe(201);
  }
  return id;
}

describe("a cast's services", () => {
  it('creates, lists, edits, unpublishes and deletes a service of its own', async () => {
    const id = await publish(cast, {}, [5000, 3000]);
    const own = (await cast.get(`/api/casts/me/services/${id}`)).json().data;
    expect(own).toMatchObject({
      status: 'publish',
      minPrice: { excludingTax: 3000, includingTax: 3300 },
      hourType: 'other',
    });
    expect((await cast.get('/api/casts/me/services')).json().meta.total).toBeGreaterThanOrEqual(1);

    const edited = await cast.put(`/api/services/${id}`, service({ title: '作り置き料理（土日）' }));
    expect(edited.json().data.title).toBe('作り置き料理（土日）');

    expect((await cast.post(`/api/services/${id}/unpublish`)).json().data.status).toBe('unpublish');
    expect((await t.agent().get(`/api/services/${id}`)).statusCode).toBe(404);
    expect((await cast.post(`/api/services/${id}/unpublish`)).statusCode).toBe(409);

    expect((await cast.delete(`/api/services/${id}`)).statusCode).toBe(204);
    expect((await cast.get(`/api/casts/me/services/${id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another cast's service, and refuses guests", async () => {
    const id = await publish(cast);
    const other = t.agent();
    await other.post('/api/customers/emails/send-code', { type: 'cast', email: 'other.cast@example.com' });
    const code = await t.smtp.codeSentTo('other.cast@example.com');
    const token = (
      await other.post('/api/customers/emails/verify-code', {
        type: 'cast',
        email: 'other.cast@example.com',
        code,
      })
    ).json().data.registrationToken;
    await other.post('/api/customers/registers', {
      registrationToken: token,
      customerAccountType: 'individual',
      nickname: 'ほか',
      password: 'other cast password',
      profile: {
        fullName: { lastName: '他', firstName: '者' },
        birthday: '1980-01-01',
        phone: '03-0000-0000',
        address: { postalCode: '100-0001', prefecture: '東京都', city: '千代田区', line1: '1-1' },
      },
    });
    expect((await other.put(`/api/services/${id}`, service())).statusCode).toBe(404);
    expect((await other.delete(`/api/services/${id}`)).statusCode).toBe(404);
    expect((await other.get(`/api/casts/me/services/${id}`)).statusCode).toBe(404);
    expect((await other.post(`/api/services/${id}/unpublish`)).statusCode).toBe(404);
    expect((await other.post(`/api/services/${id}/cancel-listing`)).statusCode).toBe(404);
    expect((await other.post(`/api/services/${id}/menus`, { name: 'x', price: 1 })).statusCode).toBe(404);
    const guest = t.agent();
    await guest.login('guest');
    expect((await guest.post('/api/services', service())).statusCode).toBe(403);
  });

  it('validates the custom fields and the charge method against the site (422 per field)', async () => {
    const refused = await cast.post(
      '/api/services',
      service({ chargeMethod: 'subscription', values: { category: 'golf', weekdays: ['someday'] } }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ chargeMethod: ['選択肢の中から選んでください。'] });
    const values = await cast.post(
      '/api/services',
      service({ values: { category: 'golf', weekdays: ['someday'] } }),
    );
    expect(values.json().errors).toEqual({
      'values.category': ['選択肢の中から選んでください。'],
      'values.area': ['入力してください。'],
      'values.weekdays': ['選択肢の中から選んでください。'],
    });
  });

  it('refuses to publish without identification when the site requires it (409), but keeps drafts possible', async () => {
    const site = createSiteService(t.database.db, t.clock);
    await site.saveSettings({
      ...DEMO_SITE,
      features: [...DEMO_SITE.features, { value: 'identification_cast' }],
    });
    try {
      const refused = await cast.post('/api/services', service());
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('本人確認の完了が必要です');
      expect((await cast.post('/api/services', service({ status: 'draft' }))).statusCode).toBe(201);
    } finally {
      await site.saveSettings(DEMO_SITE);
    }
  });

  it('starts a paid listing when the site charges one, and cancel-listing ends it at the end of the month', async () => {
    const site = createSiteService(t.database.db, t.clock);
    await site.saveSettings({
      ...DEMO_SITE,
      payment: { ...DEMO_SITE.payment, serviceListingFeeMonthly: 980 },
    });
    try {
      const cardless = await cast.post('/api/services', service());
      expect(cardless.statusCode).toBe(409);
      expect(cardless.json().message).toBe('お支払いに使うクレジットカードを登録してください。');
      await saveCard(t, cast);
      const id = await publish(cast);
      const listing = await t.database.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('service_id', '=', id)
        .execute();
      expect(listing).toMatchObject([{ kind: 'listing', amount: 980, periods_paid: 1, status: 'active' }]);
      const canceled = (await cast.post(`/api/services/${id}/cancel-listing`)).json().data;
      expect(Date.parse(canceled.listingEndsAt) - t.clock.now().getTime()).toBeGreaterThan(27 * 86_400_000);
      expect((await cast.post(`/api/services/${id}/cancel-listing`)).statusCode).toBe(409);
      expect((await t.agent().get(`/api/services/${id}`)).statusCode).toBe(200);
      t.clock.advance(32 * 86_400_000);
      expect((await t.agent().get(`/api/services/${id}`)).statusCode).toBe(404);
    } finally {
      await site.saveSettings(DEMO_SITE);
    }
  });
});

describe('a service with entries in progress', () => {
  it('cannot be deleted (409) and stays in the catalogue', async () => {
    const busy = await createTestApp({ hasEntriesInProgress: async () => true });
    try {
      const owner = busy.agent();
      await owner.login('cast');
      const created = await owner.post('/api/services', service());
      const id = created.json().data.id;
      const refused = await owner.delete(`/api/services/${id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('進行中の申し込みがあるため、このサービスは削除できません。');
      expect((await busy.agent().get(`/api/services/${id}`)).statusCode).toBe(200);
      expect((await owner.get(`/api/casts/me/services/${id}`)).json().data.status).toBe('publish');
    } finally {
      await busy.close();
    }
  });
});
