import { useSuspenseQuery } from '@tanstack/react-query';
import type { FormField } from '../../../core/forms/form-schema.ts';
import type { QueryParams } from '../../api/api-client.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';

/** The fields of one operator-defined form, e.g. useFormSchema('/schemas/casts/edit'). */
export function useFormSchema(path: string, query: QueryParams = {}): readonly FormField[] {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: [...queryKeys.schemas, path, query],
    queryFn: async ({ signal }) =>
      (await client.get<{ data: { fields: FormField[] } }>(path, { query, signal })).data.fields,
    staleTime: 5 * 60 * 1000,
  }).data;
}
