import { useId } from 'react';
import type { OpeningHours } from '../../../core/appointments/free-slots.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { nextRange } from './availability-draft.ts';
import { clockTimes } from './clock-times.ts';

type Edge = 'start' | 'end';

/**
 * One day's opening ranges, each a start and an end with a button that removes it, and a button that
 * adds another. Every control's name says the day and the range's number, so a screen reader (and a
 * phone's narrow row, which shows only the times) leaves no doubt which one it is.
 */
export function HoursRanges({
  day,
  ranges,
  onChange,
  errorsOf,
  emptyText,
}: {
  /** The day's name: a weekday or a date. */
  day: string;
  ranges: readonly OpeningHours[];
  onChange: (ranges: OpeningHours[]) => void;
  /** The server's messages for a range's start or end. */
  errorsOf: (index: number, edge: Edge) => readonly string[];
  /** What a day without ranges is. */
  emptyText: string;
}) {
  const t = useT();
  const id = useId();
  const change = (index: number, edge: Edge, value: string) =>
    onChange(ranges.map((range, n) => (n === index ? { ...range, [edge]: value } : range)));

  return (
    <div className="hours-ranges">
      {ranges.length === 0 && <p className="hours-ranges__empty">{emptyText}</p>}
      {ranges.length > 0 && (
        <ul className="hours-ranges__list">
          {ranges.map((range, index) => {
            const number = index + 1;
            const errors = [...errorsOf(index, 'start'), ...errorsOf(index, 'end')];
            const errorId = `${id}-${index}-errors`;
            const select = (edge: Edge, label: string) => (
              <>
                <label className="visually-hidden" htmlFor={`${id}-${index}-${edge}`}>
                  {label}
                </label>
                <select
                  id={`${id}-${index}-${edge}`}
                  className="field__input hours-ranges__time"
                  value={range[edge]}
                  aria-invalid={errorsOf(index, edge).length > 0 || undefined}
                  aria-describedby={errors.length > 0 ? errorId : undefined}
                  onChange={(event) => change(index, edge, event.target.value)}
                >
                  {clockTimes(range[edge]).map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </select>
              </>
            );
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a range has no id; its place is what the server names too
              <li key={index} className="hours-ranges__item">
                <div className="hours-ranges__row">
                  {select('start', t('availability.rangeStart', { day, number }))}
                  <span aria-hidden="true">〜</span>
                  {select('end', t('availability.rangeEnd', { day, number }))}
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={t('availability.removeRangeOf', { day, number })}
                    onClick={() => onChange(ranges.filter((_, n) => n !== index))}
                  >
                    {t('availability.removeRange')}
                  </button>
                </div>
                {errors.length > 0 && (
                  <ul id={errorId} className="field__errors">
                    {errors.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <button
        type="button"
        className="button button--secondary hours-ranges__add"
        aria-label={t('availability.addRangeTo', { day })}
        onClick={() => onChange([...ranges, nextRange(ranges)])}
      >
        {t('availability.addRange')}
      </button>
    </div>
  );
}
