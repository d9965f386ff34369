import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestEntry, otherAccount, publishService } from '../../../../test/helpers/entries.ts';
import { type FakeStripe, sendStripeWebhook, startFakeStripe } from '../../../../test/helpers/fake-stripe.ts';
import { expectLedgerBalanced } from '../../../../test/helpers/ledger.ts';
import {
  entryAwaitingPayment,
  entryPaymentPostings,
  paymentAttempt,
} from '../../../../test/helpers/payments.ts';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { createStripeProvider } from '../../payments/stripe/stripe-provider.ts';
import { STALE_ATTEMPT_MS } from '../entries/payment.ts';

let fake: FakeStripe;
let t: TestApp;
let cast: Agent;
let guest: Agent;
let serviceId: string;
let menuId: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    paymentProvider: ({ db, clock }) =>
      createStripeProvider(db, clock, {
        secretKey: fake.secretKey,
        publishableKey: fake.publishableKey,
        webhookSecret: fake.webhookSecret,
        api: fake.api,
        maxNetworkRetries: 0,
      }),
  });
  cast = t.agent();
  guest = t.agent();
  await cast.login('cast');
  await guest.login('guest');
  ({ serviceId, menuId } = await publishService(cast));
  expect((await guest.put('/api/customers/me/credit-card', { token: 'pm_card_visa' })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const deliver = (
  event: Record<string, unknown>,
  options: { secret?: string; at?: Date; body?: string } = {},
) => sendStripeWebhook(t.app, event, { secret: fake.webhookSecret, at: t.clock.now(), ...options });

/** Pays while Stripe's answer is lost on the way: Stripe charged (or declined), the app does not know. */
async function payWithLostAnswer(payer: Agent, entryId: string) {
  fake.outage('lost_answer');
  try {
    expect((await payer.post(guestEntry(entryId, '/pay'))).statusCode).toBe(503);
  } finally {
    fake.outage(null);
  }
  const attempt = await paymentAttempt(t, entryId);
  expect(attempt.status).toBe('pending');
  const intent = fake
    .paymentIntents()
    .find((pi) => (pi.metadata as Record<string, string>).idempotency_key === attempt.idempotency_key);
  expect(intent).toBeDefined();
  return intent as Record<string, unknown>;
}

describe('POST /api/payment-webhooks/stripe', () => {
  it('completes a payment whose answer was lost when Stripe reports payment_intent.succeeded, once per event id', async () => {
    const id = await entryAwaitingPayment(cast, guest, serviceId, menuId);
    const intent = await payWithLostAnswer(guest, id);
    expect(intent.status).toBe('succeeded');

    const event = fake.event('payment_intent.succeeded', intent);
    const delivered = await deliver(event);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toEqual({ received: true, duplicate: false });
    expect((await guest.get(guestEntry(id))).json().data.status).toBe('paid');
    expect(await paymentAttempt(t, id)).toMatchObject({ status: 'succeeded', charge_ref: intent.id });
    const mail = await t.smtp.mailTo('cast@example.com', (m) => m.subject.includes('支払い済み'));
    expect(mail.text).toContain(id);

    // Stripe delivers at least once: the same event again is acknowledged and changes nothing.
    const replayed = await deliver(event);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toEqual({ received: true, duplicate: true });
    expect(await entryPaymentPostings(t, id)).toHaveLength(1);
    expect(fake.paymentIntents().filter((pi) => pi.id === intent.id)).toHaveLength(1);
    await expectLedgerBalanced(t);
  });

  it('records the decline of a lost answer when Stripe reports payment_intent.payment_failed', async () => {
    const payer = await otherAccount(t, 'guest', 'webhookpoor');
    const saved = await payer.put('/api/customers/me/credit-card', {
      token: 'pm_card_chargeDeclinedInsufficientFunds',
    });
    expect(saved.statusCode).toBe(200);
    const id = await entryAwaitingPayment(cast, payer, serviceId, menuId);
    const intent = await payWithLostAnswer(payer, id);
    expect(intent.status).toBe('requires_payment_method');

    const delivered = await deliver(fake.event('payment_intent.payment_failed', intent));
    expect(delivered.statusCode).toBe(200);
    expect(await paymentAttempt(t, id)).toMatchObject({
      status: 'declined',
      decline_code: 'insufficient_funds',
    });
    expect((await payer.get(guestEntry(id))).json().data).toMatchObject({
      status: 'completion_reported',
      paymentDeclined: true,
    });
    expect(await entryPaymentPostings(t, id)).toHaveLength(0);
  });

  it('acknowledges an event it does not act on, and one about a charge that is not an entry attempt', async () => {
    const other = await deliver(fake.event('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(other.statusCode).toBe(200);
    const stranger = await deliver(
      fake.event('payment_intent.succeeded', {
        id: 'pi_x',
        object: 'payment_intent',
        metadata: { idempotency_key: 'nope' },
      }),
    );
    expect(stranger.json()).toEqual({ received: true, duplicate: false });
  });

  it('answers 400 to a wrong signature, a body changed after signing, a missing signature and a stale one', async () => {
    const event = fake.event('payment_intent.succeeded', {
      id: 'pi_y',
      object: 'payment_intent',
      metadata: {},
    });
    expect((await deliver(event, { secret: 'whsec_someone_else' })).statusCode).toBe(400);
    const tampered = JSON.stringify({ ...event, type: 'payment_intent.payment_failed' });
    expect((await deliver(event, { body: tampered })).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payment-webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    // Signed ten minutes ago (Stripe's tolerance is five): a replay of an old delivery.
    const stale = await deliver(event, { at: new Date(t.clock.now().getTime() - 600_000) });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ error: 'invalid_signature' });
    // None of them was taken as delivered: the same event, signed now, is new.
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
  });
});

describe('the site with Stripe as its provider', () => {
  it('reconciles a lost answer by asking Stripe again with the same key: paid, one PaymentIntent', async () => {
    const id = await entryAwaitingPayment(cast, guest, serviceId, menuId);
    const intent = await payWithLostAnswer(guest, id);
    t.clock.advance(STALE_ATTEMPT_MS + 1000);
    expect((await t.app.scheduler.tick())['entries.reconcilePayments']).toBe(1);
    expect(await paymentAttempt(t, id)).toMatchObject({ status: 'succeeded', charge_ref: intent.id });
    const attempt = await paymentAttempt(t, id);
    const intents = fake
      .paymentIntents()
      .filter((pi) => (pi.metadata as Record<string, string>).idempotency_key === attempt.idempotency_key);
    expect(intents).toHaveLength(1);
    expect(await entryPaymentPostings(t, id)).toHaveLength(1);
    await expectLedgerBalanced(t);
  });

  it('saves a card from a Stripe.js payment method id and has no sandbox tokenisation endpoint', async () => {
    const payer = await otherAccount(t, 'guest', 'stripesaver');
    const saved = await payer.put('/api/customers/me/credit-card', { token: 'pm_card_jcb' });
    expect(saved.json()).toEqual({ data: { brand: 'JCB', last4: '0000', expMonth: 12, expYear: 2034 } });
    const refused = await payer.put('/api/customers/me/credit-card', { token: 'pm_card_chargeDeclined' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.token).toHaveLength(1);
    const sandbox = await t.app.inject({ method: 'POST', url: '/sandbox-provider/v1/tokens', payload: {} });
    expect(sandbox.statusCode).toBe(404);
  });

  it("tells the browser to tokenise with Stripe.js and the publishable key, and lets the page load Stripe's script", async () => {
    const tokenizer = await guest.get('/api/customers/me/credit-card/tokenizer');
    expect(tokenizer.json()).toEqual({ data: { provider: 'stripe', publicKey: fake.publishableKey } });
    // The page the browser tokenises on is what loads Stripe's script: its policy, not the API's.
    const policy = String((await guest.get('/robots.txt')).headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' https://js.stripe.com");
    expect(policy).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(policy).toContain('https://api.stripe.com');
  });

  it('charges an entry payment as one PaymentIntent for the entry amount', async () => {
    const id = await entryAwaitingPayment(cast, guest, serviceId, menuId);
    const paid = await guest.post(guestEntry(id, '/pay'));
    expect(paid.statusCode, paid.body).toBe(200);
    const attempt = await paymentAttempt(t, id);
    const intents = fake
      .paymentIntents()
      .filter((pi) => (pi.metadata as Record<string, string>).idempotency_key === attempt.idempotency_key);
    expect(intents).toEqual([
      expect.objectContaining({
        id: attempt.charge_ref,
        amount: attempt.amount,
        currency: 'jpy',
        status: 'succeeded',
      }),
    ]);
    await expectLedgerBalanced(t);
  });
});

describe('the sandbox site', () => {
  it('has no webhook endpoint (the sandbox reports nothing by webhook) and tokenises with its own endpoint', async () => {
    const sandbox = await createTestApp();
    try {
      // Through an agent, so that the API's XSRF check lets the call reach the router.
      const response = await sandbox.agent().post('/api/payment-webhooks/stripe', {});
      expect(response.statusCode).toBe(404);
      const guestOfSandbox = sandbox.agent();
      await guestOfSandbox.login('guest');
      const tokenizer = await guestOfSandbox.get('/api/customers/me/credit-card/tokenizer');
      expect(tokenizer.json()).toEqual({ data: { provider: 'sandbox' } });
      const page = await guestOfSandbox.get('/robots.txt');
      expect(String(page.headers['content-security-policy'])).not.toContain('stripe');
    } finally {
      await sandbox.close();
    }
  });
});
