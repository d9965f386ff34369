import { Link } from 'react-router';
import { type MoneyListRow, moneyRowKind } from '../../../core/contract/sales.ts';
import type { AccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { EntryTime } from '../entries/entry-time.tsx';
import { Yen } from '../services/yen.tsx';
import { roleLabel } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { figuresOf } from './money-figure-labels.ts';
import { SiteDay } from './site-day.tsx';

/**
 * The rows of the sales or payments list: a table on wide screens; on a phone each row stands as a card
 * whose cells carry their column's name (sales.css).
 */
export function MoneyTable({
  role,
  tab,
  rows,
}: {
  role: AccountType;
  tab: 'sales' | 'payments';
  rows: MoneyListRow[];
}) {
  const t = useT();
  const site = useSite();
  const counterpartLabel = roleLabel(site, role === 'cast' ? 'guest' : 'cast');
  const figures = figuresOf(tab);
  return (
    <table className="money-table">
      <caption className="visually-hidden">{t(`sales.tab.${tab}`)}</caption>
      <thead>
        <tr>
          <th scope="col">{t('sales.paidAt')}</th>
          <th scope="col">{t('sales.item')}</th>
          <th scope="col">{counterpartLabel}</th>
          <th scope="col">{t('sales.providedAt')}</th>
          {figures.map(({ figure, label }) => (
            <th key={figure} scope="col" className="money-table__amount">
              {t(label)}
            </th>
          ))}
          {tab === 'sales' && <th scope="col">{t('sales.expectedPayoutDate')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={row.gross < 0 ? 'money-table__row--back' : undefined}>
            <td data-label={t('sales.paidAt')}>
              <EntryTime iso={row.paidAt} />
            </td>
            <td data-label={t('sales.item')} className="money-table__item">
              <span className="money-kind">{t(`sales.kind.${moneyRowKind(row.kind)}`)}</span>
              {row.entryId ? (
                <Link to={`/${role}/entries/${row.entryId}`}>{row.serviceName ?? t('sales.viewEntry')}</Link>
              ) : (
                row.serviceName && <span>{row.serviceName}</span>
              )}
            </td>
            <td data-label={counterpartLabel}>{row.counterpart?.nickname ?? '—'}</td>
            <td data-label={t('sales.providedAt')}>
              {row.providedAt ? <EntryTime iso={row.providedAt} date /> : '—'}
            </td>
            {figures.map(({ figure, label }) => (
              <td key={figure} data-label={t(label)} className="money-table__amount">
                <Yen amount={row[figure]} />
              </td>
            ))}
            {tab === 'sales' && (
              <td data-label={t('sales.expectedPayoutDate')}>
                {row.expectedPayoutDate ? <SiteDay date={row.expectedPayoutDate} /> : '—'}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
