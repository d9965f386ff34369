import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { publicGuestsResponse } from '../../../core/contract/guests.ts';
import type { QueryParams } from '../../api/api-client.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';

type GuestsPage = z.infer<typeof publicGuestsResponse>;

/** GET /guests: the guests a cast finds with the search form's filters, type and order. */
export function useGuests(query: QueryParams) {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: [...queryKeys.guests, 'list', query],
    queryFn: ({ signal }) => client.get<GuestsPage>('/guests', { query, signal }),
  }).data;
}

/** The signed-in cast's favorite guests, newest first. */
export function useFavoriteGuests(page: number, perPage: number) {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: [...queryKeys.guests, 'favorites', page, perPage],
    queryFn: ({ signal }) =>
      client.get<GuestsPage>('/casts/me/guests/favorites', { query: { page, perPage }, signal }),
  }).data;
}

/** Adds a guest to the cast's favorites or takes them out; the lists and the profile are fetched again. */
export function useGuestFavoriteToggle() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guestId, favorite }: { guestId: string; favorite: boolean }) =>
      favorite
        ? client.put(`/casts/me/guests/${guestId}/favorite`)
        : client.delete(`/casts/me/guests/${guestId}/favorite`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.guests }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profiles }),
      ]),
  });
}
