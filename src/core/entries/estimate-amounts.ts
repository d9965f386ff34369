import { taxOn } from '../money.ts';

export interface EstimateItemInput {
  label: string;
  unitPrice: number;
  quantity: number;
  unit: string;
}

/**
 * An estimate's figures from its line items: each line's amount, the subtotal excluding tax, the tax on
 * the subtotal (rounded down once per estimate, product decisions section 3) and the total.
 */
export function estimateAmounts(items: readonly EstimateItemInput[], taxRate: number) {
  const lines = items.map((item) => ({ ...item, amount: item.unitPrice * item.quantity }));
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const tax = taxOn(subtotal, taxRate);
  return { items: lines, subtotal, tax, total: subtotal + tax };
}
