import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { AdminLoginBody, adminMeResponse } from '../../../../core/contract/admin/auth.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { ValidationError } from '../../../api/errors.ts';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useAdminT } from './admin-i18n.ts';
import { CONSOLE_ROOT } from './console-paths.ts';
import { OPERATOR_KEY } from './operator-query.ts';

/** Where to go after signing in: the page that asked for it, if it is a console page. */
function returnPath(from: string | null): string {
  return from?.startsWith(`${CONSOLE_ROOT}`) && !from.startsWith('//') ? from : CONSOLE_ROOT;
}

export function AdminLoginPage() {
  const t = useAdminT();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useMutation({
    mutationFn: (body: AdminLoginBody) => api.post<z.infer<typeof adminMeResponse>>('/admin/login', body),
    onSuccess: ({ data }) => {
      queryClient.clear();
      queryClient.setQueryData(OPERATOR_KEY, data);
      navigate(returnPath(searchParams.get('from')));
    },
  });
  useEffect(() => {
    document.title = t('adminLogin.title');
  }, [t]);
  const fieldErrors = login.error instanceof ValidationError ? login.error.errors : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    login.mutate({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
  }

  return (
    <main className="console-login">
      <div className="console-login__card card">
        <p className="console-login__brand">{t('console.title')}</p>
        <h1 className="page-heading">{t('adminLogin.title')}</h1>
        <p className="lead">{t('adminLogin.lead')}</p>
        {searchParams.get('reason') === 'unAuthorization' && (
          <p className="callout callout--info">{t('adminLogin.reasonUnauthorized')}</p>
        )}
        <form className="form" noValidate onSubmit={submit}>
          <TextField
            label={t('adminLogin.email')}
            name="email"
            type="email"
            autoComplete="username"
            required
            errors={fieldErrors.email}
          />
          <TextField
            label={t('adminLogin.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            errors={fieldErrors.password}
          />
          <button type="submit" className="button button--primary" disabled={login.isPending}>
            {login.isPending ? t('adminLogin.submitting') : t('adminLogin.submit')}
          </button>
        </form>
      </div>
    </main>
  );
}
