import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEntry } from '../../../../test/helpers/entries.ts';
import {
  type Agent,
  createTestApp,
  signInDemoParties,
  type TestApp,
} from '../../../../test/helpers/test-app.ts';
import { field } from '../../../core/forms/form-schema.ts';
import { createFormSchemas } from '../form-schemas/service.ts';

let t: TestApp;
let cast: Agent;
let guest: Agent;

/** More guests, straight into the database (how they signed up does not matter), each newer than the last. */
async function addGuest(id: string, nickname: string, type: 'individual' | 'company', introduction: string) {
  const newest = await t.database.db
    .selectFrom('accounts')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('type', '=', 'guest')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('accounts')
    .values({
      id,
      type: 'guest',
      customer_account_type: type,
      email: `${id}@example.com`,
      email_normalized: `${id}@example.com`,
      password_hash: 'not used',
      nickname,
      profile: JSON.stringify({ introduction, phone: '090-0000-0000' }),
      created_at: new Date(new Date(newest.at).getTime() + 60_000),
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  ({ cast, guest } = await signInDemoParties(t));
  const saved = await guest.put('/api/guests/me/account-info', {
    nickname: '佐藤 太郎',
    notificationTiming: 'always',
    profile: {
      fullName: { lastName: '佐藤', firstName: '太郎' },
      phone: '03-1234-5678',
      introduction: '猫が2匹います。旅行中のお世話をお願いしたいです。',
    },
  });
  expect(saved.statusCode).toBe(200);
  await addGuest('guestDog', '田中 誠', 'individual', '柴犬の散歩をお願いしたいです。');
  await addGuest('guestCompany', '株式会社ミナト', 'company', '事務所の定期清掃をお願いしたいです。');
});
afterAll(() => t?.close());

const nicknames = (body: { data: Array<{ nickname: string }> }) => body.data.map((g) => g.nickname);
const list = async (query = '') => {
  const response = await cast.get(`/api/guests${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('browsing guests', () => {
  it('is for casts only', async () => {
    expect((await t.agent().get('/api/guests')).statusCode).toBe(401);
    expect((await guest.get('/api/guests')).statusCode).toBe(403);
  });

  it('lists guests newest first with their public profile only', async () => {
    const body = await list();
    expect(nicknames(body)).toEqual(['株式会社ミナト', '田中 誠', '佐藤 太郎']);
    expect(body.meta).toEqual({ currentPage: 1, lastPage: 1, perPage: 20, total: 3 });
    const sato = body.data.find((g: { nickname: string }) => g.nickname === '佐藤 太郎');
    expect(sato).toEqual({
      id: 'demoGuest1',
      nickname: '佐藤 太郎',
      customerAccountType: 'individual',
      avatarUrl: null,
      values: { introduction: '猫が2匹います。旅行中のお世話をお願いしたいです。' },
      rating: { average: null, count: 0 },
      registeredAt: expect.any(String),
      favorited: false,
    });
    expect(JSON.stringify(body)).not.toContain('090-0000-0000');
  });

  it('filters by account type and by the guests search form, and pages', async () => {
    expect(nicknames(await list('?type=company'))).toEqual(['株式会社ミナト']);
    const custom = (filters: unknown) => `?custom=${encodeURIComponent(JSON.stringify(filters))}`;
    expect(nicknames(await list(custom({ introduction: '柴犬' })))).toEqual(['田中 誠']);
    expect(nicknames(await list(custom({ introduction: 'お願い' })))).toHaveLength(3);
    const paged = await list('?perPage=2&page=2');
    expect(nicknames(paged)).toEqual(['佐藤 太郎']);
    expect(paged.meta).toEqual({ currentPage: 2, lastPage: 2, perPage: 2, total: 3 });
  });

  it('refuses to filter by a field no profile shows, even when the search form lists it', async () => {
    const schemas = createFormSchemas(t.database.db, t.clock, async () => []);
    // Public in the profile form, but private in a registration form: private everywhere.
    const memberNumber = field({ key: 'memberNumber', type: 'text', label: '会員番号' });
    await schemas.saveFields('guests/edit', [
      ...(await schemas.getFields('guests/edit')),
      memberNumber,
      field({ key: 'birthday', type: 'birthday', label: '生年月日' }),
    ]);
    await schemas.saveFields('customer-accounts/registers/guest/individual', [
      ...(await schemas.getFields('customer-accounts/registers/guest/individual')),
      { ...memberNumber, private: true },
    ]);
    await schemas.saveFields('guests/search', [
      field({ key: 'introduction', type: 'text', label: '自己紹介' }),
      field({ key: 'phone', type: 'text', label: '電話番号' }),
      memberNumber,
      field({ key: 'birthday', type: 'birthday', label: '生年月日' }),
    ]);
    for (const filter of [{ phone: '090' }, { memberNumber: '1' }, { birthday: { from: '2000-01-01' } }]) {
      const refused = await cast.get(`/api/guests?custom=${encodeURIComponent(JSON.stringify(filter))}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        [`custom.${Object.keys(filter)[0]}`]: ['この項目は受け付けていません。'],
      });
    }
    expect((await cast.get('/api/guests?orderBy=cheapest')).statusCode).toBe(422);
  });

  it('sorts by the reviews casts wrote about each guest', async () => {
    const service = await cast.post('/api/services', {
      title: '猫のお世話',
      description: 'ごはんとトイレのお世話をします。',
      status: 'publish',
      chargeMethod: 'unit_price',
      values: { category: 'pets', area: 'tokyo' },
      menus: [{ name: '1回', price: 3000 }],
    });
    const entryId = await insertEntry(t.database.db, {
      serviceId: service.json().data.id,
      castId: 'demoCast1',
      guestId: 'guestDog',
      at: t.clock.now(),
    });
    await t.database.db
      .insertInto('reviews')
      .values({
        id: 'reviewOfGuestDog',
        entry_id: entryId,
        service_id: service.json().data.id,
        author_id: 'demoCast1',
        subject_id: 'guestDog',
        rating: 5,
        comment: '丁寧にご対応いただきました。',
        published_at: t.clock.now(),
      })
      .execute();
    const body = await list('?orderBy=rating');
    expect(nicknames(body)).toEqual(['田中 誠', '株式会社ミナト', '佐藤 太郎']);
    expect(body.data[0].rating).toEqual({ average: 5, count: 1 });
  });

  it('leaves withdrawn guests out', async () => {
    expect((await guest.patch('/api/guests/me/withdraw')).statusCode).toBe(204);
    expect(nicknames(await list())).toEqual(['株式会社ミナト', '田中 誠']);
  });
});
