import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * The query client: no refetch on window focus and no retries (spec section 9), and every failed query
 * or mutation goes to the one error handler.
 */
export function createQueryClient(onError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
