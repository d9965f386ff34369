import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { publicServiceResponse, publicServicesResponse } from '../../../core/contract/services.ts';
import type { QueryParams } from '../../api/api-client.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';

export type ServicesPage = z.infer<typeof publicServicesResponse>;
export type ServiceDetail = z.infer<typeof publicServiceResponse>['data'];

/** The schema whose labels and options describe a service's stored values. */
export const SERVICE_SCHEMA_PATH = '/schemas/service/edit';

export function useServices(query: QueryParams) {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: [...queryKeys.services, 'list', query],
    queryFn: ({ signal }) => client.get<ServicesPage>('/services', { query, signal }),
  }).data;
}

export function useService(serviceId: string) {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: [...queryKeys.services, 'detail', serviceId],
    queryFn: async ({ signal }) =>
      (await client.get<{ data: ServiceDetail }>(`/services/${serviceId}`, { signal })).data,
  }).data;
}

/** Hearts a service or takes the heart back; every list and page showing it (cast profiles too) is refetched. */
export function useFavoriteToggle() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, favorite }: { serviceId: string; favorite: boolean }) =>
      favorite
        ? client.put(`/guests/me/services/${serviceId}/favorite`)
        : client.delete(`/guests/me/services/${serviceId}/favorite`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.services }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profiles }),
      ]),
  });
}
