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
