/**
 * The card payment provider, as the rest of the server sees it (product decisions section 3). The
 * browser tokenises the card with the provider; the server only ever handles tokens and references.
 * The built-in sandbox (sandbox/) and the Stripe adapter (stripe/) implement it.
 */
export interface SavedCardRef {
  customerRef: string;
  cardRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface PaymentProvider {
  /** Turns a single-use token into a saved card; throws PaymentDeclinedError. */
  saveCard(input: { accountId: string; token: string }): Promise<SavedCardRef>;
  deleteCard(input: { customerRef: string; cardRef: string }): Promise<void>;
  /**
   * Charges `amount` (a positive integer of yen) once per idempotency key: a retry gets the first
   * result, success or decline, and is never charged again. Throws PaymentDeclinedError.
   */
  charge(input: {
    customerRef: string;
    cardRef: string;
    amount: number;
    description: string;
    idempotencyKey: string;
  }): Promise<{ chargeRef: string; status: 'succeeded' }>;
  /**
   * Gives back part or all of a succeeded charge, once per idempotency key. Asking for more than is
   * left of the charge is a caller's bug (the ledger knows what is refundable): a RangeError.
   */
  refund(input: {
    chargeRef: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ refundRef: string }>;
  /** A provider that reports by webhook reads (and authenticates) what it sent; the sandbox does not. */
  webhooks?: PaymentWebhooks;
  /** How the browser makes a card token with this provider; absent: the sandbox's endpoint on this site. */
  browser?: BrowserTokenizer;
}

/** A provider whose own script in the browser turns the card into a token. */
export interface BrowserTokenizer {
  provider: 'stripe';
  /** The publishable key the script uses. */
  publicKey: string;
  /** The origins the page must allow for the script (content security policy). */
  sources: { script: string[]; frame: string[]; connect: string[] };
}

/**
 * What a provider's webhook tells us, in the interface's terms. A charge is named by the idempotency key
 * we gave it, which is how the app finds the attempt it belongs to.
 */
export type PaymentEvent = { id: string } & (
  | { type: 'charge.succeeded'; idempotencyKey: string; chargeRef: string }
  | { type: 'charge.failed'; idempotencyKey: string; code: DeclineCode }
  | { type: 'other' }
);

export interface PaymentWebhooks {
  /** The last part of the webhook's path: /api/payment-webhooks/<name>. */
  name: string;
  /** Checks the signature over the raw body; throws WebhookSignatureError when it does not hold. */
  read(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent;
}

export class WebhookSignatureError extends Error {
  constructor(cause?: unknown) {
    super('webhook signature does not verify', { cause });
    this.name = 'WebhookSignatureError';
  }
}

/** Money is integer yen; anything else reaching a provider is a caller's bug, refused loudly. */
export function assertYen(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`amount must be a positive integer of yen, got ${amount}`);
  }
}

export const DECLINE_CODES = [
  'card_declined',
  'expired_card',
  'insufficient_funds',
  'authentication_required',
  'invalid_token',
] as const;
export type DeclineCode = (typeof DECLINE_CODES)[number];

export class PaymentDeclinedError extends Error {
  constructor(readonly code: DeclineCode) {
    super(`payment declined: ${code}`);
    this.name = 'PaymentDeclinedError';
  }
}

/** The provider could not be reached or failed on its side: nothing was decided, the caller may retry. */
export class PaymentProviderUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('payment provider unavailable', { cause });
    this.name = 'PaymentProviderUnavailableError';
  }
}
