import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { EntrySubscription, MatchingPlan } from '../../../core/contract/billing.ts';
import type { AccountType } from '../../../core/enums.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { apiPath } from '../../api/api-path.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { entriesApiPath } from '../entries/use-entries.ts';

const MATCHING_PLAN_PATH = '/casts/me/matching-plan';

const keys = {
  entrySubscription: (role: AccountType, entryId: string) =>
    [...queryKeys.billing, 'entry', role, entryId] as const,
  matchingPlan: [...queryKeys.billing, 'matching-plan'] as const,
};

const subscriptionPath = (role: AccountType, entryId: string) =>
  `${entriesApiPath(role)}${apiPath('/{entryId}/subscription', { entryId })}`;

/**
 * The monthly subscription of an entry billed by subscription; undefined until it arrives. It does not
 * suspend, so that the entry's page shows at once and the panel fills in.
 */
export function useEntrySubscription(role: AccountType, entryId: string): EntrySubscription | undefined {
  const client = useApiClient();
  return useQuery({
    queryKey: keys.entrySubscription(role, entryId),
    queryFn: async ({ signal }) =>
      (await client.get<{ data: EntrySubscription }>(subscriptionPath(role, entryId), { signal })).data,
  }).data;
}

/** Either party stops the renewal; the entry's page refreshes with it (its status changes at the end). */
export function useCancelEntrySubscription(role: AccountType, entryId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await client.post<{ data: EntrySubscription }>(`${subscriptionPath(role, entryId)}/cancel`)).data,
    onSuccess: (data) => {
      queryClient.setQueryData(keys.entrySubscription(role, entryId), data);
      return queryClient.invalidateQueries({ queryKey: queryKeys.entries });
    },
  });
}

export function useMatchingPlan(): MatchingPlan {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: keys.matchingPlan,
    queryFn: async ({ signal }) =>
      (await client.get<{ data: MatchingPlan }>(MATCHING_PLAN_PATH, { signal })).data,
  }).data;
}

/** Subscribes (the first month is charged) or, when cancelled, keeps the plan renewing; or cancels it. */
export function useMatchingPlanChange() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: 'subscribe' | 'cancel') =>
      (
        await client.post<{ data: MatchingPlan }>(
          change === 'subscribe' ? MATCHING_PLAN_PATH : `${MATCHING_PLAN_PATH}/cancel`,
        )
      ).data,
    onSuccess: (data) => queryClient.setQueryData(keys.matchingPlan, data),
  });
}
