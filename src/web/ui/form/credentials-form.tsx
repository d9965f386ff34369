import type { FormEvent } from 'react';
import { ValidationError } from '../../api/errors.ts';
import { TextField } from './text-field.tsx';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * E-mail and password, for every sign-in (the customers' and the operators'). The browser's own
 * validation is off so that every refusal, empty fields included, comes from the server as a 422 and
 * reads the same way under each field.
 */
export function CredentialsForm({
  labels,
  pending,
  error,
  onSubmit,
}: {
  labels: { email: string; password: string; submit: string; submitting: string };
  pending: boolean;
  /** The last failure: a 422's messages show under their fields. */
  error: unknown;
  onSubmit: (credentials: Credentials) => void;
}) {
  const fieldErrors = error instanceof ValidationError ? error.errors : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSubmit({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label={labels.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        errors={fieldErrors.email}
      />
      <TextField
        label={labels.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        errors={fieldErrors.password}
      />
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
