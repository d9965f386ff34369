import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishService, saveCard } from '../../../../test/helpers/entries.ts';
import { submitIdentification } from '../../../../test/helpers/identification.ts';
import { addAccount, publishedReview, setStatus } from '../../../../test/helpers/people.ts';
import {
  type Agent,
  createTestApp,
  signInDemoParties,
  type TestApp,
} from '../../../../test/helpers/test-app.ts';
import { type FormField, field, SCHEMA_KEYS } from '../../../core/forms/form-schema.ts';
import { SCHEMA_INFO } from '../../../core/forms/schema-keys.ts';
import { createFormSchemas } from '../form-schemas/service.ts';

let t: TestApp;
let cast: Agent;
let guest: Agent;
beforeAll(async () => {
  t = await createTestApp();
  ({ cast, guest } = await signInDemoParties(t));
});
afterAll(() => t?.close());

const castProfile = (agent: Agent, castId = 'demoCast1') => agent.get(`/api/guests/casts/${castId}`);
const guestProfile = (agent: Agent, guestId = 'demoGuest1') => agent.get(`/api/casts/guests/${guestId}`);

describe('what a profile shows', () => {
  const RECORDS = ['castProfile', 'guestProfile', 'belongings'] as const;
  const PERSONAL_TYPES = ['email', 'address', 'birthday'];

  /** Every field of every form writing the record, with the operator's own additions. */
  async function fieldsOf(record: (typeof RECORDS)[number]): Promise<FormField[]> {
    const schemas = createFormSchemas(t.database.db, t.clock, async () => []);
    const forms = SCHEMA_KEYS.filter((key) => SCHEMA_INFO[key].store === record);
    return (await Promise.all(forms.map((key) => schemas.getFields(key)))).flat();
  }

  it('a profile never contains a private field, checked against every private field of every schema, on both roles', async () => {
    // The operator's own fields: private in a registration form only, personal data not marked private,
    // and a private field of belongings.
    const schemas = createFormSchemas(t.database.db, t.clock, async () => []);
    const add = async (key: (typeof SCHEMA_KEYS)[number], ...extra: FormField[]) =>
      schemas.saveFields(key, [...(await schemas.getFields(key)), ...extra]);
    await add(
      'customer-accounts/registers/cast/company',
      field({ key: 'taxOffice', type: 'text', label: '所轄税務署', private: true }),
    );
    await add(
      'casts/edit',
      field({ key: 'taxOffice', type: 'text', label: '所轄税務署' }),
      field({ key: 'contactMail', type: 'email', label: '連絡用メール' }),
      field({ key: 'motto', type: 'text', label: 'モットー' }),
    );
    await add(
      'customer-accounts/registers/guest/individual',
      field({ key: 'memberNumber', type: 'text', label: '会員番号', private: true }),
    );
    await add(
      'guests/edit',
      field({ key: 'memberNumber', type: 'text', label: '会員番号' }),
      field({ key: 'hometown', type: 'address', label: '出身地' }),
    );
    await add(
      'guests/belongings/edit',
      field({ key: 'microchip', type: 'text', label: 'マイクロチップ番号', private: true }),
    );

    // A distinctive value for every key each record's forms ask for, sorted into hidden and shown.
    const hidden: string[] = [];
    const shown: Record<string, Record<string, string>> = {};
    const values: Record<string, Record<string, string>> = {};
    for (const record of RECORDS) {
      const fields = await fieldsOf(record);
      const secret = new Set(
        fields.filter((f) => f.private || PERSONAL_TYPES.includes(f.type)).map((f) => f.key),
      );
      values[record] = {};
      shown[record] = {};
      for (const { key } of fields) {
        const value = `${record}-${key}-${secret.has(key) ? 'secret' : 'public'}-値`;
        values[record][key] = value;
        if (secret.has(key)) hidden.push(value);
        else shown[record][key] = value;
      }
    }
    expect(hidden.length).toBeGreaterThanOrEqual(12);
    const db = t.database.db;
    for (const [id, record] of [
      ['demoCast1', 'castProfile'],
      ['demoGuest1', 'guestProfile'],
    ] as const) {
      await db
        .updateTable('accounts')
        .set({ profile: JSON.stringify(values[record]) })
        .where('id', '=', id)
        .execute();
    }
    await db
      .insertInto('guest_belongings')
      .values({
        id: 'belongingOfGuest1',
        account_id: 'demoGuest1',
        values: JSON.stringify(values.belongings),
      })
      .execute();

    // What else an account keeps: bank account, card, identification.
    for (const agent of [cast, guest]) {
      const bank = await agent.put('/api/customers/me/bank-account', {
        bankCode: '0001',
        bankName: 'みずほ銀行',
        branchCode: '123',
        branchName: '秘密支店',
        accountType: 'futsu',
        accountNumber: '9876543',
        holderName: 'ﾋﾐﾂ ﾒｲｷﾞ',
      });
      expect(bank.statusCode).toBe(200);
      await saveCard(t, agent);
    }
    const documents = [await submitIdentification(cast), await submitIdentification(guest)];
    const cards = await db.selectFrom('payment_cards').select(['customer_ref', 'card_ref']).execute();
    const secrets = [
      ...hidden,
      'cast@example.com',
      'guest@example.com',
      '9876543',
      '秘密支店',
      'ﾋﾐﾂ',
      'ヒミツ',
      'drivers_license',
      ...documents,
      ...cards.flatMap((card) => [card.customer_ref, card.card_ref]),
    ];

    expect((await cast.put('/api/casts/me/guests/demoGuest1/favorite')).statusCode).toBe(204);
    const answers = {
      castProfile: await castProfile(t.agent()),
      castProfileToTheGuest: await castProfile(guest),
      guestProfile: await guestProfile(t.agent()),
      guestProfileToTheCast: await guestProfile(cast),
      guests: await cast.get('/api/guests'),
      favoriteGuests: await cast.get('/api/casts/me/guests/favorites'),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.statusCode, name).toBe(200);
      for (const secret of secrets) expect(answer.body, `${name} shows ${secret}`).not.toContain(secret);
    }
    // What is shown is exactly the public values.
    expect(answers.castProfile.json().data.values).toEqual(shown.castProfile);
    expect(answers.guestProfile.json().data.values).toEqual(shown.guestProfile);
    expect(answers.guestProfile.json().data.belongings).toEqual([
      { id: 'belongingOfGuest1', values: shown.belongings },
    ]);
    expect(answers.guests.json().data[0].values).toEqual(shown.guestProfile);
    expect(answers.favoriteGuests.json().data[0].values).toEqual(shown.guestProfile);
    expect(Object.keys(shown.castProfile ?? {})).toEqual(expect.arrayContaining(['introduction', 'motto']));
  });
});

