import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherAccount } from '../../../../test/helpers/entries.ts';
import { type FakeStripe, startFakeStripe } from '../../../../test/helpers/fake-stripe.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import {
  PaymentDeclinedError,
  type PaymentProvider,
  PaymentProviderUnavailableError,
} from '../payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/**
 * The Stripe adapter against the local fake of Stripe's API (test/helpers/fake-stripe.ts): Stripe itself
 * cannot be reached from the build machine.
 */
let fake: FakeStripe;
let t: TestApp;
let stripe: PaymentProvider;
let accountIds: string[];

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    paymentProvider: ({ db, clock }) => {
      stripe = createStripeProvider(db, clock, {
        secretKey: fake.secretKey,
        publishableKey: fake.publishableKey,
        webhookSecret: fake.webhookSecret,
        api: fake.api,
        maxNetworkRetries: 0,
      });
      return stripe;
    },
  });
  for (let i = 0; i < 8; i++) await otherAccount(t, 'guest', `stripe${i}`);
  const accounts = await t.database.db
    .selectFrom('accounts')
    .select('id')
    .where('email', 'like', 'stripe%')
    .orderBy('email')
    .execute();
  accountIds = accounts.map((row) => row.id);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const account = (i: number) => accountIds[i] ?? '';

async function declineOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentDeclinedError);
  return (error as PaymentDeclinedError).code;
}

async function savedVisa(i = 0) {
  return stripe.saveCard({ accountId: account(i), token: 'pm_card_visa' });
}

describe('saving a card', () => {
  it("attaches the payment method to the account's one customer and keeps brand, last 4 and expiry", async () => {
    const first = await savedVisa(0);
    expect(first).toMatchObject({ brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2034 });
    expect(first.cardRef).toMatch(/^pm_/);
    expect(first.cardRef).not.toBe('pm_card_visa');
    const second = await stripe.saveCard({ accountId: account(0), token: 'pm_card_mastercard' });
    expect(second).toMatchObject({ brand: 'Mastercard', last4: '4444', customerRef: first.customerRef });
    const customers = await t.database.db
      .selectFrom('stripe_customers')
      .selectAll()
      .where('account_id', '=', account(0))
      .execute();
    expect(customers).toEqual([expect.objectContaining({ customer_ref: first.customerRef })]);
    const created = fake.requests.filter((r) => r.path === '/v1/customers');
    expect(created.at(-1)).toMatchObject({
      idempotencyKey: `customer-${account(0)}`,
      params: { metadata: { account_id: account(0) } },
    });
  });

  it("turns Stripe's refusals into declines: card_declined, expired_card, and invalid_token for an unknown or taken method", async () => {
    expect(await declineOf(stripe.saveCard({ accountId: account(1), token: 'pm_card_chargeDeclined' }))).toBe(
      'card_declined',
    );
    expect(
      await declineOf(stripe.saveCard({ accountId: account(1), token: 'pm_card_chargeDeclinedExpiredCard' })),
    ).toBe('expired_card');
    expect(await declineOf(stripe.saveCard({ accountId: account(1), token: 'pm_nobody_made' }))).toBe(
      'invalid_token',
    );
    const othersCard = await savedVisa(0);
    expect(await declineOf(stripe.saveCard({ accountId: account(1), token: othersCard.cardRef }))).toBe(
      'invalid_token',
    );
  });

  it('detaches a deleted card, and deleting it again is no error', async () => {
    const card = await savedVisa(2);
    await stripe.deleteCard(card);
    expect(fake.requests.at(-1)).toMatchObject({ path: `/v1/payment_methods/${card.cardRef}/detach` });
    await stripe.deleteCard(card);
    expect(
      await declineOf(
        stripe.charge({ ...card, amount: 1000, description: 'x', idempotencyKey: 'after-delete' }),
      ),
    ).toBe('invalid_token');
  });
});

