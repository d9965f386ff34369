import { describe, expect, it } from 'vitest';
import {
  type FeeTerms,
  paymentFee,
  priceWithTax,
  remainingAfterRefund,
  supplierSettlement,
  taxOn,
  withTax,
} from './money.ts';

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

  it('keeps tax exact on amounts past 32 bits', () => {
    // 10,000,000 yen × 1,000: ten billion, the largest estimate a cast can write.
    expect(withTax(10_000_000_000, 0.1)).toBe(11_000_000_000);
    expect(taxOn(9_007_199_254_740, 0.1)).toBe(900_719_925_474);
  });
});

describe('the platform fee of a payment', () => {
  const regular = (rate: number, minimum = 0): FeeTerms => ({ type: 'regular', rate, minimum, fixed: 0 });

  it('takes the rate of the amount paid, rounded down', () => {
    expect(paymentFee(5500, regular(10))).toBe(550);
    expect(paymentFee(5555, regular(12.5))).toBe(694);
    expect(paymentFee(3333, regular(0.07))).toBe(2);
  });

  it('takes at least the minimum and never more than the payment', () => {
    expect(paymentFee(500, regular(10, 100))).toBe(100);
    expect(paymentFee(80, regular(10, 100))).toBe(80);
  });

  it('takes nothing for the other fee types', () => {
    for (const type of ['none', 'single', 'subscription'] as const) {
      expect(paymentFee(5500, { ...regular(10, 100), type })).toBe(0);
    }
  });

  it('is exact on the largest amounts', () => {
    expect(paymentFee(11_000_000_000, regular(33.33))).toBe(3_666_300_000);
  });
});

describe("the supplier's figures of an entry", () => {
  it('take a single fee from the amount, never more than it, and a regular fee by paymentFee', () => {
    const single = (fixed: number): FeeTerms => ({ type: 'single', rate: 0, minimum: 0, fixed });
    expect(supplierSettlement(5500, single(330))).toEqual({ gross: 5500, fee: 330, net: 5170 });
    expect(supplierSettlement(200, single(330))).toEqual({ gross: 200, fee: 200, net: 0 });
    const regular: FeeTerms = { type: 'regular', rate: 12.5, minimum: 0, fixed: 9_999 };
    expect(supplierSettlement(5555, regular)).toEqual({ gross: 5555, fee: 694, net: 4861 });
    expect(supplierSettlement(5555, { ...regular, type: 'subscription' }).fee).toBe(0);
  });
});

describe('a refund', () => {
  const sale = { gross: 11_000, tax: 1_000, fee: 1_100 };

  it('gives back all of tax and fee when it is whole', () => {
    expect(remainingAfterRefund(sale, 11_000)).toEqual({ gross: 0, tax: 0, fee: 0 });
  });

  it('shrinks tax and fee in proportion, rounded down, when it is partial', () => {
    expect(remainingAfterRefund(sale, 3_333)).toEqual({ gross: 7_667, tax: 697, fee: 766 });
  });

  it('refuses more than the sale or a fraction of a yen', () => {
    expect(() => remainingAfterRefund(sale, 11_001)).toThrow(RangeError);
    expect(() => remainingAfterRefund(sale, 0.5)).toThrow(RangeError);
  });
});
