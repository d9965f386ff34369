import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '../../../core/contract/auth.ts';
import { queryKeys, SESSION_INDEPENDENT_ROOTS } from '../../api/query-keys.ts';

/**
 * After login or logout: drop everything cached for the previous user (their entries, messages, …) and
 * store the new one, so nothing of one account shows to the next.
 */
export function replaceSessionUser(queryClient: QueryClient, me: Me | null): void {
  queryClient.removeQueries({
    predicate: (query) => {
      const root = query.queryKey[0];
      return root !== queryKeys.me[0] && !SESSION_INDEPENDENT_ROOTS.includes(String(root));
    },
  });
  queryClient.setQueryData(queryKeys.me, me);
}
