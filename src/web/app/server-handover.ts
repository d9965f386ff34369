import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import type { DataRouter, HydrationState } from 'react-router';
import type { Locale } from '../../core/i18n.ts';
import { HANDOVER_ELEMENT_ID } from '../../core/server-render.ts';

/** What a page drawn on the server hands to the browser, so that hydrating it fetches nothing again. */
export interface ServerHandover {
  locale: Locale;
  queries: DehydratedState;
  router: HydrationState;
}

/** JSON safe inside a `<script>` element: no `<` can close it early. */
export function handoverJson(handover: ServerHandover): string {
  return JSON.stringify(handover).replace(/</g, '\\u003c');
}

export function readHandover(document: Document): ServerHandover | null {
  const text = document.getElementById(HANDOVER_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerHandover) : null;
}

/**
 * Puts the handed-over answers into the query cache, where they count as fresh until the reader first
 * moves to another page: the components that mount while hydrating would otherwise fetch them again
 * (their freshness is measured from when the server fetched them). From the first navigation on, every
 * query behaves as configured. Returns what to call with the router once it exists.
 */
export function takeOverQueries(queryClient: QueryClient, handover: ServerHandover) {
  hydrate(queryClient, handover.queries);
  const handedOver = new Set(handover.queries.queries.map((query) => query.queryHash));
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, refetchOnMount: (query) => !handedOver.has(query.queryHash) },
  });
  return function untilFirstNavigation(router: DataRouter) {
    const firstLocation = router.state.location;
    const unsubscribe = router.subscribe((state) => {
      if (state.location === firstLocation) return;
      handedOver.clear();
      unsubscribe();
    });
  };
}
