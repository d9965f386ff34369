import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import type { AdminEntryDetail, adminEntryResponse } from '../../../../core/contract/admin/moderation.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { ValidationError } from '../../../api/errors.ts';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useNoticeStore } from '../../../ui/notices/notice-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConfirmStep } from '../shell/confirm-step.tsx';
import { useConsoleFormat } from '../shell/use-console-format.ts';

type EntryResponse = z.infer<typeof adminEntryResponse>;

/**
 * The operator cancel of a paid entry: give back all of what is left of its payment (the amount is
 * filled in with it) or part of it, with the reason both parties are told, after a confirmation step.
 */
export function EntryRefundCard({
  entry,
  refund,
}: {
  entry: AdminEntryDetail;
  refund: { refunded: number; refundable: number };
}) {
  const t = useAdminT();
  const api = useApiClient();
  const format = useConsoleFormat();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const [amount, setAmount] = useState(String(refund.refundable));
  const key = ['admin', 'moderation', 'entries', entry.id];
  const send = useMutation({
    mutationFn: (body: { amount: number; reason: string }) =>
      api.post<EntryResponse>(`/admin/entries/${entry.id}/refund`, body),
    onSuccess: (saved, body) => {
      queryClient.setQueryData(key, saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'moderation', 'entries'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'money'] });
      notify({ type: 'success', message: t('money.refund.done', { amount: format.number(body.amount) }) });
    },
    // A 409 means the entry moved meanwhile (or the provider refused): show where it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  const amountErrors = send.error instanceof ValidationError ? send.error.errors.amount : undefined;
  const asNumber = Number(amount);

  return (
    <section className="card action-card" aria-labelledby="entry-refund">
      <h2 id="entry-refund">{t('money.refund.title')}</h2>
      <p>{t('money.refund.lead')}</p>
      {refund.refunded > 0 && (
        <p className="muted">{t('money.refund.refunded', { amount: format.number(refund.refunded) })}</p>
      )}
      <TextField
        label={t('money.refund.amount', { max: format.number(refund.refundable) })}
        name="amount"
        type="number"
        inputMode="numeric"
        min={1}
        max={refund.refundable}
        step={1}
        required
        value={amount}
        errors={amountErrors}
        onChange={(event) => {
          setAmount(event.target.value);
          if (send.error) send.reset();
        }}
      />
      <ConfirmStep
        startLabel={t('money.refund.start')}
        reasonLabel={t('money.refund.reason')}
        question={t('money.refund.question', {
          amount: Number.isFinite(asNumber) ? format.number(asNumber) : amount,
        })}
        confirmLabel={t('money.refund.confirm')}
        sendingLabel={t('money.refund.sending')}
        pending={send.isPending}
        error={send.error}
        onConfirm={(reason) => send.mutate({ amount: asNumber, reason })}
        onEdit={() => send.reset()}
      />
    </section>
  );
}
