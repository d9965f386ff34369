import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CustomerDetail, customerResponse } from '../../../../core/contract/admin/people.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { useNoticeStore } from '../../../ui/notices/notice-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConfirmStep } from '../shell/confirm-step.tsx';
import { peopleKeys } from './query-keys.ts';

/**
 * Suspend (with a reason for operators) or restore, each behind the console's inline confirmation step.
 */
export function SuspensionCard({ customer }: { customer: CustomerDetail }) {
  const t = useAdminT();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const suspended = customer.status === 'suspended';

  const change = useMutation({
    mutationFn: async (reason: string) =>
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
    },
  });

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
      <ConfirmStep
        key={customer.status}
        tone={suspended ? 'primary' : 'danger'}
        startLabel={t(suspended ? 'people.restore.start' : 'people.suspend.start')}
        reasonLabel={suspended ? undefined : t('people.suspend.reason')}
        question={t(suspended ? 'people.restore.confirmText' : 'people.suspend.confirmText', {
          nickname: customer.nickname,
        })}
        confirmLabel={t(suspended ? 'people.restore.confirm' : 'people.suspend.confirm')}
        pending={change.isPending}
        error={change.error}
        onConfirm={(reason) => change.mutate(reason)}
        onEdit={() => change.reset()}
      />
    </section>
  );
}
