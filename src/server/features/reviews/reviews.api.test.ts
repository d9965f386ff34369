import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEntry } from '../../../../test/helpers/entries.ts';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { refreshServiceRating } from './service-rating.ts';

let t: TestApp;
let cast: Agent;
const ids: Record<string, string> = {};

async function publish(key: string, title: string, status = 'publish') {
  const created = await cast.post('/api/services', {
    title,
    description: `${title}です。`,
    status,
    chargeMethod: 'unit_price',
    values: { category: 'housework', area: 'tokyo' },
    menus: [{ name: '2時間', price: 6000 }],
  });
  ids[key] = created.json().data.id;
  t.clock.advance(60_000);
}

/** What the entries feature does when a review is published: store it and recount the service. */
async function review(serviceId: string, rating: number, comment: string, published: boolean) {
  const entryId = await insertEntry(t.database.db, {
    serviceId,
    castId: 'demoCast1',
    guestId: 'demoGuest1',
    at: t.clock.now(),
  });
  await t.database.db
    .insertInto('reviews')
    .values({
      id: `review${entryId}`,
      entry_id: entryId,
      service_id: serviceId,
      author_id: 'demoGuest1',
      subject_id: 'demoCast1',
      rating,
      comment,
      created_at: t.clock.now(),
      published_at: published ? t.clock.now() : null,
    })
    .execute();
  await refreshServiceRating(t.database.db, serviceId);
  t.clock.advance(60_000);
}

beforeAll(async () => {
  t = await createTestApp();
  cast = t.agent();
  await cast.login('cast');
  await publish('rated', 'よく評価されたおそうじ');
  await publish('fair', 'ふつうのおそうじ');
  await publish('unrated', 'まだ評価のないおそうじ');
  await publish('draft', '下書きのおそうじ', 'draft');
});
afterAll(() => t?.close());

describe('service reviews', () => {
  it('answers an empty page for a service nobody has reviewed', async () => {
    const response = await t.agent().get(`/api/services/${ids.unrated}/reviews`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [],
      meta: { currentPage: 1, lastPage: 1, perPage: 20, total: 0 },
    });
    expect((await t.agent().get(`/api/services/${ids.unrated}`)).json().data.rating).toEqual({
      average: null,
      count: 0,
    });
  });

  it('lists published reviews newest first, with the rating on the service; blind ones stay hidden', async () => {
    await review(ids.rated as string, 5, 'とても丁寧でした。', true);
    await review(ids.rated as string, 4, '時間どおりに来てくれました。', true);
    await review(ids.rated as string, 1, 'まだ公開されていないレビュー', false);
    const page = (await t.agent().get(`/api/services/${ids.rated}/reviews?perPage=1`)).json();
    expect(page.data).toEqual([
      {
        id: expect.any(String),
        rating: 4,
        comment: '時間どおりに来てくれました。',
        author: { nickname: '佐藤 太郎' },
        publishedAt: expect.any(String),
      },
    ]);
    expect(page.meta).toEqual({ currentPage: 1, lastPage: 2, perPage: 1, total: 2 });
    expect((await t.agent().get(`/api/services/${ids.rated}`)).json().data.rating).toEqual({
      average: 4.5,
      count: 2,
    });
  });

  it('orders the catalogue by rating, unrated services last and newest first among them', async () => {
    await review(ids.fair as string, 3, 'ふつうでした。', true);
    const body = (await t.agent().get('/api/services?orderBy=rating')).json();
    expect(body.data.map((s: { title: string }) => s.title)).toEqual([
      'よく評価されたおそうじ',
      'ふつうのおそうじ',
      'まだ評価のないおそうじ',
    ]);
  });

  it('answers 404 for a service that is not public', async () => {
    expect((await t.agent().get(`/api/services/${ids.draft}/reviews`)).statusCode).toBe(404);
    expect((await t.agent().get('/api/services/nosuchservice/reviews')).statusCode).toBe(404);
  });
});
