import { useQuery } from '@tanstack/react-query';
import type { Slots } from '../../../core/contract/availability.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';

export interface SlotsRequest {
  serviceId: string;
  /** First and last day (`YYYY-MM-DD`, the site's zone). */
  from: string;
  to: string;
  serviceMenuId: string | null;
  hours: number | null;
}

/**
 * A service's free slots of some days. Not a suspending query: the calendar keeps its strip of days on
 * screen while the next week loads, and slots change with every booking, so they are never kept fresh.
 */
export function useSlots({ serviceId, from, to, serviceMenuId, hours }: SlotsRequest) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...queryKeys.slots, serviceId, from, to, serviceMenuId, hours],
    queryFn: async ({ signal }) =>
      (
        await client.get<{ data: Slots }>(`/services/${serviceId}/slots`, {
          // Null parameters are left out of the query.
          query: { from, to, serviceMenuId, hours },
          signal,
        })
      ).data,
  });
}
