import type { FormEvent } from 'react';
import { ValidationError } from '../../api/errors.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { TextField } from '../../ui/form/text-field.tsx';

/** Step two: the six-digit code from the mail. */
export function CodeForm({
  email,
  onSubmit,
  pending,
  error,
}: {
  email: string;
  onSubmit: (code: string) => void;
  pending: boolean;
  error: unknown;
}) {
  const t = useT();
  const errors = error instanceof ValidationError ? error.errors : {};
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get('code') ?? '').trim());
  }
  return (
    <form className="form" noValidate onSubmit={submit}>
      <p>{t('verification.sentTo', { email })}</p>
      <TextField
        label={t('verification.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        errors={errors.code}
      />
      <button type="submit" className="button button--primary" disabled={pending}>
        {t('verification.verify')}
      </button>
    </form>
  );
}
