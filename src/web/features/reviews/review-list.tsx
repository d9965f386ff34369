import type { Review } from '../../../core/contract/reviews.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { PlainText } from '../content/plain-text.tsx';
import { NoticeDate } from '../notices/notice-date.tsx';
import './reviews.css';

/** Published reviews: stars, author, date and comment, or a line saying there are none yet. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  const t = useT();
  if (reviews.length === 0) return <p>{t('reviews.none')}</p>;
  return (
    <ul className="plain-list">
      {reviews.map((review) => (
        <li key={review.id} className="card review-card">
          <p className="review-card__head">
            <span className="rating">{t('reviews.stars', { rating: review.rating })}</span>{' '}
            {review.author.nickname} <NoticeDate iso={review.publishedAt} />
          </p>
          <PlainText text={review.comment} />
        </li>
      ))}
    </ul>
  );
}
