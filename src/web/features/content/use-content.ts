import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';

/** GET of one piece of operator-written content; it changes rarely, so it stays fresh for a while. */
export function useContent<T>(path: string, query: Record<string, string> = {}): T {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: [...queryKeys.content, path, query],
    queryFn: async ({ signal }) => (await client.get<{ data: T }>(path, { query, signal })).data,
    staleTime: 5 * 60 * 1000,
  }).data;
}
