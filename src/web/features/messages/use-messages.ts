import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { conversationsResponse, Message, threadResponse } from '../../../core/contract/messages.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';

/** New messages arrive by polling; window focus does not refetch (spec section 9). */
const POLL_MS = 15_000;

export function useConversations(page: number, onlyUnread: boolean) {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: [...queryKeys.messages, 'list', page, onlyUnread],
    queryFn: ({ signal }) =>
      client.get<z.infer<typeof conversationsResponse>>('/messages', { query: { page, onlyUnread }, signal }),
    refetchInterval: POLL_MS,
  }).data;
}

export function useThread(counterpartId: string) {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: [...queryKeys.messages, 'thread', counterpartId],
    queryFn: async ({ signal }) =>
      (await client.get<z.infer<typeof threadResponse>>(`/messages/${counterpartId}`, { signal })).data,
    refetchInterval: POLL_MS,
  }).data;
}

export function useSendMessage(counterpartId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      (await client.post<{ data: Message }>(`/messages/${counterpartId}`, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages }),
  });
}
