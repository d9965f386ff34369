import { type FormEvent, useId, useState } from 'react';
import type { AccountType } from '../../../core/enums.ts';
import { ValidationError } from '../../api/errors.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { TextAreaField } from '../../ui/form/text-area-field.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { useSaveReview } from './use-entries.ts';

const RATINGS = [5, 4, 3, 2, 1] as const;

/** A rating from 1 to 5 and a comment about the counterpart of a paid entry. */
export function ReviewForm({ entryId, role }: { entryId: string; role: AccountType }) {
  const t = useT();
  const id = useId();
  const { notify } = useNoticeStore();
  const save = useSaveReview(role, entryId);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const errors = save.error instanceof ValidationError ? save.error.errors : {};
  const ratingErrors = errors.rating ?? [];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An unchosen rating goes as it is: the server names the missing field. The saved review replaces
    // this form, so the notice waits on the promise rather than on the form's callbacks.
    save.mutateAsync({ rating: rating as number, comment }).then(
      () => notify({ type: 'success', message: t('entries.review.saved') }),
      () => {
        // The one error handler has told the user; 422 messages show next to the inputs.
      },
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('entries.review.write')}</h3>
      <fieldset
        className="field field--group"
        aria-describedby={ratingErrors.length > 0 ? `${id}-rating-errors` : undefined}
      >
        <legend className="field__label">{t('entries.review.rating')}</legend>
        <div className="choices-inline">
          {RATINGS.map((value) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
              />
              {t('reviews.stars', { rating: value })}
            </label>
          ))}
        </div>
        {ratingErrors.length > 0 && (
          <ul id={`${id}-rating-errors`} className="field__errors">
            {ratingErrors.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
      </fieldset>
      <TextAreaField
        label={t('entries.review.comment')}
        name="comment"
        rows={4}
        maxLength={2000}
        required
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        errors={errors.comment}
      />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('entries.review.submit')}
        </button>
      </div>
    </form>
  );
}
