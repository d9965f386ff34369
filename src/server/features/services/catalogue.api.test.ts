import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castEntry, entryBody } from '../../../../test/helpers/entries.ts';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';

let t: TestApp;
let cast: Agent;
const ids: Record<string, string> = {};

async function publish(
  key: string,
  title: string,
  values: Record<string, unknown>,
  price: number,
  status = 'publish',
) {
  const created = await cast.post('/api/services', {
    title,
    description: `${title}の説明です。`,
    status,
    chargeMethod: 'unit_price',
    values,
    menus: [{ name: '基本', price, unit: '回' }],
  });
  ids[key] = created.json().data.id as string;
  t.clock.advance(60_000);
}

beforeAll(async () => {
  t = await createTestApp();
  cast = t.agent();
  await cast.login('cast');
  await publish(
    'cooking',
    '作り置き料理の代行',
    { category: 'cooking', area: 'tokyo', weekdays: ['sat'] },
    6000,
  );
  await publish(
    'dog',
    '犬の散歩代行',
    { category: 'pets', area: 'kanagawa', weekdays: ['mon', 'tue'] },
    2000,
  );
  await publish('lesson', 'スマホ教室', { category: 'it', area: 'online', weekdays: ['sun'] }, 3500);
  await publish('draft', '下書きの料理サービス', { category: 'cooking', area: 'tokyo' }, 1000, 'draft');
});
afterAll(() => t?.close());

const titles = (body: { data: Array<{ title: string }> }) => body.data.map((s) => s.title);

