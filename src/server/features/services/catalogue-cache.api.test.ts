import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { DEMO_SITE } from '../../db/seed.ts';

/**
 * The signed-out catalogue is answered from memory (./catalogue-cache.ts): every write that can change
 * an answer must show in the next one. Each test reads the page first, so it is kept, then writes, then
 * reads again.
 */
let t: TestApp;
let cast: Agent;
let guest: Agent;
let operator: Agent;
let castId: string;

interface Listed {
  id: string;
  title: string;
  values: Record<string, unknown>;
  minPrice: { excludingTax: number; includingTax: number };
  cast: { nickname: string };
  favoriteCount: number;
  rating: { average: number | null; count: number };
}
const page = async (query = ''): Promise<Listed[]> => {
  const response = await t.agent().get(`/api/services?perPage=50${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const find = async (id: string) => (await page()).find((s) => s.id === id);

const serviceBody = (title: string) => ({
  title,
  description: `${title}の説明です。`,
  status: 'publish',
  chargeMethod: 'unit_price',
  values: { category: 'cooking', area: 'tokyo' },
});

async function publish(title: string, price = 3000): Promise<string> {
  const created = await cast.post('/api/services', {
    ...serviceBody(title),
    menus: [{ name: '基本', price, unit: '回' }],
  });
  expect(created.statusCode, created.body).toBe(201);
  t.clock.advance(1000);
  return created.json().data.id;
}

beforeAll(async () => {
  t = await createTestApp();
  cast = t.agent();
  guest = t.agent();
  operator = t.agent();
  await cast.login('cast');
  await guest.login('guest');
  expect((await operator.loginOperator()).statusCode).toBe(200);
  castId = (await cast.get('/api/me')).json().data.id;
});
afterAll(() => t?.close());

describe('the kept catalogue answers', () => {
  it('answers the same bytes from memory as the page it kept', async () => {
    await publish('記憶の確認');
    const url = '/api/services?perPage=5';
    const first = await t.agent().get(url);
    // No XSRF token either: the answer is the same for every visitor, headers included.
    expect(first.headers['set-cookie']).toBeUndefined();
    // On PostgreSQL the publish's own notification may still be on its way, and clear the page once more.
    const until = Date.now() + 2000;
    let kept = false;
    while (!kept && Date.now() < until) {
      const before = t.database.statementsSent();
      const again = await t.agent().get(url);
      kept = t.database.statementsSent() === before;
      expect(again.body).toBe(first.body);
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.headers['cache-control']).toBe('no-store');
    }
    expect(kept).toBe(true);
  });

  it('never keeps a refused query: each asking of it is refused', async () => {
    for (let i = 0; i < 2; i++) {
      const refused = await t.agent().get('/api/services?orderBy=cheapest');
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['orderBy']);
    }
  });

  it('shows a new published service, an edit, an unpublish and a deletion at once', async () => {
    await page();
    const id = await publish('新しく公開した料理');
    expect((await find(id))?.title).toBe('新しく公開した料理');

    const edited = await cast.put(`/api/services/${id}`, serviceBody('題名を変えた料理'));
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await find(id))?.title).toBe('題名を変えた料理');

    expect((await cast.post(`/api/services/${id}/unpublish`, {})).statusCode).toBe(200);
    expect(await find(id)).toBeUndefined();

    const other = await publish('消す料理');
    expect(await find(other)).toBeDefined();
    expect((await cast.delete(`/api/services/${other}`)).statusCode).toBe(204);
    expect(await find(other)).toBeUndefined();
  });

  it('shows a menu’s new price', async () => {
    const id = await publish('値段の変わる料理', 3000);
    expect((await find(id))?.minPrice.excludingTax).toBe(3000);
    const added = await cast.post(`/api/services/${id}/menus`, { name: '短時間', price: 1200, unit: '回' });
    expect(added.statusCode, added.body).toBe(201);
    expect((await find(id))?.minPrice.excludingTax).toBe(1200);
  });

  it('shows a favorite counted', async () => {
    const id = await publish('お気に入りの料理');
    expect((await find(id))?.favoriteCount).toBe(0);
    expect((await guest.put(`/api/guests/me/services/${id}/favorite`, {})).statusCode).toBe(204);
    expect((await find(id))?.favoriteCount).toBe(1);
  });

  it('shows the cast’s new nickname', async () => {
    const id = await publish('名前の変わる料理');
    const saved = await cast.put('/api/casts/me/account-info', {
      nickname: '新しい名前',
      notificationTiming: 'always',
      profile: {
        fullName: { lastName: '山田', firstName: '花子', lastNameKana: 'ヤマダ', firstNameKana: 'ハナコ' },
        phone: '03-1234-5678',
        address: { postalCode: '1500001', prefecture: '東京都', city: '渋谷区', line1: '神宮前1-1-1' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await find(id))?.cast.nickname).toBe('新しい名前');
  });

  it('shows prices at a newly published tax rate', async () => {
    const id = await publish('税率の変わる料理', 1000);
    expect((await find(id))?.minPrice.includingTax).toBe(1100);
    const settings = { ...DEMO_SITE, payment: { ...DEMO_SITE.payment, taxRate: 0.08 } };
    expect((await operator.put('/api/admin/site', settings)).statusCode).toBe(200);
    expect((await operator.post('/api/admin/site/publish')).statusCode).toBe(200);
    expect((await find(id))?.minPrice.includingTax).toBe(1080);
  });

  it('hides a field the operator makes private', async () => {
    const id = await publish('項目の隠れる料理');
    expect((await find(id))?.values).toHaveProperty('area', 'tokyo');
    const url = '/api/admin/schemas/service.create';
    const fields = (await operator.get(url)).json().data.fields as Array<Record<string, unknown>>;
    const saved = await operator.put(url, {
      fields: fields.map((field) => (field.key === 'area' ? { ...field, private: true } : field)),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await find(id))?.values).not.toHaveProperty('area');
  });

  it('shows a rating written inside a transaction by any feature of this process, once it commits', async () => {
    // Reviews are written by the entries feature inside its step's transaction; any write counts.
    const id = await publish('評価される料理');
    expect((await find(id))?.rating).toEqual({ average: null, count: 0 });
    await t.database.db.transaction().execute(async (trx) => {
      await sql`update services set rating_average = 4.5, review_count = 2 where id = ${id}`.execute(trx);
    });
    expect((await find(id))?.rating).toEqual({ average: 4.5, count: 2 });
  });

  it('forgets an answer after a few seconds (a listing whose end passes announces nothing)', async () => {
    const id = await publish('掲載の終わる料理');
    await t.database.db
      .updateTable('services')
      .set({ listing_ends_at: new Date(t.clock.now().getTime() + 60_000) })
      .where('id', '=', id)
      .execute();
    expect(await find(id)).toBeDefined();
    t.clock.advance(61_000);
    expect(await find(id)).toBeUndefined();
  });

  it('answers signed-in callers from the database, with their own favorites', async () => {
    const id = await publish('自分のお気に入り');
    await page();
    expect((await guest.put(`/api/guests/me/services/${id}/favorite`, {})).statusCode).toBe(204);
    const mine = (await guest.get('/api/services?perPage=50')).json().data as Array<
      Listed & { favorited: boolean }
    >;
    expect(mine.find((s) => s.id === id)?.favorited).toBe(true);
    expect((await page()).find((s) => s.id === id)).toMatchObject({ favorited: false });
  });

  it('hides a suspended cast’s services and shows them again once restored', async () => {
    const id = await publish('停止される料理');
    expect(await find(id)).toBeDefined();
    const suspended = await operator.post(`/api/admin/customers/${castId}/suspend`, { reason: '確認のため' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await find(id)).toBeUndefined();
    expect((await operator.post(`/api/admin/customers/${castId}/restore`, {})).statusCode).toBe(200);
    expect(await find(id)).toBeDefined();
  });
});
