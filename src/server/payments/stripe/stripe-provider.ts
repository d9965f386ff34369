import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import {
  assertYen,
  PaymentDeclinedError,
  type PaymentProvider,
  PaymentProviderUnavailableError,
} from '../payment-provider.ts';
import { declineCodeOf, translated } from './stripe-errors.ts';
import { createStripeWebhooks } from './stripe-webhooks.ts';

export interface StripeSettings {
  secretKey: string;
  /** The browser's key for Stripe.js. */
  publishableKey: string;
  webhookSecret: string;
  /** Where the API is; Stripe's own host when absent (tests point it at a local fake). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Retries of a call that failed on the way (Stripe's client retries with the same idempotency key). */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

/** How Stripe names card brands, as the sandbox (and the card page) spell them. */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  diners: 'Diners Club',
  discover: 'Discover',
  unionpay: 'UnionPay',
};

/**
 * The PaymentProvider on Stripe: a Customer per account (kept in stripe_customers) holds the account's
 * card, a PaymentMethod the browser made with Stripe.js; a charge is a PaymentIntent confirmed off
 * session (the payer is not there: the same call serves a payment, an automatic charge and a monthly
 * fee), with our idempotency key as Stripe's Idempotency-Key, so a retry gets Stripe's first answer.
 */
export function createStripeProvider(
  db: Kysely<Database>,
  clock: Clock,
  settings: StripeSettings,
): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...(settings.api ?? {}),
    maxNetworkRetries: settings.maxNetworkRetries ?? 2,
    timeout: settings.timeoutMs ?? 30_000,
    telemetry: false,
  });

  /** The account's Customer, created once: the key makes concurrent first saves find the same one. */
  async function customerOf(accountId: string): Promise<string> {
    const known = db
      .selectFrom('stripe_customers')
      .select('customer_ref')
      .where('account_id', '=', accountId);
    const existing = await known.executeTakeFirst();
    if (existing) return existing.customer_ref;
    const customer = await translated(() =>
      stripe.customers.create(
        { metadata: { account_id: accountId } },
        { idempotencyKey: `customer-${accountId}` },
      ),
    );
    await db
      .insertInto('stripe_customers')
      .values({ account_id: accountId, customer_ref: customer.id })
      .onConflict((oc) => oc.column('account_id').doNothing())
      .execute();
    return (await known.executeTakeFirstOrThrow()).customer_ref;
  }

  return {
    async saveCard({ accountId, token }) {
      const customerRef = await customerOf(accountId);
      // A payment method Stripe does not know, or that another customer holds, is not a card to save.
      const method = await translated(
        () => stripe.paymentMethods.attach(token, { customer: customerRef }),
        () => new PaymentDeclinedError('invalid_token'),
      );
      if (!method.card) throw new PaymentDeclinedError('invalid_token');
      return {
        customerRef,
        cardRef: method.id,
        brand: BRANDS[method.card.brand] ?? 'Card',
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      };
    },

    async deleteCard({ cardRef }) {
      try {
        await translated(() => stripe.paymentMethods.detach(cardRef));
      } catch (error) {
        // Already detached or gone at Stripe: the card is deleted either way.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    },

    async charge({ customerRef, cardRef, amount, description, idempotencyKey }) {
      assertYen(amount);
      const intent = await translated(
        () =>
          stripe.paymentIntents.create(
            {
              amount,
              currency: 'jpy',
              customer: customerRef,
              payment_method: cardRef,
              // Off session there is no page to come back to: a method that would redirect is refused.
              automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
              confirm: true,
              off_session: true,
              description,
              // How a webhook about this charge finds the attempt it belongs to.
              metadata: { idempotency_key: idempotencyKey },
            },
            { idempotencyKey },
          ),
        (error) => {
          // The card was deleted at Stripe, or never was this customer's.
          if (error.param === 'payment_method') return new PaymentDeclinedError('invalid_token');
          // Stripe's smallest charge (¥50 for yen), like any amount out of range: a caller's bug.
          if (error.code === 'amount_too_small') return new RangeError(error.message);
          return null;
        },
      );
      if (intent.status === 'succeeded') return { chargeRef: intent.id, status: 'succeeded' };
      if (intent.status === 'requires_action') throw new PaymentDeclinedError('authentication_required');
      if (intent.status === 'requires_payment_method') {
        throw new PaymentDeclinedError(declineCodeOf(intent.last_payment_error ?? {}));
      }
      // Still processing: not decided yet. The attempt stays pending; the webhook or a retry settles it.
      throw new PaymentProviderUnavailableError(new Error(`payment intent ${intent.id} is ${intent.status}`));
    },

    async refund({ chargeRef, amount, idempotencyKey }) {
      assertYen(amount);
      const refund = await translated(
        () =>
          stripe.refunds.create(
            { payment_intent: chargeRef, amount, metadata: { idempotency_key: idempotencyKey } },
            { idempotencyKey },
          ),
        // More than is left, or nothing succeeded to refund: a caller's bug, as the interface says.
        (error) => new RangeError(`refund of ${amount} on ${chargeRef} refused: ${error.message}`),
      );
      return { refundRef: refund.id };
    },

    webhooks: createStripeWebhooks(stripe, clock, settings.webhookSecret),

    browser: {
      provider: 'stripe',
      publicKey: settings.publishableKey,
      // What Stripe.js loads: its script, its card fields (frames) and its API.
      sources: {
        script: ['https://js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
      },
    },
  };
}
