/**
 * Money is integer yen (product decisions section 3). Tax is computed on the amount excluding tax and
 * rounded down, as Japanese receipts do; the rate is the site's `payment.taxRate`.
 */
export function taxOn(amountExcludingTax: number, taxRate: number): number {
  if (!Number.isInteger(amountExcludingTax)) throw new Error(`not whole yen: ${amountExcludingTax}`);
  // Rates such as 0.1 are not exact in binary: work in basis points to keep 110 × 0.1 from becoming 10.999…
  const basisPoints = Math.round(taxRate * 10_000);
  return mulDivFloor(amountExcludingTax, basisPoints, 10_000);
}

export function withTax(amountExcludingTax: number, taxRate: number): number {
  return amountExcludingTax + taxOn(amountExcludingTax, taxRate);
}

/** A price as both figures a page shows: excluding and including tax. */
export function priceWithTax(amountExcludingTax: number, taxRate: number) {
  return { excludingTax: amountExcludingTax, includingTax: withTax(amountExcludingTax, taxRate) };
}

/** The largest amount the API accepts or answers: JSON numbers are exact up to here. */
export const MAX_AMOUNT = Number.MAX_SAFE_INTEGER;

/** `a × b / c` rounded down, exact for whole yen far past 2^53 / b (a product that a double would round). */
export function mulDivFloor(a: number, b: number, c: number): number {
  return Number((BigInt(a) * BigInt(b)) / BigInt(c));
}

export interface MatchingFeeRule {
  castMatchingFeeType: 'none' | 'single' | 'regular' | 'subscription';
  castMatchingFeeRate: number;
  castMatchingFeeMinimum: number;
}

/**
 * The platform's commission on one payment (`regular`): the rate of the amount paid, tax included,
 * rounded down; at least the minimum, and never more than the payment. Other fee types take nothing
 * from a payment (`single` is taken at matching, `subscription` is the cast's monthly plan).
 */
export function paymentFee(gross: number, rule: MatchingFeeRule): number {
  if (rule.castMatchingFeeType !== 'regular' || gross <= 0) return 0;
  const basisPoints = Math.round(rule.castMatchingFeeRate * 100);
  return Math.min(gross, Math.max(mulDivFloor(gross, basisPoints, 10_000), rule.castMatchingFeeMinimum));
}

/** A payment split into what its figures are: the tax it includes, the platform's fee, the supplier's net. */
export interface Settlement {
  gross: number;
  tax: number;
  fee: number;
}

/**
 * What is left of a settlement once `refunded` of its gross has been given back: tax and fee shrink in
 * proportion, rounded down, so a full refund returns all of both and a partial one keeps the shares.
 */
export function remainingAfterRefund(sale: Settlement, refunded: number): Settlement {
  if (!Number.isInteger(refunded) || refunded < 0 || refunded > sale.gross) {
    throw new RangeError(`refund of ${refunded} on a sale of ${sale.gross}`);
  }
  const gross = sale.gross - refunded;
  if (sale.gross === 0) return { gross: 0, tax: 0, fee: 0 };
  return {
    gross,
    tax: mulDivFloor(sale.tax, gross, sale.gross),
    fee: mulDivFloor(sale.fee, gross, sale.gross),
  };
}