describe('the public catalogue', () => {
  it('shows when each service was published to the millisecond, as the cast sees it', async () => {
    t.clock.advance(123);
    await publish('timed', '時刻つきのサービス', { category: 'it', area: 'online' }, 1500);
    const own = (await cast.get(`/api/casts/me/services/${ids.timed}`)).json().data;
    expect(own.publishedAt).toMatch(/\.\d{2}[1-9]Z$/);
    const listed = (await t.agent().get(`/api/services?serviceIds=${ids.timed}`)).json().data;
    expect(listed.map((s: { publishedAt: string }) => s.publishedAt)).toEqual([own.publishedAt]);
    const detail = (await t.agent().get(`/api/services/${ids.timed}`)).json().data;
    expect(detail.publishedAt).toBe(own.publishedAt);
    await cast.delete(`/api/services/${ids.timed}`);
  });

  it('lists only published services, newest first, with tax shown both ways', async () => {
    const body = (await t.agent().get('/api/services')).json();
    expect(titles(body)).toEqual(['スマホ教室', '犬の散歩代行', '作り置き料理の代行']);
    expect(body.data[0]).toMatchObject({
      minPrice: { excludingTax: 3500, includingTax: 3850 },
      cast: { nickname: '山田 花子' },
    });
  });

  it('finds Japanese text inside words, every keyword required', async () => {
    expect(
      titles((await t.agent().get(`/api/services?keyword=${encodeURIComponent('料理')}`)).json()),
    ).toEqual(['作り置き料理の代行']);
    expect(
      titles((await t.agent().get(`/api/services?keyword=${encodeURIComponent('代行 散歩')}`)).json()),
    ).toEqual(['犬の散歩代行']);
    expect((await t.agent().get(`/api/services?keyword=${encodeURIComponent('100%')}`)).json().data).toEqual(
      [],
    );
  });

  it('filters by each kind of search field', async () => {
    const search = async (custom: unknown) =>
      titles(
        (await t.agent().get(`/api/services?custom=${encodeURIComponent(JSON.stringify(custom))}`)).json(),
      );
    expect(await search({ category: 'pets' })).toEqual(['犬の散歩代行']);
    expect(await search({ weekdays: ['sat', 'sun'] })).toEqual(['スマホ教室', '作り置き料理の代行']);
    expect(await search({ price: { min: 3000, max: 5000 } })).toEqual(['スマホ教室']);
    expect(await search({ area: 'online', weekdays: ['sun'] })).toEqual(['スマホ教室']);
    const refused = await t
      .agent()
      .get(`/api/services?custom=${encodeURIComponent(JSON.stringify({ category: 'golf' }))}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'custom.category': ['選択肢の中から選んでください。'] });
  });

  it('sorts by price and picks services by id', async () => {
    expect(titles((await t.agent().get('/api/services?orderBy=price_asc')).json())).toEqual([
      '犬の散歩代行',
      'スマホ教室',
      '作り置き料理の代行',
    ]);
    expect(titles((await t.agent().get('/api/services?orderBy=price_desc')).json())).toEqual([
      '作り置き料理の代行',
      'スマホ教室',
      '犬の散歩代行',
    ]);
    expect(titles((await t.agent().get(`/api/services?serviceIds=${ids.dog},${ids.draft}`)).json())).toEqual([
      '犬の散歩代行',
    ]);
  });

  it('pages with totals, and bounds the page size and the order', async () => {
    const first = (await t.agent().get('/api/services?perPage=2')).json();
    expect(first.meta).toEqual({ currentPage: 1, lastPage: 2, perPage: 2, total: 3 });
    expect(titles((await t.agent().get('/api/services?perPage=2&page=2')).json())).toEqual([
      '作り置き料理の代行',
    ]);
    expect((await t.agent().get('/api/services?perPage=101')).statusCode).toBe(422);
    const order = await t.agent().get('/api/services?orderBy=cheapest');
    expect(order.statusCode).toBe(422);
    expect(Object.keys(order.json().errors)).toEqual(['orderBy']);
  });

  it('shows a service with its menus, and hides drafts', async () => {
    const detail = (await t.agent().get(`/api/services/${ids.cooking}`)).json().data;
    expect(detail.menus).toEqual([
      expect.objectContaining({
        name: '基本',
        price: { excludingTax: 6000, includingTax: 6600 },
        unit: '回',
      }),
    ]);
    expect((await t.agent().get(`/api/services/${ids.draft}`)).statusCode).toBe(404);
    expect((await t.agent().get(`/api/services/${ids.draft}/menus`)).statusCode).toBe(404);
  });
});

describe('favorites', () => {
  it('lets a guest favorite services, idempotently, and lists them newest first', async () => {
    const guest = t.agent();
    await guest.login('guest');
    expect((await guest.put(`/api/guests/me/services/${ids.dog}/favorite`)).statusCode).toBe(204);
    expect((await guest.put(`/api/guests/me/services/${ids.dog}/favorite`)).statusCode).toBe(204);
    t.clock.advance(1000);
    await guest.put(`/api/guests/me/services/${ids.lesson}/favorite`);
    const list = (await guest.get('/api/guests/me/services/favorites')).json();
    expect(titles(list)).toEqual(['スマホ教室', '犬の散歩代行']);
    expect(list.data.every((s: { favorited: boolean }) => s.favorited)).toBe(true);
    expect((await guest.get(`/api/services/${ids.dog}`)).json().data).toMatchObject({
      favorited: true,
      favoriteCount: 1,
    });
    expect((await t.agent().get(`/api/services/${ids.dog}`)).json().data.favorited).toBe(false);

    expect((await guest.delete(`/api/guests/me/services/${ids.dog}/favorite`)).statusCode).toBe(204);
    expect((await guest.get(`/api/services/${ids.dog}`)).json().data).toMatchObject({
      favorited: false,
      favoriteCount: 0,
    });
    expect((await guest.put(`/api/guests/me/services/${ids.draft}/favorite`)).statusCode).toBe(404);
    expect((await cast.put(`/api/guests/me/services/${ids.dog}/favorite`)).statusCode).toBe(403);
  });
});

describe('favorites and popularity', () => {
  it('orders by how many guests favorited a service', async () => {
    const guest = t.agent();
    await guest.login('guest');
    t.clock.advance(1000);
    await guest.put(`/api/guests/me/services/${ids.cooking}/favorite`);
    const body = (await t.agent().get('/api/services?orderBy=popularity')).json();
    expect(body.data.map((s: { favoriteCount: number }) => s.favoriteCount)).toEqual([1, 1, 0]);
    expect(titles(body)).toEqual(['スマホ教室', '作り置き料理の代行', '犬の散歩代行']);
  });

  it('drops a favorite from the list, and from its total, once the service leaves the catalogue', async () => {
    const guest = t.agent();
    await guest.login('guest');
    await publish('leaving', '近々終了するサービス', { category: 'it', area: 'online' }, 1000);
    await guest.put(`/api/guests/me/services/${ids.leaving}/favorite`);
    const before = (await guest.get('/api/guests/me/services/favorites?perPage=1')).json();
    expect(titles(before)).toEqual(['近々終了するサービス']);
    expect(before.meta).toEqual({ currentPage: 1, lastPage: 3, perPage: 1, total: 3 });
    await cast.post(`/api/services/${ids.leaving}/unpublish`);
    const after = (await guest.get('/api/guests/me/services/favorites')).json();
    expect(titles(after)).toEqual(['作り置き料理の代行', 'スマホ教室']);
    expect(after.meta.total).toBe(2);
    expect((await t.agent().get('/api/guests/me/services/favorites')).statusCode).toBe(401);
  });
});

describe('popularity', () => {
  it('puts the most booked first, before the more favorited', async () => {
    const guest = t.agent();
    await guest.login('guest');
    const menuId = (await cast.get(`/api/services/${ids.dog}/menus`)).json().data[0].id;
    const entered = await guest.post(
      `/api/services/${ids.dog}/entries`,
      entryBody({ serviceMenuId: menuId }),
    );
    const booked = await cast.post(castEntry(entered.json().data.id, '/approve'));
    expect(booked.json().data.status).toBe('matched');
    const body = (await t.agent().get('/api/services?orderBy=popularity')).json();
    expect(titles(body)).toEqual(['犬の散歩代行', 'スマホ教室', '作り置き料理の代行']);
    expect(body.data.map((s: { favoriteCount: number }) => s.favoriteCount)).toEqual([0, 1, 1]);
  });
});

describe('menus of a draft', () => {
  it('are read by their owner only', async () => {
    expect((await cast.get(`/api/services/${ids.draft}/menus`)).json().data).toHaveLength(1);
    const guest = t.agent();
    await guest.login('guest');
    expect((await guest.get(`/api/services/${ids.draft}/menus`)).statusCode).toBe(404);
  });
});
