import { useId, useState } from 'react';
import type { OpeningHours } from '../../../core/appointments/free-slots.ts';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import type { ChangedDay } from './availability-draft.ts';
import { HoursRanges } from './hours-ranges.tsx';
import { formatDay } from './zoned-format.ts';

/**
 * The days whose hours differ from the week's, by date: each with its own ranges (none: a day off) and a
 * button that drops the change; a date input and a button add a day, as a day off to begin with (the
 * commonest reason to change one).
 */
export function ChangedDays({
  days,
  onChange,
  errorsOf,
}: {
  days: readonly ChangedDay[];
  onChange: (days: ChangedDay[]) => void;
  /** The server's messages for a path below `dates.{index}`, e.g. `hours.0.end`. */
  errorsOf: (index: number, path: string) => readonly string[];
}) {
  const t = useT();
  const { locale } = useLocale();
  const id = useId();
  const [newDate, setNewDate] = useState('');
  const taken = days.some((day) => day.date === newDate);

  const setHours = (date: string, hours: OpeningHours[]) =>
    onChange(days.map((day) => (day.date === date ? { ...day, hours } : day)));
  const add = () => {
    if (newDate === '' || taken) return;
    onChange([...days, { date: newDate, hours: [] }].sort((a, b) => a.date.localeCompare(b.date)));
    setNewDate('');
  };

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('availability.dates')}</h2>
      <p>{t('availability.datesLead')}</p>
      {days.length === 0 ? (
        <p>{t('availability.noDates')}</p>
      ) : (
        <ul className="plain-list availability-days">
          {days.map((day, index) => {
            const label = formatDay(day.date, locale);
            const dateErrors = errorsOf(index, 'date');
            return (
              <li key={day.date} className="availability-day">
                <div className="availability-day__head">
                  <h3 className="availability-day__name">
                    <time dateTime={day.date}>{label}</time>
                  </h3>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={t('availability.removeDate', { date: label })}
                    onClick={() => onChange(days.filter((other) => other.date !== day.date))}
                  >
                    {t('availability.removeDate.short')}
                  </button>
                </div>
                {dateErrors.length > 0 && (
                  <ul className="field__errors">
                    {dateErrors.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                )}
                <HoursRanges
                  day={label}
                  ranges={day.hours}
                  onChange={(hours) => setHours(day.date, hours)}
                  errorsOf={(range, edge) => errorsOf(index, `hours.${range}.${edge}`)}
                  emptyText={t('availability.dayOff')}
                />
              </li>
            );
          })}
        </ul>
      )}
      <div className="availability-add-day">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-date`}>
            {t('availability.newDate')}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className="field__input"
            value={newDate}
            aria-invalid={taken || undefined}
            aria-describedby={taken ? `${id}-taken` : undefined}
            onChange={(event) => setNewDate(event.target.value)}
          />
          {taken && (
            <p id={`${id}-taken`} className="field__errors">
              {t('availability.dateTaken')}
            </p>
          )}
        </div>
        <button
          type="button"
          className="button button--secondary"
          disabled={newDate === '' || taken}
          onClick={add}
        >
          {t('availability.addDate')}
        </button>
      </div>
    </section>
  );
}
