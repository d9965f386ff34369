import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import {
  type DeclineCode,
  PaymentDeclinedError,
  type PaymentProvider,
  PaymentProviderUnavailableError,
} from '../../payments/payment-provider.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const CARD = { publicKey: 'pk_sandbox_tsunagu_demo', expMonth: 12, expYear: 2030, cvc: '123' };

/** What the browser does: ask the provider (here the sandbox, outside /api, no XSRF) for a token. */
function tokenize(number: string | undefined, overrides: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/sandbox-provider/v1/tokens',
    payload: { ...CARD, number, ...overrides },
  });
}

async function saveCard(agent: Agent, number: string) {
  const token = (await tokenize(number)).json().id;
  return agent.put('/api/customers/me/credit-card', { token });
}

describe('credit card', () => {
  it('saves the card behind a token; neither the answer nor the database holds the number', async () => {
    const guest = t.agent();
    await guest.login('guest');
    expect((await guest.get('/api/customers/me/credit-card')).json()).toEqual({ data: null });
    const saved = await saveCard(guest, '4242424242424242');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 });
    expect((await guest.get('/api/customers/me/credit-card')).json().data.last4).toBe('4242');

    expect(JSON.stringify(saved.json())).not.toContain('4242424242424242');
    expect(await everyRowOfEveryTable()).not.toContain('4242424242424242');
  });

  it('saves a card for a cast too (in the g2c flow casts pay)', async () => {
    const cast = t.agent();
    await cast.login('cast');
    expect((await saveCard(cast, '5555555555554444')).json().data).toMatchObject({ last4: '4444' });
    expect((await cast.get('/api/customers/me/credit-card')).json().data).toEqual({
      brand: 'Mastercard',
      last4: '4444',
      expMonth: 12,
      expYear: 2030,
    });
  });

  it('replaces a saved card with a new one, also when two saves race', async () => {
    const guest = t.agent();
    await guest.login('guest');
    await saveCard(guest, '4242424242424242');
    const replaced = await saveCard(guest, '5555555555554444');
    expect(replaced.json().data).toMatchObject({ brand: 'Mastercard', last4: '4444' });
    await Promise.all([saveCard(guest, '4242424242424242'), saveCard(guest, '5555555555554444')]);
    // Every replaced card is gone from the provider too: the account keeps exactly one card there.
    const accountId = (await guest.get('/api/me')).json().data.id;
    const kept = await t.database.db
      .selectFrom('payment_cards')
      .select(['customer_ref', 'card_ref'])
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    const atProvider = await t.database.db
      .selectFrom('sandbox_cards')
      .select('id')
      .where('customer_ref', '=', kept.customer_ref)
      .execute();
    expect(atProvider.map((card) => card.id)).toEqual([kept.card_ref]);
  });

  it('refuses a declined card, a reused token and a stale one with a message on the token', async () => {
    const guest = t.agent();
    await guest.login('guest');
    const declined = await saveCard(guest, '4000000000000002');
    expect(declined.statusCode).toBe(422);
    expect(declined.json()).toEqual({
      message: 'カードが承認されませんでした。別のカードをお試しください。',
      errors: { token: ['カードが承認されませんでした。別のカードをお試しください。'] },
    });

    const token = (await tokenize('4242424242424242')).json().id;
    expect((await guest.put('/api/customers/me/credit-card', { token })).statusCode).toBe(200);
    const reused = await guest.put('/api/customers/me/credit-card', { token });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.token).toEqual([
      'カード情報の有効期限が切れました。もう一度入力してください。',
    ]);

    const stale = (await tokenize('4242424242424242')).json().id;
    t.clock.advance(11 * 60_000);
    expect((await guest.put('/api/customers/me/credit-card', { token: stale })).statusCode).toBe(422);
  });

  it('tokenises without a session or XSRF token, answering only what identifies the card', async () => {
    const response = await tokenize('4242 4242 4242 4242');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^tok_[A-Za-z0-9]+$/),
      card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('tokenises only for the site key', async () => {
    const refused = await tokenize('4242424242424242', { publicKey: 'pk_someone_else' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: { code: 'invalid_public_key' } });
    expect((await tokenize('4242424242424242', { publicKey: undefined })).statusCode).toBe(401);
  });

  it.each([
    ['a Luhn-invalid number', '4242424242424241', {}, 'number', 'invalid_number'],
    ['no number', undefined, {}, 'number', 'invalid_number'],
    ['a past expiry', '4242424242424242', { expMonth: 10, expYear: 2026 }, 'expiry', 'invalid_expiry'],
    ['a 13th month', '4242424242424242', { expMonth: 13 }, 'expiry', 'invalid_expiry'],
    ['an unreadable expiry', '4242424242424242', { expMonth: null }, 'expiry', 'invalid_expiry'],
    ['a two-digit CVC', '4242424242424242', { cvc: '12' }, 'cvc', 'invalid_cvc'],
  ])('refuses %s at tokenisation, naming the field', async (_, number, overrides, field, code) => {
    const refused = await tokenize(number, overrides);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: { field, code } });
  });

  it('asks a signed-out caller to sign in', async () => {
    expect((await t.agent().get('/api/customers/me/credit-card')).statusCode).toBe(401);
    expect((await t.agent().put('/api/customers/me/credit-card', { token: 'tok_x' })).statusCode).toBe(401);
  });
});

