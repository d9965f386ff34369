import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { Belonging } from '../../../core/contract/belongings.ts';
import type { FormValues } from '../../../core/forms/field-values.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';

const PATH = '/guests/me/belongings';

/** The fields of a belonging, which also label it wherever one is chosen. */
export const BELONGING_SCHEMA_PATH = '/schemas/guests/belongings/edit';

export function useBelongings(): Belonging[] {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: queryKeys.belongings,
    queryFn: async ({ signal }) => (await client.get<{ data: Belonging[] }>(PATH, { signal })).data,
  }).data;
}

/** Adds (no id) or edits (with id) a belonging; the list is fetched again afterwards. */
export function useSaveBelonging() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: FormValues }) =>
      id ? client.put(`${PATH}/${id}`, { values }) : client.post(PATH, { values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.belongings }),
  });
}

export function useRemoveBelonging() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.delete(`${PATH}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.belongings }),
  });
}
