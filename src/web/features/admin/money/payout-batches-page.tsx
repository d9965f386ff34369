import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { payoutBatchesResponse } from '../../../../core/contract/admin/money.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { TableScroll } from '../moderation/table-scroll.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { Pager } from '../shell/pager.tsx';
import { BatchStatusBadge } from './batch-status-badge.tsx';
import { useYen } from './use-yen.ts';
import './money.css';
import { pageParam, withPage } from '../../../ui/url-page.ts';

/** Every payout batch, newest closing first; each opens its transfers. */
export function PayoutBatchesPage() {
  const t = useAdminT();
  const api = useApiClient();
  const yen = useYen();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageParam(searchParams);
  const batches = useQuery({
    queryKey: ['admin', 'money', 'batches', page],
    queryFn: () =>
      api.get<z.infer<typeof payoutBatchesResponse>>('/admin/money/payout-batches', { query: { page } }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <ConsoleHeading lead={t('money.batches.lead')}>{t('money.batches.title')}</ConsoleHeading>
      {batches.data && batches.data.data.length === 0 && <p className="empty-state">{t('console.empty')}</p>}
      {batches.data && batches.data.data.length > 0 && (
        <>
          <TableScroll label={t('money.batches.title')}>
            <table className="table money-table">
              <thead>
                <tr>
                  <th scope="col">{t('money.batches.closingDate')}</th>
                  <th scope="col">{t('money.batches.payoutDate')}</th>
                  <th scope="col">{t('money.batches.items')}</th>
                  <th scope="col">{t('money.batches.net')}</th>
                  <th scope="col">{t('money.batches.status')}</th>
                </tr>
              </thead>
              <tbody>
                {batches.data.data.map((batch) => (
                  <tr key={batch.id}>
                    <td>
                      <Link to={consolePath(`money/payouts/${batch.id}`)}>{batch.closingDate}</Link>
                    </td>
                    <td>{batch.payoutDate}</td>
                    <td className="numeric">{t('money.batches.count', { count: batch.items })}</td>
                    <td className="numeric">{yen(batch.net)}</td>
                    <td>
                      <BatchStatusBadge status={batch.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <Pager meta={batches.data.meta} onPage={(next) => setSearchParams(withPage(searchParams, next))} />
        </>
      )}
    </>
  );
}
