import type Stripe from 'stripe';
import type { Clock } from '../../clock.ts';
import { type PaymentEvent, type PaymentWebhooks, WebhookSignatureError } from '../payment-provider.ts';
import { declineCodeOf } from './stripe-errors.ts';

/** How old a signed delivery may be (Stripe's own default): an older one is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Stripe's event in the interface's terms: only what the app acts on is named, the rest is `other`. */
function paymentEventOf(event: Stripe.Event): PaymentEvent {
  if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
    const intent = event.data.object;
    const idempotencyKey = intent.metadata?.idempotency_key;
    if (!idempotencyKey) return { id: event.id, type: 'other' };
    return event.type === 'payment_intent.succeeded'
      ? { id: event.id, type: 'charge.succeeded', idempotencyKey, chargeRef: intent.id }
      : {
          id: event.id,
          type: 'charge.failed',
          idempotencyKey,
          code: declineCodeOf(intent.last_payment_error ?? {}),
        };
  }
  return { id: event.id, type: 'other' };
}

/**
 * Reads a webhook delivery: the Stripe-Signature header is an HMAC-SHA256 over `timestamp.body` with the
 * endpoint's secret, checked on the raw body, and the timestamp must be within the tolerance of our
 * clock.
 */
export function createStripeWebhooks(stripe: Stripe, clock: Clock, secret: string): PaymentWebhooks {
  return {
    name: 'stripe',
    read(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new WebhookSignatureError();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          secret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          // Milliseconds: the client divides by 1000 itself.
          clock.now().getTime(),
        );
      } catch (error) {
        throw new WebhookSignatureError(error);
      }
      return paymentEventOf(event);
    },
  };
}
