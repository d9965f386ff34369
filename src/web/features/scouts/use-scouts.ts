import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ScoutBody, scoutResponse, scoutsResponse } from '../../../core/contract/scouts.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';

/** The scouts the signed-in guest received, newest first. */
export function useReceivedScouts(page: number, perPage: number) {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: [...queryKeys.scouts, 'received', page, perPage],
    queryFn: ({ signal }) =>
      client.get<z.infer<typeof scoutsResponse>>('/guests/me/scouts', { query: { page, perPage }, signal }),
  }).data;
}

/** Scouts a guest; the new message is in the conversation, so its lists are fetched again. */
export function useScout(guestId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ScoutBody) =>
      (await client.post<z.infer<typeof scoutResponse>>(`/casts/guests/${guestId}/scout`, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages }),
  });
}
