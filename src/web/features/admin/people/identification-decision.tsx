import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { IdentificationDetail, identificationResponse } from '../../../../core/contract/admin/people.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { ValidationError } from '../../../api/errors.ts';
import { TextAreaField } from '../../../ui/form/text-area-field.tsx';
import { useNoticeStore } from '../../../ui/notices/notice-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { peopleKeys } from './query-keys.ts';
import { useFormatters } from './use-formatters.ts';

type Decision = { approve: true } | { approve: false; reason: string };

/**
 * Approve, or send back with a reason the customer will read. Once decided, it says what happened and
 * what the console waits for next.
 */
export function IdentificationDecision({ identification }: { identification: IdentificationDetail }) {
  const t = useAdminT();
  const api = useApiClient();
  const format = useFormatters();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const [returning, setReturning] = useState(false);
  const [reason, setReason] = useState('');
  const returnStartRef = useRef<HTMLButtonElement>(null);
  const reasonFormRef = useRef<HTMLFormElement>(null);
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
      setReturning(false);
    },
  });
  const errors = decide.error instanceof ValidationError ? decide.error.errors : {};

  useEffect(() => {
    if (returning) reasonFormRef.current?.querySelector('textarea')?.focus();
  }, [returning]);

  function onReturn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    decide.mutate({ approve: false, reason });
  }

  function cancel() {
    setReturning(false);
    decide.reset();
    returnStartRef.current?.focus();
  }

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
          {!returning && (
            <div className="actions">
              <button
                type="button"
                className="button button--primary"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ approve: true })}
              >
                {t('people.identification.approve')}
              </button>
              <button
                ref={returnStartRef}
                type="button"
                className="button button--secondary"
                onClick={() => setReturning(true)}
              >
                {t('people.identification.returnStart')}
              </button>
            </div>
          )}
          {returning && (
            <form ref={reasonFormRef} className="form people-confirm" noValidate onSubmit={onReturn}>
              <p className="people-hint">{t('people.identification.reasonHint')}</p>
              <TextAreaField
                label={t('people.identification.reason')}
                name="reason"
                rows={4}
                required
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                errors={errors.reason}
              />
              <div className="actions">
                <button type="submit" className="button button--danger" disabled={decide.isPending}>
                  {t('people.identification.returnConfirm')}
                </button>
                <button type="button" className="button button--secondary" onClick={cancel}>
                  {t('console.cancel')}
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}
