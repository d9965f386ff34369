import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** What the browser does: ask the provider (here the sandbox, outside /api, no XSRF) for a token. */
async function tokenize(number: string, publicKey = 'pk_sandbox_tsunagu_demo') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/sandbox-provider/v1/tokens',
    payload: { publicKey, number, expMonth: 12, expYear: 2030, cvc: '123' },
  });
  return response;
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

    const everything = await Promise.all(
      ['payment_cards', 'sandbox_tokens', 'sandbox_cards'].map((table) =>
        t.database.db
          .selectFrom(table as 'payment_cards')
          .selectAll()
          .execute(),
      ),
    );
    expect(JSON.stringify(everything)).not.toContain('4242424242424242');
  });

  it('replaces a saved card with a new one', async () => {
    const guest = t.agent();
    await guest.login('guest');
    await saveCard(guest, '4242424242424242');
    const replaced = await saveCard(guest, '5555555555554444');
    expect(replaced.json().data).toMatchObject({ brand: 'Mastercard', last4: '4444' });
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

  it('tokenises only for the site key, and only Luhn-valid, unexpired cards', async () => {
    expect((await tokenize('4242424242424242', 'pk_someone_else')).statusCode).toBe(401);
    const badNumber = await tokenize('4242424242424241');
    expect(badNumber.statusCode).toBe(422);
    expect(badNumber.json()).toEqual({ error: { field: 'number', code: 'invalid_number' } });
    const expired = await t.app.inject({
      method: 'POST',
      url: '/sandbox-provider/v1/tokens',
      payload: {
        publicKey: 'pk_sandbox_tsunagu_demo',
        number: '4242424242424242',
        expMonth: 1,
        expYear: 2020,
        cvc: '123',
      },
    });
    expect(expired.json()).toEqual({ error: { field: 'expiry', code: 'invalid_expiry' } });
  });

  it('asks a signed-out caller to sign in', async () => {
    expect((await t.agent().put('/api/customers/me/credit-card', { token: 'tok_x' })).statusCode).toBe(401);
  });
});