describe('credit card with a provider that declines or is down', () => {
  /** A provider that answers a token `tok_<decline code>` with that decline and `tok_down` with an outage. */
  const refusingProvider: PaymentProvider = {
    saveCard: async ({ token }) => {
      if (token === 'tok_down') throw new PaymentProviderUnavailableError();
      throw new PaymentDeclinedError(token.slice('tok_'.length) as DeclineCode);
    },
    deleteCard: async () => {},
    charge: async () => {
      throw new PaymentProviderUnavailableError();
    },
    refund: async () => {
      throw new PaymentProviderUnavailableError();
    },
  };
  let refusing: TestApp;
  beforeAll(async () => {
    refusing = await createTestApp({ paymentProvider: refusingProvider });
  });
  afterAll(() => refusing?.close());

  it.each([
    ['tok_expired_card', 'カードの有効期限が切れています。'],
    ['tok_authentication_required', 'カード会社の本人認証が必要なため、このカードは利用できません。'],
  ])('answers %s with a message on the token', async (token, message) => {
    const guest = refusing.agent();
    await guest.login('guest');
    const refused = await guest.put('/api/customers/me/credit-card', { token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ token: [message] });
  });

  it('asks to retry later when the provider cannot be reached, and keeps no card', async () => {
    const guest = refusing.agent();
    await guest.login('guest');
    const down = await guest.put('/api/customers/me/credit-card', { token: 'tok_down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('2');
    expect(down.json()).toEqual({
      message: '決済サービスに接続できませんでした。時間をおいて再度お試しください。',
    });
    expect((await guest.get('/api/customers/me/credit-card')).json()).toEqual({ data: null });
  });

  it('does not offer the sandbox tokenisation endpoint beside another provider', async () => {
    const response = await refusing.app.inject({
      method: 'POST',
      url: '/sandbox-provider/v1/tokens',
      payload: { ...CARD, number: '4242424242424242' },
    });
    expect(response.statusCode).toBe(404);
  });
});

/** Every row the application keeps, as text: where a card number must never appear. */
async function everyRowOfEveryTable(): Promise<string> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(t.database.db);
  expect(tables.map((table) => table.name)).toContain('payment_cards');
  const rows = await Promise.all(
    tables.map(async ({ name }) => (await sql`select * from ${sql.table(name)}`.execute(t.database.db)).rows),
  );
  return JSON.stringify(rows);
}
