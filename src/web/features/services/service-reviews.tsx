import { useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reviewsResponse } from '../../../core/contract/reviews.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';
import { ReviewList } from '../reviews/review-list.tsx';

/** The newest published reviews of a service. */
export function ServiceReviews({ serviceId, limit }: { serviceId: string; limit: number }) {
  const client = useApiClient();
  const { data } = useSuspenseQuery({
    queryKey: [...queryKeys.reviews, 'service', serviceId, limit],
    queryFn: ({ signal }) =>
      client.get<z.infer<typeof reviewsResponse>>(`/services/${serviceId}/reviews`, {
        query: { perPage: limit },
        signal,
      }),
  }).data;
  return <ReviewList reviews={data} />;
}
