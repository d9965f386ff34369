import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import type { AdminEntryDetail, adminEntryResponse } from '../../../../core/contract/admin/moderation.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { useNoticeStore } from '../../../ui/notices/notice-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConfirmStep } from '../shell/confirm-step.tsx';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { useConsoleFormat } from '../shell/use-console-format.ts';
import { EntryEstimates } from './entry-estimates.tsx';
import { EntryRefundCard } from './entry-refund-card.tsx';
import { EntryTimeline } from './entry-timeline.tsx';
import { EntryStatusBadge } from './status-badge.tsx';
import './moderation.css';

type EntryResponse = z.infer<typeof adminEntryResponse>;

/**
 * One entry as an operator checks it: parties, amounts, estimates, timeline; and the operator cancel, with
 * a refund when it is paid.
 */
export function EntryPage() {
  const t = useAdminT();
  const api = useApiClient();
  const { entryId = '' } = useParams();
  const entry = useQuery({
    queryKey: ['admin', 'moderation', 'entries', entryId],
    queryFn: () => api.get<EntryResponse>(`/admin/entries/${entryId}`),
  });
  const data = entry.data?.data;
  if (!data) return null;

  return (
    <>
      <p className="back-link">
        <Link to={consolePath('entries')}>{t('moderation.entry.back')}</Link>
      </p>
      <ConsoleHeading>{t('moderation.entry.title', { id: data.id })}</ConsoleHeading>
      <div className="moderation-layout">
        <div>
          <EntryOverview entry={data} />
          <EntryEstimates entry={data} />
          <EntryTimeline entry={data} />
        </div>
        {data.refund && data.refund.refundable > 0 ? (
          // Each refund starts afresh, prefilled with what is left.
          <EntryRefundCard key={data.refund.refundable} entry={data} refund={data.refund} />
        ) : (
          <CancelCard entry={data} />
        )}
      </div>
    </>
  );
}

function EntryOverview({ entry }: { entry: AdminEntryDetail }) {
  const t = useAdminT();
  const format = useConsoleFormat();
  const yen = (amount: number) => t('moderation.yen', { amount: format.number(amount) });
  return (
    <section className="card" aria-labelledby="entry-overview">
      <h2 id="entry-overview">{t('moderation.entry.overview')}</h2>
      <dl className="field-values">
        <div>
          <dt>{t('moderation.entry.status')}</dt>
          <dd>
            <EntryStatusBadge status={entry.status} />
          </dd>
        </div>
        <div>
          <dt>{t('moderation.entry.service')}</dt>
          <dd>
            <Link to={consolePath(`services/${entry.service.id}`)}>{entry.service.title}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('moderation.entry.cast')}</dt>
          <dd>
            {entry.cast.nickname} <code>{entry.cast.id}</code>
          </dd>
        </div>
        <div>
          <dt>{t('moderation.entry.guest')}</dt>
          <dd>
            {entry.guest.nickname} <code>{entry.guest.id}</code>
          </dd>
        </div>
        <div>
          <dt>{t('moderation.entry.flowType')}</dt>
          <dd>{t(`moderation.flowType.${entry.flowType}`)}</dd>
        </div>
        {entry.menu && (
          <div>
            <dt>{t('moderation.entry.menu')}</dt>
            <dd>
              {entry.menu.name} ·{' '}
              {t('moderation.price', {
                including: format.number(entry.menu.price.includingTax),
                excluding: format.number(entry.menu.price.excludingTax),
              })}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('moderation.entry.enteredAt')}</dt>
          <dd>{format.dateTime(entry.enteredAt)}</dd>
        </div>
        {entry.reservationAt && (
          <div>
            <dt>{t('moderation.entry.reservationAt')}</dt>
            <dd>{format.dateTime(entry.reservationAt)}</dd>
          </div>
        )}
        {entry.deadlineAt && (
          <div>
            <dt>{t('moderation.entry.deadlineAt')}</dt>
            <dd>{format.dateTime(entry.deadlineAt)}</dd>
          </div>
        )}
        <div>
          <dt>{t('moderation.entry.amount')}</dt>
          <dd>{entry.amount === null ? t('moderation.entries.noAmount') : yen(entry.amount)}</dd>
        </div>
        {entry.payment && (
          <div>
            <dt>{t('moderation.entry.payment')}</dt>
            <dd>
              {t('moderation.entry.paymentValue', {
                status: t(`moderation.paymentStatus.${entry.payment.status}`),
                amount: format.number(entry.payment.amount),
                attempt: entry.payment.attempt,
              })}
            </dd>
          </div>
        )}
        {entry.paidAt && (
          <div>
            <dt>{t('moderation.entry.paidAt')}</dt>
            <dd>{format.dateTime(entry.paidAt)}</dd>
          </div>
        )}
        {entry.cancelReason && (
          <div>
            <dt>{t('moderation.entry.cancelReason')}</dt>
            <dd className="pre-wrap">{entry.cancelReason}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function CancelCard({ entry }: { entry: AdminEntryDetail }) {
  const t = useAdminT();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const key = ['admin', 'moderation', 'entries', entry.id];
  const cancel = useMutation({
    mutationFn: (reason: string) => api.post<EntryResponse>(`/admin/entries/${entry.id}/cancel`, { reason }),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'moderation', 'entries'] });
      notify({ type: 'success', message: t('moderation.cancel.done') });
    },
    // A 409 means a party (or a charge) moved it meanwhile: show where it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });

  return (
    <section className="card action-card" aria-labelledby="entry-cancel">
      <h2 id="entry-cancel">{t('moderation.cancel.title')}</h2>
      {entry.cancelRefusal === null ? (
        <>
          <p>{t('moderation.cancel.lead')}</p>
          <ConfirmStep
            startLabel={t('moderation.cancel.start')}
            reasonLabel={t('moderation.cancel.reason')}
            question={t('moderation.cancel.question')}
            confirmLabel={t('moderation.cancel.confirm')}
            sendingLabel={t('moderation.cancel.sending')}
            pending={cancel.isPending}
            error={cancel.error}
            onConfirm={(reason) => cancel.mutate(reason)}
            onEdit={() => cancel.reset()}
          />
        </>
      ) : (
        <p className={entry.cancelRefusal === 'final' ? undefined : 'callout'}>
          {t(`moderation.cancel.refusal.${entry.cancelRefusal}`)}
        </p>
      )}
    </section>
  );
}
