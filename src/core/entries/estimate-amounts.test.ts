import { describe, expect, it } from 'vitest';
import { estimateAmounts } from './estimate-amounts.ts';

describe('estimateAmounts', () => {
  it('multiplies each line, sums, and rounds the tax down once on the subtotal', () => {
    const result = estimateAmounts(
      [
        { label: '作業', unitPrice: 3333, quantity: 3, unit: '時間' },
        { label: '交通費', unitPrice: 505, quantity: 1, unit: '' },
      ],
      0.1,
    );
    expect(result.items.map((item) => item.amount)).toEqual([9999, 505]);
    expect(result).toMatchObject({ subtotal: 10504, tax: 1050, total: 11554 });
  });

  it('uses the site rate exactly (8% of 1,250 is 100, not 99.99…)', () => {
    expect(estimateAmounts([{ label: 'x', unitPrice: 1250, quantity: 1, unit: '' }], 0.08).tax).toBe(100);
  });
});
