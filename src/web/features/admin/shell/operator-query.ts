import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminMeResponse, Operator } from '../../../../core/contract/admin/auth.ts';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';

export const OPERATOR_KEY = ['admin', 'me'] as const;

export const operatorQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: OPERATOR_KEY,
    queryFn: async () => (await api.get<z.infer<typeof adminMeResponse>>('/admin/me')).data,
  });

/** The signed-in operator; the console's loader has fetched it before any page renders. */
export function useOperator(): Operator {
  return useSuspenseQuery(operatorQueryOptions(useApiClient())).data;
}
