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
  menus: [{ name: '3時間', price: 5000, unit: '回' }],
  ...overrides,
});

async function publish(agent: Agent, overrides: Record<string, unknown> = {}, prices: number[] = [5000]) {
  const menus = prices.map((price) => ({ name: `${price}円コース`, price, unit: '回' }));
  const created = await agent.post('/api/services', service({ menus, ...overrides }));
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as string;
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
      // Editing without a status keeps it published and leaves the cancelled listing cancelled.
      const edited = await cast.put(`/api/services/${id}`, service({ status: undefined, title: '最後の月' }));
      expect(edited.json().data).toMatchObject({
        title: '最後の月',
        status: 'publish',
        listingEndsAt: canceled.listingEndsAt,
      });
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

describe('publishing needs a priced menu', () => {
  const menuRequired = '料金を設定したメニューを1つ以上追加すると公開できます。';
  // The listing test above moved the clock past the session's lifetime.
  beforeAll(() => cast.login('cast'));

  it('keeps a service without a menu a draft, says why, and publishes it once a menu has a price', async () => {
    const before = (await cast.get('/api/casts/me/services')).json().meta.total;
    const refused = await cast.post('/api/services', service({ menus: [] }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(menuRequired);
    expect((await cast.get('/api/casts/me/services')).json().meta.total).toBe(before);

    const draft = await cast.post('/api/services', service({ status: 'draft', menus: [] }));
    expect(draft.statusCode).toBe(201);
    const id = draft.json().data.id as string;
    expect(draft.json().data).toMatchObject({ status: 'draft', minPrice: null, publishedAt: null });
    const stillDraft = await cast.put(`/api/services/${id}`, service());
    expect(stillDraft.statusCode).toBe(409);
    expect(stillDraft.json().message).toBe(menuRequired);
    expect((await cast.get(`/api/casts/me/services/${id}`)).json().data.status).toBe('draft');

    const english = await cast.post('/api/services', service({ menus: [] }), { 'accept-language': 'en' });
    expect(english.json().message).toBe('Add at least one menu with a price to publish this service.');

    await cast.post(`/api/services/${id}/menus`, { name: '2時間', price: 4000, unit: '回' });
    const published = await cast.put(`/api/services/${id}`, service());
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({
      status: 'publish',
      minPrice: { excludingTax: 4000, includingTax: 4400 },
    });
    const listed = (await t.agent().get('/api/services?perPage=100')).json().data;
    expect(listed.map((s: { id: string }) => s.id)).toContain(id);
  });

  it('creates a service with its menus in one call, in the order given, and checks each menu (422)', async () => {
    const id = await publish(cast, {}, [6000, 2500]);
    const menus = (await t.agent().get(`/api/services/${id}/menus`)).json().data;
    expect(menus.map((m: { name: string }) => m.name)).toEqual(['6000円コース', '2500円コース']);
    expect((await cast.get(`/api/casts/me/services/${id}`)).json().data.minPrice.excludingTax).toBe(2500);

    const invalid = await cast.post('/api/services', service({ menus: [{ name: '', price: -1 }] }));
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['menus.0.name', 'menus.0.price']);
  });

  it("refuses to remove a published service's last menu (409), and allows it once unpublished", async () => {
    const id = await publish(cast, {}, [5000, 3000]);
    const [first, last] = (await cast.get(`/api/services/${id}/menus`)).json().data;
    expect((await cast.delete(`/api/service-menus/${first.id}`)).statusCode).toBe(204);
    const refused = await cast.delete(`/api/service-menus/${last.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      '公開中のサービスには料金を設定したメニューが1つ以上必要です。ほかのメニューを追加するか、非公開にしてから削除してください。',
    );
    expect((await t.agent().get(`/api/services/${id}/menus`)).json().data).toHaveLength(1);
    expect((await t.agent().get(`/api/services/${id}`)).json().data.minPrice.excludingTax).toBe(3000);

    await cast.post(`/api/services/${id}/unpublish`);
    expect((await cast.delete(`/api/service-menus/${last.id}`)).statusCode).toBe(204);
    expect((await cast.get(`/api/casts/me/services/${id}`)).json().data.minPrice).toBeNull();
    expect((await cast.put(`/api/services/${id}`, service())).statusCode).toBe(409);
  });
});
