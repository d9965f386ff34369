import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import type {
  PayoutBatchDetail,
  payoutBatchResponse,
  remitterResponse,
} from '../../../../core/contract/admin/money.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { useLocale } from '../../../i18n/i18n-context.tsx';
import { useNoticeStore } from '../../../ui/notices/notice-context.tsx';
import { TableScroll } from '../moderation/table-scroll.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConfirmStep } from '../shell/confirm-step.tsx';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { useConsoleFormat } from '../shell/use-console-format.ts';
import { BatchStatusBadge } from './batch-status-badge.tsx';
import { downloadExport } from './download-export.ts';
import { useYen } from './use-yen.ts';
import '../moderation/moderation.css';
import './money.css';

type BatchResponse = z.infer<typeof payoutBatchResponse>;

/** One payout batch: its transfers, the Zengin file, and "mark paid". */
export function PayoutBatchPage() {
  const t = useAdminT();
  const api = useApiClient();
  const { batchId = '' } = useParams();
  const batch = useQuery({
    queryKey: ['admin', 'money', 'batches', 'detail', batchId],
    queryFn: () => api.get<BatchResponse>(`/admin/money/payout-batches/${batchId}`),
  });
  const data = batch.data?.data;
  if (!data) return null;
  return (
    <>
      <p className="back-link">
        <Link to={consolePath('money/payouts')}>{t('money.batch.back')}</Link>
      </p>
      <ConsoleHeading>{t('money.batch.title', { date: data.closingDate })}</ConsoleHeading>
      <div className={data.items > 0 ? 'moderation-layout' : undefined}>
        <BatchOverview batch={data} />
        {data.items > 0 && (
          <div className="money-actions">
            <ExportCard batch={data} />
            <MarkPaidCard batch={data} />
          </div>
        )}
      </div>
      <Transfers batch={data} />
    </>
  );
}

function BatchOverview({ batch }: { batch: PayoutBatchDetail }) {
  const t = useAdminT();
  const format = useConsoleFormat();
  const yen = useYen();
  const rows: Array<[string, ReactNode]> = [
    [t('money.batches.status'), <BatchStatusBadge key="status" status={batch.status} />],
    [t('money.batches.closingDate'), batch.closingDate],
    [t('money.batches.payoutDate'), batch.payoutDate],
    [t('money.batches.items'), t('money.batches.count', { count: batch.items })],
    [t('money.batches.net'), yen(batch.net)],
    [t('money.batch.total'), yen(batch.amount)],
    [t('money.batch.transferFee'), yen(batch.transferFee)],
    [t('money.batch.minimum'), yen(batch.minimumAmount)],
    [t('money.batch.exportedAt'), format.dateTime(batch.exportedAt)],
    [t('money.batch.paidAt'), format.dateTime(batch.paidAt)],
    [t('money.batch.paidBy'), batch.paidBy ?? '—'],
  ];
  return (
    <section className="card" aria-labelledby="batch-overview">
      <h2 id="batch-overview">{t('money.batch.overview')}</h2>
      <dl className="field-values">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Transfers({ batch }: { batch: PayoutBatchDetail }) {
  const t = useAdminT();
  const yen = useYen();
  return (
    <section className="card" aria-labelledby="batch-transfers">
      <h2 id="batch-transfers">{t('money.batch.transfers')}</h2>
      {batch.itemList.length === 0 ? (
        <p className="empty-state">{t('money.batch.empty')}</p>
      ) : (
        <TableScroll label={t('money.batch.transfers')}>
          <table className="table money-table">
            <thead>
              <tr>
                <th scope="col">{t('money.batch.supplier')}</th>
                <th scope="col">{t('money.batch.amount')}</th>
                <th scope="col">{t('money.batch.fee')}</th>
                <th scope="col">{t('money.batch.net')}</th>
                <th scope="col">{t('money.batch.account')}</th>
                <th scope="col">{t('money.batch.holder')}</th>
              </tr>
            </thead>
            <tbody>
              {batch.itemList.map((item) => (
                <tr key={item.id}>
                  <td>
                    <Link to={consolePath(`customers/${item.supplier.id}`)}>{item.supplier.nickname}</Link>
                  </td>
                  <td className="numeric">{yen(item.amount)}</td>
                  <td className="numeric">{yen(item.transferFee)}</td>
                  <td className="numeric">{yen(item.net)}</td>
                  <td className="money-account">
                    {t('money.batch.accountValue', {
                      bank: item.bankCode,
                      branch: item.branchCode,
                      type: t(`money.accountType.${item.accountType}`),
                      number: item.accountNumber,
                    })}
                  </td>
                  <td>{item.holderName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

function ExportCard({ batch }: { batch: PayoutBatchDetail }) {
  const t = useAdminT();
  const api = useApiClient();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const remitter = useQuery({
    queryKey: ['admin', 'money', 'remitter'],
    queryFn: async () => (await api.get<z.infer<typeof remitterResponse>>('/admin/money/remitter')).data,
  });
  const download = useMutation({
    mutationFn: () => downloadExport(api.url(`/admin/money/payout-batches/${batch.id}/export`), locale),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'money', 'batches'] });
      notify({ type: 'success', message: t('money.export.done') });
    },
  });
  return (
    <section className="card money-action" aria-labelledby="batch-export">
      <h2 id="batch-export">{t('money.export.title')}</h2>
      <p>{t('money.export.lead')}</p>
      {remitter.data === null ? (
        <p className="callout">
          <Link to={consolePath('money/remitter')}>{t('money.export.noRemitter')}</Link>
        </p>
      ) : (
        <button
          type="button"
          className={`button ${batch.status === 'open' ? 'button--primary' : 'button--secondary'}`}
          disabled={download.isPending || remitter.data === undefined}
          onClick={() => download.mutate()}
        >
          {t(batch.status === 'open' ? 'money.export.button' : 'money.export.again')}
        </button>
      )}
    </section>
  );
}

function MarkPaidCard({ batch }: { batch: PayoutBatchDetail }) {
  const t = useAdminT();
  const api = useApiClient();
  const format = useConsoleFormat();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const markPaid = useMutation({
    mutationFn: () => api.post<BatchResponse>(`/admin/money/payout-batches/${batch.id}/mark-paid`),
    onSuccess: (saved) => {
      queryClient.setQueryData(['admin', 'money', 'batches', 'detail', batch.id], saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'money'] });
      notify({ type: 'success', message: t('money.paid.done') });
    },
  });
  return (
    <section className="card money-action" aria-labelledby="batch-paid">
      <h2 id="batch-paid">{t('money.paid.title')}</h2>
      {batch.status === 'paid' && <p>{t('money.paid.already')}</p>}
      {batch.status === 'open' && <p>{t('money.paid.exportFirst')}</p>}
      {batch.status === 'exported' && (
        <>
          <p>{t('money.paid.lead')}</p>
          <ConfirmStep
            tone="primary"
            startLabel={t('money.paid.start')}
            question={t('money.paid.question', { count: batch.items, amount: format.number(batch.net) })}
            confirmLabel={t('money.paid.confirm')}
            sendingLabel={t('money.paid.sending')}
            pending={markPaid.isPending}
            error={markPaid.error}
            onConfirm={() => markPaid.mutate()}
          />
        </>
      )}
    </section>
  );
}
