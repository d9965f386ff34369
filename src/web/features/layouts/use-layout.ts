import { useSuspenseQuery } from '@tanstack/react-query';
import type { Layout, LayoutKey } from '../../../core/contract/layouts.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';

/** The operator's layout of one page: its blocks in order and the custom fields its cards show. */
export function useLayout(key: LayoutKey): Layout {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: [...queryKeys.layouts, key],
    queryFn: async ({ signal }) => (await client.get<{ data: Layout }>(`/layouts/${key}`, { signal })).data,
    staleTime: 5 * 60 * 1000,
  }).data;
}
