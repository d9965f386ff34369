import { useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reviewsResponse } from '../../../core/contract/reviews.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { PlainText } from '../content/plain-text.tsx';
import { NoticeDate } from '../notices/notice-date.tsx';

/** The newest published reviews of a service. */
export function ServiceReviews({ serviceId, limit }: { serviceId: string; limit: number }) {
  const t = useT();
  const client = useApiClient();
  const { data } = useSuspenseQuery({
    queryKey: [...queryKeys.reviews, 'service', serviceId, limit],
    queryFn: ({ signal }) =>
      client.get<z.infer<typeof reviewsResponse>>(`/services/${serviceId}/reviews`, {
        query: { perPage: limit },
        signal,
      }),
  }).data;
  if (data.length === 0) return <p>{t('reviews.none')}</p>;
  return (
    <ul className="plain-list">
      {data.map((review) => (
        <li key={review.id} className="card">
          <p>
            <span className="rating">{t('reviews.stars', { rating: review.rating })}</span>{' '}
            {review.author.nickname} <NoticeDate iso={review.publishedAt} />
          </p>
          <PlainText text={review.comment} />
        </li>
      ))}
    </ul>
  );
}
