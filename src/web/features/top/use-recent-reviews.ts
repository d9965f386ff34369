import { useSuspenseQuery } from '@tanstack/react-query';
import type { RecentReview } from '../../../core/contract/reviews.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';

export function useRecentReviews(limit: number) {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: [...queryKeys.reviews, 'recent', limit],
    queryFn: async ({ signal }) =>
      (await client.get<{ data: RecentReview[] }>('/reviews/recent', { query: { limit }, signal })).data,
  }).data;
}
