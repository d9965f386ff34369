import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import type { MessageEvent, threadResponse } from '../../../core/contract/messages.ts';
import type { ApiClient } from '../../api/api-client.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { FALLBACK_POLL_MS, streamLiveness } from './stream-liveness.ts';
import { mergeNewer, type Thread } from './thread-merge.ts';
import { addToThread, messageKeys } from './use-messages.ts';

/**
 * The app's one connection to GET /messages/stream while `accountId` is signed in: each new message is
 * added to its thread if the app holds it, and the inbox (conversations, unread count) is refetched.
 * Whenever the stream (re)opens, the open thread catches up with `lastMessageId`, since messages sent
 * while it was down never reach it. Without the stream the queries poll once a minute (stream-liveness).
 */
export function useMessageStream(accountId: string | null) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    // A browser without EventSource keeps the once-a-minute polling.
    if (!accountId || typeof EventSource === 'undefined') return;
    const liveness = streamLiveness(queryClient);
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;

    const refreshInbox = () => queryClient.invalidateQueries({ queryKey: messageKeys.inbox });

    function open() {
      const stream = new EventSource(client.url('/messages/stream'), { withCredentials: true });
      source = stream;
      stream.addEventListener('open', () => {
        liveness.set(true);
        void Promise.all(openThreads(queryClient).map((id) => catchUp(client, queryClient, id))).then(
          refreshInbox,
        );
      });
      stream.addEventListener('message', (event) => {
        void receive(JSON.parse(event.data) as MessageEvent).then(refreshInbox);
      });
      stream.addEventListener('error', () => {
        liveness.set(false);
        // The browser reconnects a dropped stream by itself, but gives up on a refused one (an HTTP
        // error): that one is tried again no sooner than the fallback polling.
        if (stream.readyState === EventSource.CLOSED) reopen = setTimeout(open, FALLBACK_POLL_MS);
      });
    }

    /** An open thread also marks a received message read, which is what its catch-up call does. */
    async function receive({ counterpartId, message }: MessageEvent) {
      addToThread(queryClient, counterpartId, [message]);
      if (!message.fromMe && openThreads(queryClient).includes(counterpartId))
        await catchUp(client, queryClient, counterpartId);
    }

    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
      liveness.set(false);
    };
  }, [accountId, client, queryClient]);
}

/** The counterparts of the threads on screen. */
function openThreads(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: messageKeys.threads, type: 'active' })
    .flatMap((query) => (query.state.data ? [String(query.queryKey.at(-1))] : []));
}

/** Fetches the messages after the last one shown and merges them; if that fails, the thread refetches. */
async function catchUp(client: ApiClient, queryClient: QueryClient, counterpartId: string) {
  const key = messageKeys.thread(counterpartId);
  const lastMessageId = queryClient.getQueryData<Thread>(key)?.messages.at(-1)?.id;
  try {
    const { data } = await client.get<z.infer<typeof threadResponse>>(`/messages/${counterpartId}`, {
      query: { lastMessageId },
    });
    queryClient.setQueryData<Thread>(
      key,
      (thread) =>
        thread && {
          ...mergeNewer(thread, data.messages, lastMessageId),
          counterpart: data.counterpart,
          canWrite: data.canWrite,
        },
    );
  } catch {
    await queryClient.invalidateQueries({ queryKey: key });
  }
}
