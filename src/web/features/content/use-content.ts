import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';
import { useLocale } from '../../i18n/i18n-context.tsx';

/**
 * GET of one piece of operator-written content; it changes rarely, so it stays fresh for a while. Pages
 * come in the reader's language (the server picks the English version when there is one), so each
 * language is kept apart.
 */
export function useContent<T>(path: string, query: Record<string, string> = {}): T {
  const client = useApiClient();
  const { locale } = useLocale();
  return useSuspenseQuery({
    queryKey: [...queryKeys.content, path, query, locale],
    queryFn: async ({ signal }) => (await client.get<{ data: T }>(path, { query, signal })).data,
    staleTime: 5 * 60 * 1000,
  }).data;
}
