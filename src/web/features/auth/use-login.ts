import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginBody } from '../../../core/contract/auth.ts';
import type { AccountType } from '../../../core/enums.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { myPagePath } from '../../paths.ts';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import type { MeResponse } from '../session/me-query.ts';
import { replaceSessionUser } from '../session/replace-session-user.ts';
import { safeReturnPath } from './safe-return-path.ts';

export type LoginCredentials = Omit<LoginBody, 'type'>;

/**
 * POST /login for one role. On success the answer becomes the stored user (so the guard of the next page
 * sees it at once), /me is invalidated, and the user goes back where they came from if that is a path
 * on this site, else to their my-page. Failures go to the global error handler; the form reads the 422.
 */
export function useLogin(role: AccountType) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { notify } = useNoticeStore();
  const t = useT();
  return useMutation({
    mutationFn: async (credentials: LoginCredentials) =>
      (await client.post<MeResponse>('/login', { type: role, ...credentials } satisfies LoginBody)).data,
    onSuccess: async (me) => {
      replaceSessionUser(queryClient, me);
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      notify({ type: 'success', message: t('login.succeeded') });
      await navigate(safeReturnPath(searchParams.get('from')) ?? myPagePath(me.type));
    },
  });
}
