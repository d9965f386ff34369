import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AccountType } from '../../../core/enums.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { HttpError } from '../../api/errors.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { TOP_PATH } from '../../paths.ts';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { replaceSessionUser } from '../session/replace-session-user.ts';
import { PageHeading } from '../site/page-heading.tsx';
import { siteMessageParams } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';

/** Closing the account: what it means, a confirmation, then PATCH …/withdraw. A refusal (409) explains why. */
function WithdrawalPage({ accountType: role }: { accountType: AccountType }) {
  const t = useT();
  const site = useSite();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { notify } = useNoticeStore();
  const [confirmed, setConfirmed] = useState(false);
  const withdraw = useMutation({
    mutationFn: () => client.patch<undefined>(`/${role}s/me/withdraw`),
    onSuccess: async () => {
      replaceSessionUser(queryClient, null);
      notify({ type: 'success', message: t('withdrawal.done', siteMessageParams(site)) });
      await navigate(TOP_PATH);
    },
  });
  const refusal =
    withdraw.error instanceof HttpError && withdraw.error.status === 409 ? withdraw.error.message : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirmed) withdraw.mutate();
  }

  return (
    <div className="narrow">
      <PageHeading>{t('page.withdraw')}</PageHeading>
      <ul>
        <li>{t('withdrawal.noSignIn')}</li>
        <li>{t('withdrawal.erased')}</li>
        <li>{t('withdrawal.recordsKept')}</li>
      </ul>
      {refusal && (
        <p className="callout callout--danger" role="alert">
          {refusal}
        </p>
      )}
      <form className="form" onSubmit={submit}>
        <label className="choice">
          <input
            type="checkbox"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          {t('withdrawal.confirm')}
        </label>
        <button type="submit" className="button button--danger" disabled={!confirmed || withdraw.isPending}>
          {t('withdrawal.submit')}
        </button>
      </form>
    </div>
  );
}

export const CastWithdrawalPage = () => <WithdrawalPage accountType="cast" />;
export const GuestWithdrawalPage = () => <WithdrawalPage accountType="guest" />;
