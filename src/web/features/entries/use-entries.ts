import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreateEntryBody,
  Entry,
  EntryDetail,
  Estimate,
  EstimateKind,
  entriesResponse,
  entryReviewsResponse,
  SaveEstimateBody,
  SaveReviewBody,
} from '../../../core/contract/entries.ts';
import type { EntryEndpoint } from '../../../core/entries/lifecycle.ts';
import type { AccountType } from '../../../core/enums.ts';
import type { QueryParams } from '../../api/api-client.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { apiPath } from '../../api/api-path.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { endpointRequest } from './entry-endpoints.ts';

export type EntriesPage = z.infer<typeof entriesResponse>;
export type EntryReviews = z.infer<typeof entryReviewsResponse>['data'];

/** `/casts/me/entries` or `/guests/me/entries`: the signed-in account's entries. */
export function entriesApiPath(role: AccountType): string {
  return role === 'cast' ? '/casts/me/entries' : '/guests/me/entries';
}

function entryApiPath(role: AccountType, entryId: string): string {
  return `${entriesApiPath(role)}${apiPath('/{entryId}', { entryId })}`;
}

const keys = {
  list: (role: AccountType, query: QueryParams) => [...queryKeys.entries, role, 'list', query] as const,
  detail: (role: AccountType, entryId: string) => [...queryKeys.entries, role, 'detail', entryId] as const,
  reviews: (role: AccountType, entryId: string) =>
    [...queryKeys.entries, role, 'detail', entryId, 'review'] as const,
};

export function useEntries(role: AccountType, query: QueryParams): EntriesPage {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: keys.list(role, query),
    queryFn: ({ signal }) => client.get<EntriesPage>(entriesApiPath(role), { query, signal }),
  }).data;
}

/**
 * How many entries wait for the viewer (the my-page counter): null until known. It never suspends nor
 * throws, so that a failed count leaves the rest of the page alone (the error handler still reports it).
 */
export function useActionRequiredCount(role: AccountType): number | null {
  const client = useApiClient();
  const query = { actionRequiredOnly: 'true', perPage: 1 };
  return (
    useQuery({
      queryKey: keys.list(role, query),
      queryFn: ({ signal }) => client.get<EntriesPage>(entriesApiPath(role), { query, signal }),
    }).data?.meta.total ?? null
  );
}

export function useEntry(role: AccountType, entryId: string): EntryDetail {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: keys.detail(role, entryId),
    queryFn: async ({ signal }) =>
      (await client.get<{ data: EntryDetail }>(entryApiPath(role, entryId), { signal })).data,
  }).data;
}

export function useEntryReviews(role: AccountType, entryId: string): EntryReviews {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: keys.reviews(role, entryId),
    queryFn: async ({ signal }) =>
      (await client.get<{ data: EntryReviews }>(`${entryApiPath(role, entryId)}/review`, { signal })).data,
  }).data;
}

/** Every change to an entry may change its list rows, its detail and the my-page counter. */
function useRefreshEntries() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.entries });
}

/** One lifecycle step (approve, order, pay, cancel with its reason…), as `entry.actions` names it. */
export function useEntryAction(role: AccountType, entryId: string) {
  const client = useApiClient();
  const refresh = useRefreshEntries();
  return useMutation({
    mutationFn: async ({ endpoint, reason }: { endpoint: EntryEndpoint; reason?: string }) => {
      const { method, path } = endpointRequest(endpoint);
      const url = `${entryApiPath(role, entryId)}/${path}`;
      const body = endpoint === 'cancel' ? { reason } : undefined;
      const response =
        method === 'PUT'
          ? await client.put<{ data: Entry }>(url, body)
          : await client.post<{ data: Entry }>(url, body);
      return response.data;
    },
    onSuccess: refresh,
  });
}

/** Sends (POST) or revises (PUT) the viewer's own estimate of one kind. */
export function useSaveEstimate(role: AccountType, entryId: string) {
  const client = useApiClient();
  const refresh = useRefreshEntries();
  return useMutation({
    mutationFn: async ({
      kind,
      method,
      body,
    }: {
      kind: EstimateKind;
      method: 'POST' | 'PUT';
      body: SaveEstimateBody;
    }) => {
      const url = `${entryApiPath(role, entryId)}${apiPath('/estimates/{kind}', { kind })}`;
      const response =
        method === 'PUT'
          ? await client.put<{ data: Estimate }>(url, body)
          : await client.post<{ data: Estimate }>(url, body);
      return response.data;
    },
    onSuccess: refresh,
  });
}

export function useSaveReview(role: AccountType, entryId: string) {
  const client = useApiClient();
  const refresh = useRefreshEntries();
  return useMutation({
    mutationFn: async (body: SaveReviewBody) =>
      (await client.post<{ data: EntryReviews }>(`${entryApiPath(role, entryId)}/review`, body)).data,
    onSuccess: refresh,
  });
}

/** The confirm step of the entry form; a retry with the same idempotency key returns the same entry. */
export function useCreateEntry(serviceId: string) {
  const client = useApiClient();
  const refresh = useRefreshEntries();
  return useMutation({
    mutationFn: async (body: CreateEntryBody) =>
      (await client.post<{ data: Entry }>(apiPath('/services/{serviceId}/entries', { serviceId }), body))
        .data,
    onSuccess: refresh,
  });
}

/** A step in moving a matched appointment: a new start proposed, the other's proposal accepted, or declined (withdrawn by the proposer). */
export type AppointmentChangeStep =
  | { kind: 'propose'; startsAt: string }
  | { kind: 'accept' }
  | { kind: 'decline' };

export function useAppointmentChange(role: AccountType, entryId: string) {
  const client = useApiClient();
  const refresh = useRefreshEntries();
  return useMutation({
    mutationFn: async (step: AppointmentChangeStep) => {
      const url = `${entryApiPath(role, entryId)}/appointment-change`;
      const response =
        step.kind === 'propose'
          ? await client.post<{ data: Entry }>(url, { startsAt: step.startsAt })
          : step.kind === 'accept'
            ? await client.put<{ data: Entry }>(`${url}/accept`)
            : await client.delete<{ data: Entry }>(url);
      return response.data;
    },
    onSuccess: refresh,
  });
}
