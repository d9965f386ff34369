/** Which of the card's fields the provider refused, and why (the message is `creditCard.error.<code>`). */
export type CardField = 'number' | 'expiry' | 'cvc';
export type CardTokenErrorCode =
  | 'invalid_number'
  | 'invalid_expiry'
  | 'invalid_cvc'
  | 'invalid_public_key'
  | 'unavailable';

export class CardTokenError extends Error {
  constructor(
    readonly field: CardField,
    readonly code: CardTokenErrorCode,
  ) {
    super(`card tokenisation failed: ${code}`);
    this.name = 'CardTokenError';
  }
}
