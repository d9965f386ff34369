import type { RatingSummary } from '../../../core/contract/reviews.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { useFeatureOn } from '../site/feature-switch.ts';

/** "★4.50 (12件)", or "no reviews yet"; nothing while the site has reviews switched off. */
export function RatingText({ rating }: { rating: RatingSummary }) {
  const t = useT();
  const on = useFeatureOn('review');
  if (!on) return null;
  return (
    <p className="rating">
      {rating.average === null
        ? t('reviews.none')
        : t('reviews.summary', { average: rating.average.toFixed(2), count: rating.count })}
    </p>
  );
}
