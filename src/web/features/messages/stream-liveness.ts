import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** While the stream is down, conversations are refetched this often, never more (issue 11). */
export const FALLBACK_POLL_MS = 60_000;

interface Liveness {
  get(): boolean;
  set(live: boolean): void;
  subscribe(listener: () => void): () => void;
}

/** One per app (its query client), so that tests rendering several apps do not share it. */
const livenessByClient = new WeakMap<QueryClient, Liveness>();

/** Whether the app's message stream is open: the stream keeps it, the queries poll while it is not. */
export function streamLiveness(queryClient: QueryClient): Liveness {
  const existing = livenessByClient.get(queryClient);
  if (existing) return existing;
  let live = false;
  const listeners = new Set<() => void>();
  const liveness: Liveness = {
    get: () => live,
    set(next) {
      if (next === live) return;
      live = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  livenessByClient.set(queryClient, liveness);
  return liveness;
}

/** A query's refetchInterval: none while the stream brings changes, once a minute while it is down. */
export function useFallbackPolling(): number | false {
  const liveness = streamLiveness(useQueryClient());
  return useSyncExternalStore(liveness.subscribe, liveness.get, liveness.get) ? false : FALLBACK_POLL_MS;
}
