import type { AccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { CredentialsForm } from '../../ui/form/credentials-form.tsx';
import { useLogin } from './use-login.ts';

/** A role's sign-in form: the shared e-mail and password form, sent to POST /login. */
export function LoginForm({ accountType }: { accountType: AccountType }) {
  const t = useT();
  const login = useLogin(accountType);
  return (
    <CredentialsForm
      labels={{
        email: t('login.email'),
        password: t('login.password'),
        submit: t('login.submit'),
        submitting: t('login.submitting'),
      }}
      pending={login.isPending}
      error={login.error}
      onSubmit={(credentials) => login.mutate(credentials)}
    />
  );
}
