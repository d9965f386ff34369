import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { Me } from '../../../core/contract/auth.ts';
import type { AccountType } from '../../../core/enums.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { ValidationError } from '../../api/errors.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { myPagePath, passwordResetPath } from '../../paths.ts';
import { TextField } from '../../ui/form/text-field.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { useFlowState } from '../email-verification/flow-state.ts';
import { CodeStepPage, EmailStepPage } from '../email-verification/verification-pages.tsx';
import { replaceSessionUser } from '../session/replace-session-user.ts';
import { PageHeading } from '../site/page-heading.tsx';

const paths = (role: AccountType) => ({
  start: passwordResetPath(role),
  confirm: `${passwordResetPath(role)}/confirm`,
  registration: `${passwordResetPath(role)}/registration`,
});

function useResetPassword() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { notify } = useNoticeStore();
  const t = useT();
  return useMutation({
    mutationFn: async (body: { resetToken: string; password: string }) =>
      (await client.post<{ data: Me }>('/customers/password-resets/registers', body)).data,
    onSuccess: async (me) => {
      replaceSessionUser(queryClient, me);
      notify({ type: 'success', message: t('passwordReset.done') });
      await navigate(myPagePath(me.type));
    },
  });
}

function NewPassword({ accountType: role }: { accountType: AccountType }) {
  const t = useT();
  const state = useFlowState();
  const reset = useResetPassword();
  if (!state?.token) return <Navigate to={paths(role).start} replace />;
  const errors = reset.error instanceof ValidationError ? reset.error.errors : {};
  const resetToken = state.token;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset.mutate({ resetToken, password: String(new FormData(event.currentTarget).get('password') ?? '') });
  }
  return (
    <div className="narrow">
      <PageHeading>{t('page.passwordRegistration')}</PageHeading>
      <form className="form" noValidate onSubmit={submit}>
        {errors.token && <p className="callout callout--danger">{errors.token.join(' ')}</p>}
        <TextField
          label={t('passwordReset.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          errors={errors.password}
        />
        <button type="submit" className="button button--primary" disabled={reset.isPending}>
          {t('passwordReset.submit')}
        </button>
      </form>
    </div>
  );
}

function ResetEmail({ accountType: role }: { accountType: AccountType }) {
  const p = paths(role);
  return (
    <EmailStepPage
      flow="reset"
      role={role}
      titleKey="page.passwordReset"
      leadKey="passwordReset.lead"
      paths={{ start: p.start, next: p.confirm }}
    />
  );
}

function ResetCode({ accountType: role }: { accountType: AccountType }) {
  const p = paths(role);
  return (
    <CodeStepPage
      flow="reset"
      role={role}
      titleKey="page.passwordConfirm"
      paths={{ start: p.start, next: p.registration }}
    />
  );
}

export const CastPasswordResetPage = () => <ResetEmail accountType="cast" />;
export const GuestPasswordResetPage = () => <ResetEmail accountType="guest" />;
export const CastPasswordCodePage = () => <ResetCode accountType="cast" />;
export const GuestPasswordCodePage = () => <ResetCode accountType="guest" />;
export const CastNewPasswordPage = () => <NewPassword accountType="cast" />;
export const GuestNewPasswordPage = () => <NewPassword accountType="guest" />;
