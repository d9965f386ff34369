import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Me, meResponse } from '../../../core/contract/auth.ts';
import type { ApiClient } from '../../api/api-client.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { HttpError } from '../../api/errors.ts';
import { queryKeys } from '../../api/query-keys.ts';

export type MeResponse = z.infer<typeof meResponse>;

/**
 * GET /me. A 401 is an answer, not a failure: it means "nobody is signed in", so the stored user becomes
 * null and the error handler is not involved (it would redirect before the guard decides).
 */
export async function fetchMe(client: ApiClient, signal?: AbortSignal): Promise<Me | null> {
  try {
    return (await client.get<MeResponse>('/me', { signal })).data;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Shared by the session loader (ensureQueryData) and useMe. The session changes only through login,
 * logout or a 401, each of which updates this entry, so it never goes stale by time.
 */
export function meQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => fetchMe(client, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The signed-in user, or null. The route guard has loaded it before any page renders. */
export function useMe(): Me | null {
  return useQuery(meQueryOptions(useApiClient())).data ?? null;
}
