import { describe, expect, it } from 'vitest';
import { brandOf, cardExpired, luhnValid } from './test-cards.ts';

describe('sandbox card rules', () => {
  it.each([
    '4242424242424242',
    '5555555555554444',
    '4000000000000002',
    '4000000000009995',
    '4000000000003220',
    '378282246310005',
    '3530111333300000',
  ])('accepts the Luhn-valid number %s', (number) => {
    expect(luhnValid(number)).toBe(true);
  });

  it.each(['4242424242424241', '1234567812345678', '4242 4242 4242 4242', '42424242', ''])(
    'refuses %j',
    (number) => {
      expect(luhnValid(number)).toBe(false);
    },
  );

  it.each([
    ['4242424242424242', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2223003122003222', 'Mastercard'],
    ['378282246310005', 'American Express'],
    ['3530111333300000', 'JCB'],
    ['6011111111111117', 'Card'],
  ])('names the brand of %s', (number, brand) => {
    expect(brandOf(number)).toBe(brand);
  });

  it('keeps a card good through the last day of its expiry month', () => {
    expect(cardExpired({ expMonth: 11, expYear: 2026 }, '2026-11-30')).toBe(false);
    expect(cardExpired({ expMonth: 11, expYear: 2026 }, '2026-12-01')).toBe(true);
    expect(cardExpired({ expMonth: 1, expYear: 2027 }, '2026-12-31')).toBe(false);
    expect(cardExpired({ expMonth: 12, expYear: 2025 }, '2026-01-01')).toBe(true);
  });
});
