import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { CustomerDetail, customerResponse } from '../../../../core/contract/admin/people.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { ValidationError } from '../../../api/errors.ts';
import { TextAreaField } from '../../../ui/form/text-area-field.tsx';
import { useNoticeStore } from '../../../ui/notices/notice-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { peopleKeys } from './query-keys.ts';

/**
 * Suspend or restore, each behind an inline confirmation step: the first button only opens it, focus moves
 * into it, and Cancel returns focus to where it was.
 */
export function SuspensionCard({ customer }: { customer: CustomerDetail }) {
  const t = useAdminT();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const startRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const suspended = customer.status === 'suspended';

  const change = useMutation({
    mutationFn: async () =>
      (
        await api.post<z.infer<typeof customerResponse>>(
          `/admin/customers/${customer.id}/${suspended ? 'restore' : 'suspend'}`,
          suspended ? {} : { reason },
        )
      ).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(peopleKeys.customer(customer.id), saved);
      void queryClient.invalidateQueries({ queryKey: peopleKeys.customers });
      notify({
        type: 'success',
        message: t(suspended ? 'people.restore.done' : 'people.suspend.done', {
          nickname: customer.nickname,
        }),
      });
      setConfirming(false);
      setReason('');
    },
  });
  const errors = change.error instanceof ValidationError ? change.error.errors : {};

  useEffect(() => {
    if (confirming) confirmRef.current?.querySelector<HTMLElement>('textarea, button')?.focus();
  }, [confirming]);

  function cancel() {
    setConfirming(false);
    change.reset();
    startRef.current?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.mutate();
  }

  if (customer.status === 'withdrawn') {
    return (
      <section className="card" aria-labelledby="suspension-heading">
        <h2 id="suspension-heading">{t('people.suspend.title')}</h2>
        <p>{t('people.withdrawn.noActions')}</p>
      </section>
    );
  }

  return (
    <section className="card people-danger-zone" aria-labelledby="suspension-heading">
      <h2 id="suspension-heading">{t('people.suspend.title')}</h2>
      <p>{t(suspended ? 'people.restore.explain' : 'people.suspend.explain')}</p>
      {!confirming && (
        <button
          ref={startRef}
          type="button"
          className={suspended ? 'button button--primary' : 'button button--danger'}
          onClick={() => setConfirming(true)}
        >
          {t(suspended ? 'people.restore.start' : 'people.suspend.start')}
        </button>
      )}
      {confirming && (
        <div ref={confirmRef} className="people-confirm">
          <form className="form" noValidate onSubmit={onSubmit}>
            {suspended ? (
              <p>{t('people.restore.confirmText', { nickname: customer.nickname })}</p>
            ) : (
              <TextAreaField
                label={t('people.suspend.reason')}
                name="reason"
                rows={3}
                required
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                errors={errors.reason}
              />
            )}
            <div className="actions">
              <button
                type="submit"
                className={suspended ? 'button button--primary' : 'button button--danger'}
                disabled={change.isPending}
              >
                {t(suspended ? 'people.restore.confirm' : 'people.suspend.confirm')}
              </button>
              <button type="button" className="button button--secondary" onClick={cancel}>
                {t('console.cancel')}
              </button>
            </div>
          </form>
        </div>
      )}
    </section>
  );
}
