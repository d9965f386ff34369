import type { EntryDetail, Estimate } from '../../../core/contract/entries.ts';
import { supplierType } from './entry-parties.ts';

/**
 * The supplier's latest estimate (the last one over the initial one): what the entry costs until its
 * amount is fixed at matching. The payer's own estimate (a budget) never counts.
 */
export function pendingEstimate(entry: Pick<EntryDetail, 'flowType' | 'estimates'>): Estimate | undefined {
  const supplier = supplierType(entry.flowType);
  const theirs = entry.estimates.filter((estimate) => estimate.authorType === supplier);
  return theirs.find((e) => e.kind === 'last') ?? theirs.find((e) => e.kind === 'initial');
}
