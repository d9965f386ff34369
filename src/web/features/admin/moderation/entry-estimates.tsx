import type { AdminEntryDetail } from '../../../../core/contract/admin/moderation.ts';
import { useAdminT } from '../shell/admin-i18n.ts';
import { useConsoleFormat } from '../shell/use-console-format.ts';
import { TableScroll } from './table-scroll.tsx';

/** Both parties' estimates in figures (the supplier's move the entry; the payer's are budgets). */
export function EntryEstimates({ entry }: { entry: AdminEntryDetail }) {
  const t = useAdminT();
  const format = useConsoleFormat();
  const yen = (amount: number) => t('moderation.yen', { amount: format.number(amount) });
  return (
    <section className="card" aria-labelledby="entry-estimates">
      <h2 id="entry-estimates">{t('moderation.entry.estimates')}</h2>
      {entry.estimates.length === 0 ? (
        <p className="muted">{t('moderation.entry.noEstimates')}</p>
      ) : (
        <TableScroll label={t('moderation.entry.estimates')}>
          <table className="table moderation-table moderation-table--wide">
            <thead>
              <tr>
                <th scope="col">{t('moderation.entry.estimateKind')}</th>
                <th scope="col">{t('moderation.entry.estimateAuthor')}</th>
                <th scope="col">{t('moderation.entry.subtotal')}</th>
                <th scope="col">{t('moderation.entry.tax')}</th>
                <th scope="col">{t('moderation.entry.total')}</th>
                <th scope="col">{t('moderation.entry.estimateDeadline')}</th>
              </tr>
            </thead>
            <tbody>
              {entry.estimates.map((estimate) => (
                <tr key={`${estimate.kind}-${estimate.authorType}`}>
                  <td>{t(`moderation.estimateKind.${estimate.kind}`)}</td>
                  <td>{t(`moderation.role.${estimate.authorType}`)}</td>
                  <td className="numeric">{yen(estimate.subtotal)}</td>
                  <td className="numeric">{yen(estimate.tax)}</td>
                  <td className="numeric">{yen(estimate.total)}</td>
                  <td>{format.dateTime(estimate.deadlineAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
