/**
 * Money is integer yen (product decisions section 3). Tax is computed on the amount excluding tax and
 * rounded down, as Japanese receipts do; the rate is the site's `payment.taxRate`.
 */
export function taxOn(amountExcludingTax: number, taxRate: number): number {
  if (!Number.isInteger(amountExcludingTax)) throw new Error(`not whole yen: ${amountExcludingTax}`);
  // Rates such as 0.1 are not exact in binary: work in basis points to keep 110 × 0.1 from becoming 10.999…
  const basisPoints = Math.round(taxRate * 10_000);
  return Math.floor((amountExcludingTax * basisPoints) / 10_000);
}

export function withTax(amountExcludingTax: number, taxRate: number): number {
  return amountExcludingTax + taxOn(amountExcludingTax, taxRate);
}

/** A price as both figures a page shows: excluding and including tax. */
export function priceWithTax(amountExcludingTax: number, taxRate: number) {
  return { excludingTax: amountExcludingTax, includingTax: withTax(amountExcludingTax, taxRate) };
}
