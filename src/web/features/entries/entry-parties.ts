import type { Entry } from '../../../core/contract/entries.ts';
import type { AccountType, PaymentFlowType } from '../../../core/enums.ts';
import { roleLabel } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';

/** The supplier's account type: casts supply in a c2g site, guests in a g2c one. */
export function supplierType(flowType: PaymentFlowType): AccountType {
  return flowType === 'c2g' ? 'cast' : 'guest';
}

/** The payer's account type: the other one. */
export function payerType(flowType: PaymentFlowType): AccountType {
  return flowType === 'c2g' ? 'guest' : 'cast';
}

/**
 * The names of an entry's parties as the site calls its roles ({supplier} does the work and is paid,
 * {payer} orders and pays), for messages that must read right in either flow type.
 */
export function usePartyNames(entry: Pick<Entry, 'flowType'>): { supplier: string; payer: string } {
  const site = useSite();
  return {
    supplier: roleLabel(site, supplierType(entry.flowType)),
    payer: roleLabel(site, payerType(entry.flowType)),
  };
}
