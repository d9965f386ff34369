import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { AvailabilityBody } from '../../../core/contract/availability.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';

const PATH = '/casts/me/availability';

/** My opening hours: the week's and the days that differ. */
export function useAvailability(): AvailabilityBody {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: queryKeys.availability,
    queryFn: async ({ signal }) => (await client.get<{ data: AvailabilityBody }>(PATH, { signal })).data,
  }).data;
}

/** Replaces my opening hours as a whole; the answer is what the server kept. */
export function useSaveAvailability() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AvailabilityBody) =>
      (await client.put<{ data: AvailabilityBody }>(PATH, body)).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.availability, saved);
      // The slots of my services follow from the hours.
      return queryClient.invalidateQueries({ queryKey: queryKeys.slots });
    },
  });
}