describe("a cast's profile", () => {
  it('shows their published services, their rating from guests and the ten newest reviews, to anyone', async () => {
    const { serviceId } = await publishService(cast, '週末の作り置き');
    t.clock.advance(60_000);
    await publishService(cast, '平日の作り置き');
    const draft = await cast.post('/api/services', {
      title: '準備中のサービス',
      description: '下書きです。',
      status: 'draft',
      chargeMethod: 'unit_price',
      values: { category: 'cooking', area: 'tokyo' },
    });
    expect(draft.statusCode).toBe(201);
    for (let n = 1; n <= 11; n += 1) {
      await publishedReview(t, {
        serviceId,
        castId: 'demoCast1',
        guestId: 'demoGuest1',
        authorId: 'demoGuest1',
        rating: n === 11 ? 1 : 5,
        comment: `${n}回目のレビュー`,
      });
      t.clock.advance(60_000);
    }
    // A review the cast wrote about the guest is not the cast's.
    await publishedReview(t, {
      serviceId,
      castId: 'demoCast1',
      guestId: 'demoGuest1',
      authorId: 'demoCast1',
      rating: 2,
      comment: 'キャストからのレビュー',
    });
    const favorited = await guest.put(`/api/guests/me/services/${serviceId}/favorite`);
    expect(favorited.statusCode).toBe(204);

    const anonymous = await castProfile(t.agent());
    expect(anonymous.statusCode).toBe(200);
    const profile = anonymous.json().data;
    expect(profile).toMatchObject({
      id: 'demoCast1',
      nickname: '山田 花子',
      customerAccountType: 'individual',
      rating: { average: 4.64, count: 11 },
      registeredAt: expect.any(String),
    });
    expect(profile.services.map((s: { title: string }) => s.title)).toEqual([
      '平日の作り置き',
      '週末の作り置き',
    ]);
    expect(profile.services[1]).toMatchObject({
      id: serviceId,
      cast: { id: 'demoCast1', nickname: '山田 花子' },
      minPrice: { excludingTax: 5000, includingTax: 5500 },
      favorited: false,
    });
    expect(profile.reviews).toHaveLength(10);
    expect(profile.reviews[0]).toEqual({
      id: expect.any(String),
      rating: 1,
      comment: '11回目のレビュー',
      author: { nickname: '佐藤 太郎' },
      publishedAt: expect.any(String),
    });
    expect(profile.reviews.map((r: { comment: string }) => r.comment)).not.toContain('1回目のレビュー');
    // The signed-in guest sees their own favorite marked.
    const toTheGuest = (await castProfile(guest)).json().data;
    expect(toTheGuest.services[1].favorited).toBe(true);
  });
});

