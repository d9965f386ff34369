import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { RefundSummary, refundsResponse } from '../../../../core/contract/admin/money.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { TableScroll } from '../moderation/table-scroll.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { Pager } from '../shell/pager.tsx';
import { useConsoleFormat } from '../shell/use-console-format.ts';
import { useYen } from './use-yen.ts';
import '../moderation/moderation.css';
import './money.css';
import { pageParam, withPage } from '../../../ui/url-page.ts';

const TONES: Record<RefundSummary['status'], string> = {
  pending: 'active',
  succeeded: 'done',
  failed: 'stopped',
};

/** Every refund operators gave, newest first (attempts that failed or wait for the provider too). */
export function RefundsPage() {
  const t = useAdminT();
  const api = useApiClient();
  const format = useConsoleFormat();
  const yen = useYen();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageParam(searchParams);
  const refunds = useQuery({
    queryKey: ['admin', 'money', 'refunds', page],
    queryFn: () => api.get<z.infer<typeof refundsResponse>>('/admin/money/refunds', { query: { page } }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <ConsoleHeading lead={t('money.refunds.lead')}>{t('money.refunds.title')}</ConsoleHeading>
      {refunds.data && refunds.data.data.length === 0 && <p className="empty-state">{t('console.empty')}</p>}
      {refunds.data && refunds.data.data.length > 0 && (
        <>
          <TableScroll label={t('money.refunds.title')}>
            <table className="table money-table money-table--wide">
              <thead>
                <tr>
                  <th scope="col">{t('money.refunds.createdAt')}</th>
                  <th scope="col">{t('money.refunds.entry')}</th>
                  <th scope="col">{t('money.refunds.payer')}</th>
                  <th scope="col">{t('money.refunds.supplier')}</th>
                  <th scope="col">{t('money.refunds.amount')}</th>
                  <th scope="col">{t('money.refunds.backs')}</th>
                  <th scope="col">{t('money.refunds.reason')}</th>
                  <th scope="col">{t('money.refunds.operator')}</th>
                  <th scope="col">{t('money.refunds.status')}</th>
                </tr>
              </thead>
              <tbody>
                {refunds.data.data.map((refund) => (
                  <tr key={refund.id}>
                    <td>{format.dateTime(refund.createdAt)}</td>
                    <td>
                      <Link to={consolePath(`entries/${refund.entryId}`)}>{refund.service}</Link>
                    </td>
                    <td>{refund.payer.nickname}</td>
                    <td>{refund.supplier.nickname}</td>
                    <td className="numeric">{yen(refund.amount)}</td>
                    <td className="numeric">
                      {yen(refund.taxBack)} / {yen(refund.feeBack)}
                    </td>
                    <td className="pre-wrap">{refund.reason}</td>
                    <td>{refund.operatorName ?? '—'}</td>
                    <td>
                      <span className={`status-badge status-badge--${TONES[refund.status]}`}>
                        {t(`money.refundStatus.${refund.status}`)}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <Pager meta={refunds.data.meta} onPage={(next) => setSearchParams(withPage(searchParams, next))} />
        </>
      )}
    </>
  );
}
