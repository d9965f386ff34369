import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { siteQueryOptions } from '../../site/site-query.ts';

/** The site's names for its two roles, which form and page names are phrased with. */
export function useRoleNames(): { cast: string; guest: string } | undefined {
  const site = useQuery(siteQueryOptions(useApiClient()));
  return site.data ? { cast: site.data.castName, guest: site.data.guestName } : undefined;
}
