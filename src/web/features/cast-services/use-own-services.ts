import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreateServiceBody,
  Menu,
  OwnService,
  ownServicesResponse,
  SaveMenuBody,
  UpdateServiceBody,
} from '../../../core/contract/services.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';

const keys = { list: [...queryKeys.services, 'own'] as const };

export function useOwnServices() {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: keys.list,
    queryFn: ({ signal }) =>
      client.get<z.infer<typeof ownServicesResponse>>('/casts/me/services', {
        query: { perPage: 100 },
        signal,
      }),
  }).data;
}

export function useOwnService(serviceId: string) {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: [...keys.list, serviceId],
    queryFn: async ({ signal }) =>
      (await client.get<{ data: OwnService }>(`/casts/me/services/${serviceId}`, { signal })).data,
  }).data;
}

/** The menus of one of my services (readable by its owner even as a draft). */
export function useOwnMenus(serviceId: string) {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: [...keys.list, serviceId, 'menus'],
    queryFn: async ({ signal }) =>
      (await client.get<{ data: Menu[] }>(`/services/${serviceId}/menus`, { signal })).data,
  }).data;
}

export function useServiceMutations() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.services });
  return {
    create: useMutation({
      mutationFn: async (body: CreateServiceBody) =>
        (await client.post<{ data: OwnService }>('/services', body)).data,
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: async ({ id, body }: { id: string; body: UpdateServiceBody }) =>
        (await client.put<{ data: OwnService }>(`/services/${id}`, body)).data,
      onSuccess: refresh,
    }),
    /** Publishes the service as saved (the server refuses it without a priced menu). */
    publish: useMutation({
      mutationFn: async (service: OwnService) => {
        const { title, description, chargeMethod, imageIds, values } = service;
        const body = { title, description, chargeMethod, imageIds, values, status: 'publish' } as const;
        return (await client.put<{ data: OwnService }>(`/services/${service.id}`, body)).data;
      },
      onSuccess: refresh,
    }),
    action: useMutation({
      mutationFn: async ({
        id,
        action,
      }: {
        id: string;
        action: 'unpublish' | 'cancel-listing' | 'delete';
      }) =>
        action === 'delete' ? client.delete(`/services/${id}`) : client.post(`/services/${id}/${action}`),
      onSuccess: refresh,
    }),
    addMenu: useMutation({
      mutationFn: async ({ serviceId, body }: { serviceId: string; body: SaveMenuBody }) =>
        (await client.post<{ data: Menu }>(`/services/${serviceId}/menus`, body)).data,
      onSuccess: refresh,
    }),
    updateMenu: useMutation({
      mutationFn: async ({ menuId, body }: { menuId: string; body: SaveMenuBody }) =>
        (await client.put<{ data: Menu }>(`/service-menus/${menuId}`, body)).data,
      onSuccess: refresh,
    }),
    removeMenu: useMutation({
      mutationFn: (menuId: string) => client.delete(`/service-menus/${menuId}`),
      onSuccess: refresh,
    }),
  };
}
