import type { FeeTerms } from '../../../core/money.ts';

/**
 * The fee terms an entry was matched on (docs/money.md, "Figures fixed when agreed"). Every entry past
 * matching has them: the match writes them, and migration 0033 gave them to the entries matched before.
 */
export function agreedFeeTerms(entry: { id: string; fee_terms: FeeTerms | null }): FeeTerms {
  if (!entry.fee_terms) throw new Error(`entry ${entry.id} has no fee terms: it was never matched`);
  return entry.fee_terms;
}
