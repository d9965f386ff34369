import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { dayParts, formatDay } from './zoned-format.ts';

export interface StripDay {
  date: string;
  /** Free slots of the day; null while they load. */
  free: number | null;
}

/**
 * Seven days side by side, a day without a free slot disabled, with the buttons to the week before and
 * after above them: a phone's width holds the seven at a thumb's size.
 */
export function WeekStrip({
  days,
  chosen,
  onChoose,
  onPrevious,
  onNext,
  hasPrevious,
  hasNext,
}: {
  days: readonly StripDay[];
  chosen: string | null;
  onChoose: (date: string) => void;
  onPrevious: () => void;
  onNext: () => void;
  hasPrevious: boolean;
  hasNext: boolean;
}) {
  const t = useT();
  const { locale } = useLocale();
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  return (
    <div className="week-strip">
      <div className="week-strip__nav">
        <button
          type="button"
          className="button button--secondary"
          disabled={!hasPrevious}
          onClick={onPrevious}
        >
          <span aria-hidden="true">‹ </span>
          {t('booking.prevWeek')}
        </button>
        {first && last && (
          <p className="week-strip__range">
            {formatDay(first, locale)} – {formatDay(last, locale)}
          </p>
        )}
        <button type="button" className="button button--secondary" disabled={!hasNext} onClick={onNext}>
          {t('booking.nextWeek')}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      <ul className="week-strip__days" aria-label={t('booking.days')}>
        {days.map((day) => {
          const parts = dayParts(day.date, locale);
          return (
            <li key={day.date}>
              <button
                type="button"
                className="week-strip__day"
                aria-pressed={day.date === chosen}
                aria-label={t('booking.dayLabel', {
                  date: formatDay(day.date, locale),
                  count: day.free ?? 0,
                })}
                disabled={!day.free}
                onClick={() => onChoose(day.date)}
              >
                <span className="week-strip__weekday">{parts.weekday}</span>
                <span className="week-strip__number">{parts.day}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
