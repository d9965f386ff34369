import { describe, expect, it } from 'vitest';
import { priceWithTax, taxOn, withTax } from './money.ts';

describe('money', () => {
  it('rounds tax down, in whole yen', () => {
    expect(taxOn(1000, 0.1)).toBe(100);
    expect(taxOn(999, 0.1)).toBe(99);
    expect(taxOn(110, 0.1)).toBe(11);
    expect(taxOn(1234, 0.08)).toBe(98);
    expect(withTax(3980, 0.1)).toBe(4378);
  });

  it('does not let binary fractions lose a yen', () => {
    // 0.1 * 3 = 0.30000000000000004 in floating point; the rate is handled in basis points.
    expect(taxOn(30, 0.1)).toBe(3);
    expect(taxOn(70, 0.07)).toBe(4);
  });

  it('refuses amounts that are not whole yen', () => {
    expect(() => taxOn(10.5, 0.1)).toThrow('not whole yen');
  });

  it('gives a price excluding and including tax', () => {
    expect(priceWithTax(5000, 0.1)).toEqual({ excludingTax: 5000, includingTax: 5500 });
  });
});
