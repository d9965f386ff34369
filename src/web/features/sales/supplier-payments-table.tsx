import type { SupplierPaymentRow } from '../../../core/contract/sales.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Yen } from '../services/yen.tsx';
import { SiteDay } from './site-day.tsx';

/** The payouts to the viewer: a table on wide screens, a card per payout on a phone (sales.css). */
export function SupplierPaymentsTable({ rows }: { rows: SupplierPaymentRow[] }) {
  const t = useT();
  const amounts = [
    ['amount', 'sales.supplier-payments.gross'],
    ['transferFee', 'sales.supplier-payments.fee'],
    ['net', 'sales.supplier-payments.net'],
  ] as const;
  return (
    <table className="money-table">
      <caption className="visually-hidden">{t('sales.tab.supplier-payments')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('sales.payoutDate')}</th>
          <th scope="col">{t('sales.closingDate')}</th>
          <th scope="col">{t('sales.status')}</th>
          {amounts.map(([field, label]) => (
            <th key={field} scope="col" className="money-table__amount">
              {t(label)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td data-label={t('sales.payoutDate')}>
              <SiteDay date={row.payoutDate} />
            </td>
            <td data-label={t('sales.closingDate')}>
              <SiteDay date={row.closingDate} />
            </td>
            <td data-label={t('sales.status')}>
              <span className={`money-status money-status--${row.status}`}>
                {t(`sales.status.${row.status}`)}
              </span>
            </td>
            {amounts.map(([field, label]) => (
              <td key={field} data-label={t(label)} className="money-table__amount">
                <Yen amount={row[field]} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
