import type { Estimate } from '../../../core/contract/entries.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Yen } from '../services/yen.tsx';
import { EntryTime } from './entry-time.tsx';

/** One estimate: its lines, the subtotal, the tax and the total, the message and its deadline. */
export function EstimateCard({ estimate, title }: { estimate: Estimate; title: string }) {
  const t = useT();
  const headingId = `estimate-${estimate.authorType}-${estimate.kind}`;
  return (
    <article className="card estimate" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <table className="table estimate__items">
        <caption className="visually-hidden">{t('entries.estimate.items', { title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('entries.estimate.label')}</th>
            <th scope="col">{t('entries.estimate.unitPrice')}</th>
            <th scope="col">{t('entries.estimate.quantity')}</th>
            <th scope="col">{t('entries.estimate.lineAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {estimate.items.map((item, index) => (
            // Lines have no id and may repeat a label; their position is what they are.
            // biome-ignore lint/suspicious/noArrayIndexKey: the order of the lines is their identity
            <tr key={index}>
              <th scope="row">{item.label}</th>
              <td>
                <Yen amount={item.unitPrice} />
              </td>
              <td>
                {item.quantity}
                {item.unit}
              </td>
              <td>
                <Yen amount={item.amount} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <EstimateTotals subtotal={estimate.subtotal} tax={estimate.tax} total={estimate.total} />
      {estimate.message && <p className="pre-wrap">{estimate.message}</p>}
      <dl className="field-values">
        {estimate.expiresAt && (
          <div>
            <dt>{t('entries.estimate.expiresAt')}</dt>
            <dd>
              <EntryTime iso={estimate.expiresAt} />
            </dd>
          </div>
        )}
        {estimate.approvalDeadline && (
          <div>
            <dt>{t('entries.estimate.approvalDeadline')}</dt>
            <dd>
              <EntryTime iso={estimate.approvalDeadline} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('entries.estimate.updatedAt')}</dt>
          <dd>
            <EntryTime iso={estimate.updatedAt} />
          </dd>
        </div>
      </dl>
    </article>
  );
}

export function EstimateTotals({ subtotal, tax, total }: { subtotal: number; tax: number; total: number }) {
  const t = useT();
  return (
    <dl className="field-values estimate__totals">
      <div>
        <dt>{t('entries.estimate.subtotal')}</dt>
        <dd>
          <Yen amount={subtotal} />
        </dd>
      </div>
      <div>
        <dt>{t('entries.estimate.tax')}</dt>
        <dd>
          <Yen amount={tax} />
        </dd>
      </div>
      <div>
        <dt>{t('entries.estimate.total')}</dt>
        <dd>
          <Yen amount={total} />
        </dd>
      </div>
    </dl>
  );
}
