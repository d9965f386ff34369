import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { HydrateLater } from '../../ui/hydrate-later.tsx';
import { PlainText } from '../content/plain-text.tsx';
import { NoticeDate } from '../notices/notice-date.tsx';
import { useRecentReviews } from './use-recent-reviews.ts';

const SHOWN = 3;

/** The newest reviews across the catalogue, each under the service it is about. */
export function RecentReviews() {
  const t = useT();
  const reviews = useRecentReviews(SHOWN);
  if (reviews.length === 0) return null;
  return (
    <section className="top-block" aria-labelledby="top-recent-reviews">
      <h2 id="top-recent-reviews">{t('top.recentReviews')}</h2>
      <HydrateLater>
        <ul className="card-grid">
          {reviews.map((review) => (
            <li key={review.id} className="card top-review">
              <p className="top-review__service">
                <Link to={`/guest/services/${review.service.id}`}>{review.service.title}</Link>
              </p>
              <p className="top-review__stars rating">{t('reviews.stars', { rating: review.rating })}</p>
              <PlainText text={review.comment} />
              <p className="top-review__author">
                {t('top.byAuthor', { name: review.author.nickname })} <NoticeDate iso={review.publishedAt} />
              </p>
            </li>
          ))}
        </ul>
      </HydrateLater>
    </section>
  );
}