describe("a guest's profile", () => {
  it("shows the guest's rating from casts and, to a cast, whether the guest is among their favorites", async () => {
    const anonymous = await guestProfile(t.agent());
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().data).toMatchObject({
      id: 'demoGuest1',
      nickname: '佐藤 太郎',
      rating: { average: 2, count: 1 },
      favorited: false,
    });
    expect((await guestProfile(cast)).json().data.favorited).toBe(true);
    expect((await cast.delete('/api/casts/me/guests/demoGuest1/favorite')).statusCode).toBe(204);
    expect((await guestProfile(cast)).json().data.favorited).toBe(false);
    expect((await guestProfile(guest)).json().data.favorited).toBe(false);
  });

  it('lets anyone read the reviews casts wrote about a guest, page by page', async () => {
    const reviews = await t.agent().get('/api/casts/guests/demoGuest1/reviews?perPage=1');
    expect(reviews.statusCode).toBe(200);
    expect(reviews.json()).toEqual({
      data: [expect.objectContaining({ rating: 2, comment: 'キャストからのレビュー' })],
      meta: { currentPage: 1, lastPage: 1, perPage: 1, total: 1 },
    });
  });
});

describe('profiles that are not there', () => {
  it('answers 404 for a withdrawn or suspended account, an id of the other role, or an unknown id', async () => {
    const withdrawnCast = await addAccount(t, 'cast', '退会した人', { status: 'withdrawn' });
    const suspendedCast = await addAccount(t, 'cast', '停止中の人');
    await setStatus(t, suspendedCast, 'suspended');
    const withdrawnGuest = await addAccount(t, 'guest', '退会したご依頼者', { status: 'withdrawn' });
    const suspendedGuest = await addAccount(t, 'guest', '停止中のご依頼者', { status: 'suspended' });
    const visitor = t.agent();
    for (const id of [withdrawnCast, suspendedCast, 'demoGuest1', 'noSuchAccount']) {
      expect((await castProfile(visitor, id)).statusCode, id).toBe(404);
    }
    for (const id of [withdrawnGuest, suspendedGuest, 'demoCast1', 'noSuchAccount']) {
      expect((await guestProfile(cast, id)).statusCode, id).toBe(404);
      expect((await visitor.get(`/api/casts/guests/${id}/reviews`)).statusCode, id).toBe(404);
    }
    const answer = await castProfile(visitor, withdrawnCast);
    expect(answer.json()).toEqual({ message: '見つかりませんでした。' });
  });
});
