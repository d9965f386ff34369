import Stripe from 'stripe';
import {
  DECLINE_CODES,
  type DeclineCode,
  PaymentDeclinedError,
  PaymentProviderUnavailableError,
} from '../payment-provider.ts';

/** Our code for a card refusal: Stripe's decline code when we name it, else its error code, else the generic one. */
export function declineCodeOf(error: { code?: string | null; decline_code?: string | null }): DeclineCode {
  const ours = DECLINE_CODES.filter((code) => code !== 'invalid_token') as readonly string[];
  for (const candidate of [error.decline_code, error.code]) {
    if (candidate && ours.includes(candidate)) return candidate as DeclineCode;
  }
  return 'card_declined';
}

/** Nothing was decided on Stripe's side (or it could not tell us): the caller may retry with the same key. */
function unavailable(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    // A wrong or revoked key is the operator's to fix; until then nothing can be charged.
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError ||
    (error.statusCode ?? 0) >= 500
  );
}

/**
 * Runs one Stripe call and translates its failures into the interface's errors: a card error is a
 * PaymentDeclinedError with Stripe's code, an outage is a PaymentProviderUnavailableError, and an invalid
 * request is what `onInvalidRequest` makes of it (what it means depends on the call). Anything else (an
 * idempotency key reused for another call) is a bug here and goes up as it is.
 */
export async function translated<T>(
  call: () => Promise<T>,
  onInvalidRequest: (error: Stripe.errors.StripeInvalidRequestError) => Error | null = () => null,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw new PaymentDeclinedError(declineCodeOf(error));
    if (unavailable(error)) throw new PaymentProviderUnavailableError(error);
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw onInvalidRequest(error) ?? error;
    }
    throw error;
  }
}
