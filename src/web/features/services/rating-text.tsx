import type { RatingSummary } from '../../../core/contract/reviews.ts';
import { useT } from '../../i18n/i18n-context.tsx';

/** "★4.50 (12件)", or "no reviews yet". */
export function RatingText({ rating }: { rating: RatingSummary }) {
  const t = useT();
  return (
    <p className="rating">
      {rating.average === null
        ? t('reviews.none')
        : t('reviews.summary', { average: rating.average.toFixed(2), count: rating.count })}
    </p>
  );
}
