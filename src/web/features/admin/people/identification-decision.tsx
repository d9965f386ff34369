import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { IdentificationDetail, identificationResponse } from '../../../../core/contract/admin/people.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { useNoticeStore } from '../../../ui/notices/notice-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConfirmStep } from '../shell/confirm-step.tsx';
import { useConsoleFormat } from '../shell/use-console-format.ts';
import { peopleKeys } from './query-keys.ts';

type Decision = { approve: true } | { approve: false; reason: string };

/**
 * Approve, or send back with a reason the customer will read. Once decided, it says what happened and
 * what the console waits for next.
 */
export function IdentificationDecision({ identification }: { identification: IdentificationDetail }) {
  const t = useAdminT();
  const api = useApiClient();
  const format = useConsoleFormat();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const { accountId, nickname } = identification;

  const decide = useMutation({
    mutationFn: async (decision: Decision) =>
      (
        await api.post<z.infer<typeof identificationResponse>>(
          `/admin/identifications/${accountId}/${decision.approve ? 'approve' : 'return'}`,
          decision.approve ? {} : { reason: decision.reason },
        )
      ).data,
    onSuccess: (saved, decision) => {
      queryClient.setQueryData(peopleKeys.identification(accountId), saved);
      void queryClient.invalidateQueries({ queryKey: peopleKeys.identifications });
      void queryClient.invalidateQueries({ queryKey: peopleKeys.customer(accountId) });
      notify({
        type: 'success',
        message: t(decision.approve ? 'people.identification.approved' : 'people.identification.returned', {
          nickname,
        }),
      });
    },
  });

  return (
    <section className="card" aria-labelledby="decision-heading">
      <h2 id="decision-heading">{t('people.identification.decide')}</h2>
      {identification.reviewStatus === 'returned' && (
        <p className="callout callout--danger" role="status">
          {t('people.identification.state.returned', {
            at: format.dateTime(identification.reviewedAt),
            reason: identification.reason,
          })}
        </p>
      )}
      {identification.reviewStatus === 'approved' && (
        <p className="callout" role="status">
          {t('people.identification.state.approved', { at: format.dateTime(identification.reviewedAt) })}
        </p>
      )}
      {identification.reviewStatus === 'pending' && (
        <>
          <p>{t('people.identification.decideLead')}</p>
          <div className="actions">
            <button
              type="button"
              className="button button--primary"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ approve: true })}
            >
              {t('people.identification.approve')}
            </button>
            <ConfirmStep
              tone="secondary"
              startLabel={t('people.identification.returnStart')}
              reasonLabel={t('people.identification.reason')}
              question={t('people.identification.reasonHint')}
              confirmLabel={t('people.identification.returnConfirm')}
              pending={decide.isPending}
              error={decide.error}
              onConfirm={(reason) => decide.mutate({ approve: false, reason })}
              onEdit={() => decide.reset()}
            />
          </div>
        </>
      )}
    </section>
  );
}
