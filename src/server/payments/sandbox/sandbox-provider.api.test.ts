import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClock } from '../../../../test/helpers/test-app.ts';
import { PaymentDeclinedError } from '../payment-provider.ts';
import { createSandboxProvider, sandboxChargeCount } from './sandbox-provider.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A token from the sandbox's own endpoint, as the browser gets it (made at the app clock's time). */
async function tokenFor(number: string, expiry = { expMonth: 12, expYear: 2030 }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/sandbox-provider/v1/tokens',
    payload: { publicKey: 'pk_sandbox_tsunagu_demo', number, ...expiry, cvc: '123' },
  });
  return response.json().id as string;
}

/** A provider whose clock starts with the app's and moves on its own. */
function providerAt(minutesLater = 0) {
  const clock = new TestClock(t.clock.now());
  clock.advance(minutesLater * 60_000);
  return { provider: createSandboxProvider(t.database.db, clock), clock };
}

async function savedCard(number: string, expiry?: { expMonth: number; expYear: number }) {
  return providerAt().provider.saveCard({ accountId: 'demoGuest1', token: await tokenFor(number, expiry) });
}

describe('sandbox payment provider: saving cards', () => {
  it('saves a card from a token and tells its brand, last four digits and expiry', async () => {
    const card = await savedCard('5555555555554444', { expMonth: 3, expYear: 2029 });
    expect(card).toMatchObject({ brand: 'Mastercard', last4: '4444', expMonth: 3, expYear: 2029 });
    expect(card.cardRef).toMatch(/^card_/);
  });

  it('declines the card that is declined when saved', async () => {
    await expect(savedCard('4000000000000002')).rejects.toEqual(new PaymentDeclinedError('card_declined'));
  });

  it('takes each token once', async () => {
    const { provider } = providerAt();
    const token = await tokenFor('4242424242424242');
    await provider.saveCard({ accountId: 'demoGuest1', token });
    await expect(provider.saveCard({ accountId: 'demoGuest1', token })).rejects.toEqual(
      new PaymentDeclinedError('invalid_token'),
    );
    await expect(provider.saveCard({ accountId: 'demoGuest1', token: 'tok_unknown' })).rejects.toEqual(
      new PaymentDeclinedError('invalid_token'),
    );
  });

  it('takes a token for ten minutes after it was made', async () => {
    const fresh = await tokenFor('4242424242424242');
    await expect(
      providerAt(9).provider.saveCard({ accountId: 'demoGuest1', token: fresh }),
    ).resolves.toMatchObject({ last4: '4242' });
    const stale = await tokenFor('4242424242424242');
    await expect(
      providerAt(10.1).provider.saveCard({ accountId: 'demoGuest1', token: stale }),
    ).rejects.toEqual(new PaymentDeclinedError('invalid_token'));
  });
});

describe('sandbox payment provider: charges', () => {
  it('charges once per idempotency key, however many times and however concurrently it is asked', async () => {
    const { provider } = providerAt();
    const card = await savedCard('4242424242424242');
    const before = await sandboxChargeCount(t.database.db);
    const charge = () =>
      provider.charge({ ...card, amount: 5500, description: 'entry e1', idempotencyKey: 'entry-e1-pay' });
    const results = await Promise.all(Array.from({ length: 20 }, charge));
    expect(new Set(results.map((r) => r.chargeRef)).size).toBe(1);
    expect(results[0]).toEqual({ chargeRef: expect.stringMatching(/^ch_/), status: 'succeeded' });
    expect(await charge()).toEqual(results[0]);
    expect(await sandboxChargeCount(t.database.db)).toBe(before + 1);
  });

  it('declines charges as its test cards say, the same way on every retry', async () => {
    const { provider } = providerAt();
    const poor = await savedCard('4000000000009995');
    const charge = () =>
      provider.charge({ ...poor, amount: 1000, description: 'x', idempotencyKey: 'poor-1' });
    await expect(charge()).rejects.toEqual(new PaymentDeclinedError('insufficient_funds'));
    await expect(charge()).rejects.toEqual(new PaymentDeclinedError('insufficient_funds'));
    const secure = await savedCard('4000000000003220');
    await expect(
      provider.charge({ ...secure, amount: 1000, description: 'x', idempotencyKey: 'secure-1' }),
    ).rejects.toEqual(new PaymentDeclinedError('authentication_required'));
  });

  it('declines a card past its expiry month, but a retry of an earlier charge keeps its answer', async () => {
    const card = await savedCard('4242424242424242', { expMonth: 11, expYear: 2026 });
    const { provider, clock } = providerAt();
    const paid = await provider.charge({ ...card, amount: 800, description: 'x', idempotencyKey: 'nov' });
    clock.advance(10 * 86_400_000); // 2 December
    await expect(
      provider.charge({ ...card, amount: 800, description: 'x', idempotencyKey: 'dec' }),
    ).rejects.toEqual(new PaymentDeclinedError('expired_card'));
    expect(await provider.charge({ ...card, amount: 800, description: 'x', idempotencyKey: 'nov' })).toEqual(
      paid,
    );
  });

  it('refuses an amount that is not a positive whole number of yen, and a key reused for another charge', async () => {
    const { provider } = providerAt();
    const card = await savedCard('4242424242424242');
    for (const amount of [0, -100, 10.5]) {
      await expect(
        provider.charge({ ...card, amount, description: 'x', idempotencyKey: `odd-${amount}` }),
      ).rejects.toBeInstanceOf(RangeError);
    }
    await provider.charge({ ...card, amount: 1000, description: 'x', idempotencyKey: 'once' });
    await expect(
      provider.charge({ ...card, amount: 2000, description: 'x', idempotencyKey: 'once' }),
    ).rejects.toThrow(/another charge/);
  });

  it('declines a deleted card', async () => {
    const { provider } = providerAt();
    const card = await savedCard('4242424242424242');
    await provider.deleteCard(card);
    await expect(
      provider.charge({ ...card, amount: 1000, description: 'x', idempotencyKey: 'gone' }),
    ).rejects.toEqual(new PaymentDeclinedError('invalid_token'));
  });
});

describe('sandbox payment provider: refunds', () => {
  it('refunds once per idempotency key, in parts, never more than was charged', async () => {
    const { provider } = providerAt();
    const card = await savedCard('5555555555554444');
    const { chargeRef } = await provider.charge({
      ...card,
      amount: 3000,
      description: 'x',
      idempotencyKey: 'refund-me',
    });
    const first = await provider.refund({ chargeRef, amount: 1000, idempotencyKey: 'refund-1' });
    const again = await provider.refund({ chargeRef, amount: 1000, idempotencyKey: 'refund-1' });
    expect(again.refundRef).toBe(first.refundRef);
    await expect(
      provider.refund({ chargeRef, amount: 2001, idempotencyKey: 'refund-2' }),
    ).rejects.toBeInstanceOf(RangeError);
    const rest = await provider.refund({ chargeRef, amount: 2000, idempotencyKey: 'refund-3' });
    expect(rest.refundRef).not.toBe(first.refundRef);
    await expect(
      provider.refund({ chargeRef, amount: 1, idempotencyKey: 'refund-4' }),
    ).rejects.toBeInstanceOf(RangeError);
  });

  it('has nothing to refund of an unknown charge', async () => {
    const { provider } = providerAt();
    await expect(
      provider.refund({ chargeRef: 'ch_unknown', amount: 100, idempotencyKey: 'refund-x' }),
    ).rejects.toBeInstanceOf(RangeError);
  });
});
