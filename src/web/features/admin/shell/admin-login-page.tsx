import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { AdminLoginBody, adminMeResponse } from '../../../../core/contract/admin/auth.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { CredentialsForm } from '../../../ui/form/credentials-form.tsx';
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

  return (
    <main className="console-login">
      <div className="console-login__card card">
        <p className="console-login__brand">{t('console.title')}</p>
        <h1 className="page-heading">{t('adminLogin.title')}</h1>
        <p className="lead">{t('adminLogin.lead')}</p>
        {searchParams.get('reason') === 'unAuthorization' && (
          <p className="callout callout--info">{t('adminLogin.reasonUnauthorized')}</p>
        )}
        <CredentialsForm
          labels={{
            email: t('adminLogin.email'),
            password: t('adminLogin.password'),
            submit: t('adminLogin.submit'),
            submitting: t('adminLogin.submitting'),
          }}
          pending={login.isPending}
          error={login.error}
          onSubmit={(credentials) => login.mutate(credentials)}
        />
      </div>
    </main>
  );
}