describe('charging', () => {
  it('confirms an off-session PaymentIntent in yen with our key as its Idempotency-Key', async () => {
    const card = await savedVisa(3);
    const charged = await stripe.charge({
      ...card,
      amount: 10_780,
      description: 'entry e1',
      idempotencyKey: 'entry-e1-1',
    });
    expect(charged).toEqual({ chargeRef: expect.stringMatching(/^pi_/), status: 'succeeded' });
    const call = fake.requests.findLast((r) => r.path === '/v1/payment_intents');
    expect(call).toEqual({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: 'entry-e1-1',
      params: {
        amount: '10780',
        currency: 'jpy',
        customer: card.customerRef,
        payment_method: card.cardRef,
        automatic_payment_methods: { enabled: 'true', allow_redirects: 'never' },
        confirm: 'true',
        off_session: 'true',
        description: 'entry e1',
        metadata: { idempotency_key: 'entry-e1-1' },
      },
    });
  });

  it('answers a retry with the same key with the first charge, and never charges twice', async () => {
    const card = await savedVisa(3);
    const input = { ...card, amount: 5000, description: 'entry e2', idempotencyKey: 'entry-e2-1' };
    const first = await stripe.charge(input);
    const again = await stripe.charge(input);
    expect(again).toEqual(first);
    expect(fake.paymentIntents().filter((pi) => pi.description === 'entry e2')).toHaveLength(1);
    // Stripe refuses the key for another charge; that is a bug here, not a decline.
    await expect(stripe.charge({ ...input, amount: 6000 })).rejects.toThrow(/same parameters/);
  });

  it("declines with Stripe's decline code, and a retry with the key gets the same decline", async () => {
    const poor = await stripe.saveCard({
      accountId: account(4),
      token: 'pm_card_chargeDeclinedInsufficientFunds',
    });
    const input = { ...poor, amount: 3000, description: 'entry e3', idempotencyKey: 'entry-e3-1' };
    expect(await declineOf(stripe.charge(input))).toBe('insufficient_funds');
    expect(await declineOf(stripe.charge(input))).toBe('insufficient_funds');
    expect(fake.paymentIntents().filter((pi) => pi.description === 'entry e3')).toHaveLength(1);
    const away = await stripe.saveCard({ accountId: account(4), token: 'pm_card_authenticationRequired' });
    expect(
      await declineOf(
        stripe.charge({ ...away, amount: 3000, description: 'x', idempotencyKey: 'entry-e4-1' }),
      ),
    ).toBe('authentication_required');
  });

  it("refuses an amount that is not a positive whole number of yen, or below Stripe's ¥50", async () => {
    const card = await savedVisa(3);
    const input = { ...card, description: 'x', idempotencyKey: 'small' };
    await expect(stripe.charge({ ...input, amount: 0 })).rejects.toBeInstanceOf(RangeError);
    await expect(stripe.charge({ ...input, amount: 10.5 })).rejects.toBeInstanceOf(RangeError);
    await expect(stripe.charge({ ...input, amount: 49 })).rejects.toBeInstanceOf(RangeError);
  });
});

describe('refunds', () => {
  it('refunds part, then the rest, once per key; more than is left is a RangeError', async () => {
    const card = await savedVisa(5);
    const { chargeRef } = await stripe.charge({
      ...card,
      amount: 10_000,
      description: 'r',
      idempotencyKey: 'refund-me',
    });
    const part = await stripe.refund({ chargeRef, amount: 3000, idempotencyKey: 'refund-1' });
    expect(await stripe.refund({ chargeRef, amount: 3000, idempotencyKey: 'refund-1' })).toEqual(part);
    await expect(
      stripe.refund({ chargeRef, amount: 7001, idempotencyKey: 'refund-2' }),
    ).rejects.toBeInstanceOf(RangeError);
    const rest = await stripe.refund({ chargeRef, amount: 7000, idempotencyKey: 'refund-3' });
    expect(rest.refundRef).not.toBe(part.refundRef);
    expect(
      fake
        .refunds()
        .filter((r) => r.payment_intent === chargeRef)
        .map((r) => r.amount),
    ).toEqual([3000, 7000]);
    expect(fake.requests.findLast((r) => r.path === '/v1/refunds')).toMatchObject({
      idempotencyKey: 'refund-3',
      params: { payment_intent: chargeRef, amount: '7000' },
    });
    await expect(stripe.refund({ chargeRef, amount: 1, idempotencyKey: 'refund-4' })).rejects.toBeInstanceOf(
      RangeError,
    );
  });
});

describe('when Stripe cannot be reached', () => {
  it.each([
    ['a 500', 'server_error'],
    ['a rate limit (429)', 'rate_limit'],
    ['a dropped connection', 'connection'],
    ['an answer lost on the way', 'lost_answer'],
  ] as const)(
    '%s is "unavailable", and a retry with the same key afterwards charges once',
    async (_, outage) => {
      const card = await savedVisa(6);
      const input = {
        ...card,
        amount: 2000,
        description: `outage ${outage}`,
        idempotencyKey: `outage-${outage}`,
      };
      fake.outage(outage);
      try {
        await expect(stripe.charge(input)).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
      } finally {
        fake.outage(null);
      }
      const charged = await stripe.charge(input);
      const intents = fake.paymentIntents().filter((pi) => pi.description === input.description);
      expect(intents.map((pi) => pi.id)).toEqual([charged.chargeRef]);
    },
  );

  it('takes a secret key Stripe refuses as "unavailable" too (nothing can be charged until it is fixed)', async () => {
    const wrongKey = createStripeProvider(t.database.db, t.clock, {
      secretKey: 'sk_test_wrong',
      publishableKey: fake.publishableKey,
      webhookSecret: fake.webhookSecret,
      api: fake.api,
      maxNetworkRetries: 0,
    });
    await expect(wrongKey.saveCard({ accountId: account(7), token: 'pm_card_visa' })).rejects.toBeInstanceOf(
      PaymentProviderUnavailableError,
    );
  });
});
