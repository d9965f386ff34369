import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import type { getSiteResponse, SiteInfo } from '../../../core/contract/site.ts';
import { siteInLocale } from '../../../core/texts-in-locale.ts';
import type { ApiClient } from '../../api/api-client.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';
import { useLocale } from '../../i18n/i18n-context.tsx';

type GetSiteResponse = z.infer<typeof getSiteResponse>;

export async function fetchSite(client: ApiClient, signal?: AbortSignal): Promise<SiteInfo> {
  return (await client.get<GetSiteResponse>('/site', { signal })).data;
}

/** Site settings change only when an operator edits them: five minutes of freshness is plenty. */
export function siteQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.site,
    queryFn: ({ signal }) => fetchSite(client, signal),
    staleTime: 5 * 60 * 1000,
  });
}

/**
 * The site settings with its texts (name, role labels, OGP) in the active language, falling back to
 * Japanese: every page, the header, the footer and the tab title read them here. The root route's loader
 * has already fetched them, so this never suspends first.
 */
export function useSite(): SiteInfo {
  const site = useSuspenseQuery(siteQueryOptions(useApiClient())).data;
  const { locale } = useLocale();
  return useMemo(() => siteInLocale(site, locale), [site, locale]);
}
