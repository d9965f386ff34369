import { useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { castProfileResponse, guestProfileResponse } from '../../../core/contract/profiles.ts';
import type { reviewsResponse } from '../../../core/contract/reviews.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';

/** The schemas whose labels and options describe the values of each role's profile. */
export const CAST_PROFILE_SCHEMA_PATH = '/schemas/casts/edit';
export const GUEST_PROFILE_SCHEMA_PATH = '/schemas/guests/edit';
export const BELONGINGS_SCHEMA_PATH = '/schemas/guests/belongings/edit';

export function useCastProfile(castId: string) {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: [...queryKeys.profiles, 'cast', castId],
    queryFn: async ({ signal }) =>
      (await client.get<z.infer<typeof castProfileResponse>>(`/guests/casts/${castId}`, { signal })).data,
  }).data;
}

export function useGuestProfile(guestId: string) {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: [...queryKeys.profiles, 'guest', guestId],
    queryFn: async ({ signal }) =>
      (await client.get<z.infer<typeof guestProfileResponse>>(`/casts/guests/${guestId}`, { signal })).data,
  }).data;
}

/** One page of the published reviews casts wrote about a guest, newest first. */
export function useGuestReviews(guestId: string, page: number, perPage: number) {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: [...queryKeys.reviews, 'guest', guestId, page, perPage],
    queryFn: ({ signal }) =>
      client.get<z.infer<typeof reviewsResponse>>(`/casts/guests/${guestId}/reviews`, {
        query: { page, perPage },
        signal,
      }),
  }).data;
}
