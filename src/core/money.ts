import type { CastMatchingFeeType } from './enums.ts';

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

/**
 * The platform's fee terms an entry was matched on (docs/money.md, "Figures fixed when agreed"): the
 * site's fee settings as they were at that moment, kept with the entry so that a later change of the
 * settings moves no figure of it. `rate` is a percentage (two decimals at most).
 */
export interface FeeTerms {
  type: CastMatchingFeeType;
  /** `regular`: the percentage of each payment. */
  rate: number;
  /** `regular`: the least fee of one payment. */
  minimum: number;
  /** `single`: the fixed fee taken at matching. */
  fixed: number;
}

/** The terms the site's fee settings give an entry matched now. */
export function feeTermsOf(payment: {
  castMatchingFeeType: CastMatchingFeeType;
  castMatchingFeeRate: number;
  castMatchingFeeMinimum: number;
  castMatchingFee: number;
}): FeeTerms {
  return {
    type: payment.castMatchingFeeType,
    rate: payment.castMatchingFeeRate,
    minimum: payment.castMatchingFeeMinimum,
    fixed: payment.castMatchingFee,
  };
}

/**
 * The platform's commission on one payment (`regular`): the rate of the amount paid, tax included,
 * rounded down; at least the minimum, and never more than the payment. Other fee types take nothing
 * from a payment (`single` is taken at matching, `subscription` is the cast's monthly plan).
 */
export function paymentFee(gross: number, terms: FeeTerms): number {
  if (terms.type !== 'regular' || gross <= 0) return 0;
  const basisPoints = Math.round(terms.rate * 100);
  return Math.min(gross, Math.max(mulDivFloor(gross, basisPoints, 10_000), terms.minimum));
}

/**
 * What the supplier keeps of an entry's amount under its terms: a `regular` fee is a share of the
 * payment, a `single` fee was taken at matching (never more than the amount); a monthly plan takes
 * nothing from an entry.
 */
export function supplierSettlement(gross: number, terms: FeeTerms) {
  const fee = terms.type === 'single' ? Math.min(gross, terms.fixed) : paymentFee(gross, terms);
  return { gross, fee, net: gross - fee };
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
