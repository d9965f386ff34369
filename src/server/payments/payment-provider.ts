/**
 * The card payment provider, as the rest of the server sees it (product decisions section 3). The
 * browser tokenises the card with the provider; the server only ever handles tokens and references.
 * The built-in sandbox implements it here; a Stripe adapter would implement the same interface.
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
  /** Charges once per idempotency key: a retry returns the first result. Throws PaymentDeclinedError. */
  charge(input: {
    customerRef: string;
    cardRef: string;
    amount: number;
    description: string;
    idempotencyKey: string;
  }): Promise<{ chargeRef: string }>;
  refund(input: {
    chargeRef: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ refundRef: string }>;
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
