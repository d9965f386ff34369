import type { FormEvent } from 'react';
import { ValidationError } from '../../api/errors.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { TextField } from '../../ui/form/text-field.tsx';

/** Step one of sign-up and password reset: the e-mail address the code goes to. */
export function EmailForm({
  onSubmit,
  pending,
  error,
}: {
  onSubmit: (email: string) => void;
  pending: boolean;
  error: unknown;
}) {
  const t = useT();
  const errors = error instanceof ValidationError ? error.errors : {};
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get('email') ?? ''));
  }
  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label={t('login.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        errors={errors.email}
      />
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t('verification.sending') : t('verification.sendCode')}
      </button>
    </form>
  );
}
