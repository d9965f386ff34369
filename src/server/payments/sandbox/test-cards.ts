/**
 * The sandbox's documented test cards (docs/payments.md). Any other Luhn-valid number behaves like a
 * plain successful card of its brand.
 */
export type SandboxBehaviour = 'ok' | 'decline_on_save' | 'decline_on_charge' | 'authentication_required';

export const TEST_CARDS: Record<string, SandboxBehaviour> = {
  '4242424242424242': 'ok',
  '5555555555554444': 'ok',
  '4000000000000002': 'decline_on_save',
  '4000000000009995': 'decline_on_charge',
  '4000000000003220': 'authentication_required',
};

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): string {
  if (number.startsWith('4')) return 'Visa';
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^35/.test(number)) return 'JCB';
  return 'Card';
}

/** A card is good through the last day of its expiry month; `today` is YYYY-MM-DD. */
export function cardExpired(card: { expMonth: number; expYear: number }, today: string): boolean {
  const [year = 0, month = 0] = today.split('-').map(Number);
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}
