import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../api/api-client-context.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { TOP_PATH } from '../../paths.ts';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { replaceSessionUser } from '../session/replace-session-user.ts';

/** POST /logout, then forget everything cached for the user and go to the top page. */
export function useLogout() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { notify } = useNoticeStore();
  const t = useT();
  return useMutation({
    mutationFn: () => client.post<undefined>('/logout'),
    onSuccess: async () => {
      replaceSessionUser(queryClient, null);
      notify({ type: 'success', message: t('logout.succeeded') });
      await navigate(TOP_PATH);
    },
  });
}
