import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Layout, LayoutKey } from '../../../core/contract/layouts.ts';
import { layoutInLocale } from '../../../core/texts-in-locale.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';
import { useLocale } from '../../i18n/i18n-context.tsx';

/**
 * The operator's layout of one page: its blocks in order (headings and text in the active language, the
 * Japanese where the operator wrote no English) and the custom fields its cards show.
 */
export function useLayout(key: LayoutKey): Layout {
  const client = useApiClient();
  const { locale } = useLocale();
  const value = useSuspenseQuery({
    queryKey: [...queryKeys.layouts, key],
    queryFn: async ({ signal }) => (await client.get<{ data: Layout }>(`/layouts/${key}`, { signal })).data,
    staleTime: 5 * 60 * 1000,
  }).data;
  return useMemo(() => layoutInLocale(value, locale), [value, locale]);
}
