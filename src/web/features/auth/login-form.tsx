import type { FormEvent } from 'react';
import type { AccountType } from '../../../core/enums.ts';
import { ValidationError } from '../../api/errors.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useLogin } from './use-login.ts';

/**
 * E-mail and password. The browser's own validation is off so that every refusal, empty fields
 * included, comes from the server as a 422 and reads the same way under each field.
 */
export function LoginForm({ accountType }: { accountType: AccountType }) {
  const t = useT();
  const login = useLogin(accountType);
  const fieldErrors = login.error instanceof ValidationError ? login.error.errors : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    login.mutate({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label={t('login.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        errors={fieldErrors.email}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        errors={fieldErrors.password}
      />
      <button type="submit" className="button button--primary" disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
