import {
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { conversationsResponse, Message, threadResponse } from '../../../core/contract/messages.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';
import { useFallbackPolling } from './stream-liveness.ts';
import { mergeNewer, type Thread } from './thread-merge.ts';

/**
 * The messages' query keys. The inbox (the conversations list and the unread count) is refetched after
 * any new message; a thread is updated in place. Window focus does not refetch (spec section 9): the
 * message stream brings changes, and polling takes over only while it is down.
 */
export const messageKeys = {
  inbox: [...queryKeys.messages, 'inbox'] as const,
  conversations: (page: number, onlyUnread: boolean) =>
    [...queryKeys.messages, 'inbox', 'list', page, onlyUnread] as const,
  unreadConversations: [...queryKeys.messages, 'inbox', 'unread'] as const,
  threads: [...queryKeys.messages, 'thread'] as const,
  thread: (counterpartId: string) => [...queryKeys.messages, 'thread', counterpartId] as const,
};

export function useConversations(page: number, onlyUnread: boolean) {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: messageKeys.conversations(page, onlyUnread),
    queryFn: ({ signal }) =>
      client.get<z.infer<typeof conversationsResponse>>('/messages', { query: { page, onlyUnread }, signal }),
    refetchInterval: useFallbackPolling(),
  }).data;
}

/** How many conversations have unread messages (the header's badge); undefined until known. */
export function useUnreadConversations(enabled: boolean): number | undefined {
  const client = useApiClient();
  return useQuery({
    queryKey: messageKeys.unreadConversations,
    queryFn: async ({ signal }) =>
      (
        await client.get<z.infer<typeof conversationsResponse>>('/messages', {
          query: { onlyUnread: true, perPage: 1 },
          signal,
        })
      ).meta.total,
    enabled,
    refetchInterval: useFallbackPolling(),
  }).data;
}

export function useThread(counterpartId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useSuspenseQuery({
    queryKey: messageKeys.thread(counterpartId),
    queryFn: async ({ signal }) => {
      const { data } = await client.get<z.infer<typeof threadResponse>>(`/messages/${counterpartId}`, {
        signal,
      });
      // Reading a thread marks it read: the inbox and the header's count change with it.
      void queryClient.invalidateQueries({ queryKey: messageKeys.inbox });
      return data;
    },
    refetchInterval: useFallbackPolling(),
  }).data;
}

/** Adds messages to a thread the app holds (a sent one, a live one), each once. */
export function addToThread(queryClient: QueryClient, counterpartId: string, messages: readonly Message[]) {
  queryClient.setQueryData<Thread>(
    messageKeys.thread(counterpartId),
    (thread) => thread && mergeNewer(thread, messages),
  );
}

export function useSendMessage(counterpartId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      (await client.post<{ data: Message }>(`/messages/${counterpartId}`, { body })).data,
    onSuccess: (sent) => {
      addToThread(queryClient, counterpartId, [sent]);
      return queryClient.invalidateQueries({ queryKey: messageKeys.inbox });
    },
  });
}
