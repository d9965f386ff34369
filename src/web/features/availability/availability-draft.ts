import { minutesOfTime, type OpeningHours } from '../../../core/appointments/free-slots.ts';
import type { AvailabilityBody } from '../../../core/contract/availability.ts';

/** 0 for Sunday to 6 for Saturday, as `Date.getDay`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The days of the week as the page lists them: Monday first, Sunday last. */
export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

/** A changed day being edited: no hours is a day off. */
export interface ChangedDay {
  date: string;
  hours: OpeningHours[];
}

/** What the page edits: each weekday's ranges (index = weekday), and the changed days by date. */
export interface AvailabilityDraft {
  weekly: OpeningHours[][];
  dates: ChangedDay[];
}

const byStart = (a: OpeningHours, b: OpeningHours) => minutesOfTime(a.start) - minutesOfTime(b.start);

export function draftOf(saved: AvailabilityBody): AvailabilityDraft {
  const weekly = Array.from({ length: 7 }, (_, weekday) =>
    saved.weekly
      .filter((hours) => hours.weekday === weekday)
      .map(({ start, end }) => ({ start, end }))
      .sort(byStart),
  );
  const dates = [...saved.dates].sort((a, b) => a.date.localeCompare(b.date));
  return { weekly, dates };
}

/**
 * The PUT body: the week's ranges weekday by weekday in the page's order, then the changed days by date.
 * `weeklyIndex` gives the place the server names a refused weekly range by (`weekly.3.end`); a changed
 * day keeps its place in `dates`.
 */
export function bodyOf(draft: AvailabilityDraft): AvailabilityBody {
  return {
    weekly: WEEKDAYS.flatMap((weekday) =>
      (draft.weekly[weekday] ?? []).map((hours) => ({ weekday, ...hours })),
    ),
    dates: draft.dates.map(({ date, hours }) => ({ date, hours })),
  };
}

/** The body's index of a weekday's `index`th range. */
export function weeklyIndex(draft: AvailabilityDraft, weekday: Weekday, index: number): number {
  const before = WEEKDAYS.slice(0, WEEKDAYS.indexOf(weekday));
  return before.reduce<number>((count, day) => count + (draft.weekly[day]?.length ?? 0), 0) + index;
}

/** The range to add after `ranges`: an hour after the last one closes, or a working day when there is none. */
export function nextRange(ranges: readonly OpeningHours[]): OpeningHours {
  const last = ranges.at(-1);
  if (!last) return { start: '10:00', end: '18:00' };
  const start = Math.min(minutesOfTime(last.end) + 60, 23 * 60);
  return { start: clockOf(start), end: clockOf(Math.min(start + 60, 24 * 60)) };
}

/** Minutes since midnight as `HH:MM` (24:00 included). */
export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
