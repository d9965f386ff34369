import type { MoneyFigures } from '../../../core/contract/sales.ts';
import type { MessageKey } from '../../i18n/catalogues.ts';
import type { MoneyTab } from './money-filter.ts';

export type Figure = keyof MoneyFigures;

/**
 * The figures each list shows, and what they are called there: the same four numbers mean a sale's
 * split, a payment's parts, or a payout's deductions (docs/money.md). Payouts carry no tax.
 */
export function figuresOf(tab: MoneyTab): Array<{ figure: Figure; label: MessageKey }> {
  const figures: Figure[] =
    tab === 'supplier-payments' ? ['gross', 'fee', 'net'] : ['gross', 'tax', 'fee', 'net'];
  return figures.map((figure) => ({ figure, label: `sales.${tab}.${figure}` as MessageKey }));
}
