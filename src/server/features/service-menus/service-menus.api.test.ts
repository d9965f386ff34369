import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { DEMO_PASSWORD } from '../../db/seed.ts';
import { hashPassword } from '../auth/password.ts';

let t: TestApp;
let cast: Agent;
let serviceId: string;

beforeAll(async () => {
  t = await createTestApp();
  cast = t.agent();
  await cast.login('cast');
  const created = await cast.post('/api/services', {
    title: '水まわりのおそうじ',
    description: 'キッチンと浴室をきれいにします。',
    status: 'draft',
    chargeMethod: 'unit_price',
    values: { category: 'housework', area: 'tokyo' },
  });
  serviceId = created.json().data.id;
});
afterAll(() => t?.close());

const menu = (overrides: Record<string, unknown> = {}) => ({
  name: '3時間コース',
  price: 9000,
  unit: '回',
  description: '道具はこちらで用意します。',
  durationMinutes: 180,
  values: { duration: '180m', includes: '洗剤・スポンジ' },
  ...overrides,
});
const minPrice = async () => (await cast.get(`/api/casts/me/services/${serviceId}`)).json().data.minPrice;

describe('service menus', () => {
  it('adds, reads, edits and removes a menu, with the price shown both ways and the service kept cheapest', async () => {
    const created = await cast.post(`/api/services/${serviceId}/menus`, menu());
    expect(created.statusCode).toBe(201);
    const menuId = created.json().data.id;
    expect(created.json().data).toEqual({
      id: menuId,
      serviceId,
      name: '3時間コース',
      price: { excludingTax: 9000, includingTax: 9900 },
      unit: '回',
      description: '道具はこちらで用意します。',
      durationMinutes: 180,
      values: { duration: '180m', includes: '洗剤・スポンジ' },
    });
    expect((await cast.get(`/api/casts/me/service-menus/${menuId}`)).json().data).toEqual(
      created.json().data,
    );
    expect(await minPrice()).toEqual({ excludingTax: 9000, includingTax: 9900 });

    const cheaper = await cast.post(`/api/services/${serviceId}/menus`, menu({ name: '1時間', price: 2999 }));
    expect(await minPrice()).toEqual({ excludingTax: 2999, includingTax: 3298 });

    const edited = await cast.put(`/api/service-menus/${menuId}`, menu({ price: 1000, values: {} }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      price: { excludingTax: 1000, includingTax: 1100 },
      values: {},
    });
    expect(await minPrice()).toEqual({ excludingTax: 1000, includingTax: 1100 });

    expect((await cast.delete(`/api/service-menus/${menuId}`)).statusCode).toBe(204);
    expect((await cast.get(`/api/casts/me/service-menus/${menuId}`)).statusCode).toBe(404);
    expect(await minPrice()).toEqual({ excludingTax: 2999, includingTax: 3298 });
    expect((await cast.delete(`/api/service-menus/${cheaper.json().data.id}`)).statusCode).toBe(204);
    expect(await minPrice()).toBeNull();
  });

  it('validates the fixed fields and the menu form (422 per field)', async () => {
    const price = await cast.post(`/api/services/${serviceId}/menus`, menu({ name: '', price: -1 }));
    expect(price.statusCode).toBe(422);
    expect(Object.keys(price.json().errors).sort()).toEqual(['name', 'price']);
    expect((await cast.post(`/api/services/${serviceId}/menus`, menu({ price: 1.5 }))).json().errors).toEqual(
      { price: ['整数を入力してください。'] },
    );
    const values = await cast.post(
      `/api/services/${serviceId}/menus`,
      menu({ values: { duration: 'forever', includes: 'x'.repeat(501) } }),
    );
    expect(values.statusCode).toBe(422);
    expect(values.json().errors).toEqual({
      'values.duration': ['選択肢の中から選んでください。'],
      'values.includes': ['500文字以内で入力してください。'],
    });
  });

  it("answers 404 for another cast's menus and 403 for guests", async () => {
    const menuId = (await cast.post(`/api/services/${serviceId}/menus`, menu())).json().data.id;
    await t.database.db
      .insertInto('accounts')
      .values({
        id: 'otherCast',
        type: 'cast',
        customer_account_type: 'individual',
        email: 'other.cast@example.com',
        email_normalized: 'other.cast@example.com',
        password_hash: await hashPassword(DEMO_PASSWORD),
        nickname: 'ほかのサポーター',
      })
      .execute();
    const other = t.agent();
    expect((await other.login('cast', 'other.cast@example.com')).statusCode).toBe(200);
    expect((await other.get(`/api/casts/me/service-menus/${menuId}`)).statusCode).toBe(404);
    expect((await other.put(`/api/service-menus/${menuId}`, menu())).statusCode).toBe(404);
    expect((await other.delete(`/api/service-menus/${menuId}`)).statusCode).toBe(404);
    expect((await other.post(`/api/services/${serviceId}/menus`, menu())).statusCode).toBe(404);
    expect((await other.get(`/api/services/${serviceId}/menus`)).statusCode).toBe(404);
    const guest = t.agent();
    await guest.login('guest');
    expect((await guest.post(`/api/services/${serviceId}/menus`, menu())).statusCode).toBe(403);
    expect((await t.agent().put(`/api/service-menus/${menuId}`, menu())).statusCode).toBe(401);
  });
});
