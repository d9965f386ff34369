import type { EntryDetail } from '../../../core/contract/entries.ts';
import type { AccountType } from '../../../core/enums.ts';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { PlainText } from '../content/plain-text.tsx';
import { roleLabel } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { formatEntryTime } from './entry-time.tsx';
import { ReviewForm } from './review-form.tsx';
import { type EntryReviews, useEntryReviews } from './use-entries.ts';

type Review = NonNullable<EntryReviews['mine']>;

function ReviewText({ review }: { review: Review }) {
  const t = useT();
  return (
    <>
      <p>{t('reviews.stars', { rating: review.rating })}</p>
      <PlainText text={review.comment} />
    </>
  );
}

/**
 * The reviews of a paid entry. They are blind: the counterpart's shows once both have written or the
 * window has closed, and mine says so until then.
 */
export function EntryReviewSection({ entry, role }: { entry: EntryDetail; role: AccountType }) {
  const t = useT();
  const site = useSite();
  const { locale } = useLocale();
  const reviews = useEntryReviews(role, entry.id);
  const counterpart = roleLabel(site, role === 'cast' ? 'guest' : 'cast');
  const canWrite = entry.canReview && reviews.canReview && !reviews.mine;
  return (
    <section className="card" aria-labelledby="entry-review">
      <h2 id="entry-review">{t('reviews.title')}</h2>
      {canWrite && reviews.closesAt && (
        <p>{t('entries.review.closesAt', { date: formatEntryTime(reviews.closesAt, locale) })}</p>
      )}
      {reviews.mine && (
        <>
          <h3>{t('entries.review.mine')}</h3>
          <ReviewText review={reviews.mine} />
          {!reviews.mine.publishedAt && <p>{t('entries.review.blind')}</p>}
        </>
      )}
      <h3>{t('entries.review.theirs', { role: counterpart })}</h3>
      {reviews.theirs ? <ReviewText review={reviews.theirs} /> : <p>{t('entries.review.theirsPending')}</p>}
      {canWrite && <ReviewForm entryId={entry.id} role={role} />}
    </section>
  );
}
