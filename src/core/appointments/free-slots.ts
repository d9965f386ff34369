import { addDays, daysBetween, instantOf, weekdayOf } from './zoned-time.ts';

/**
 * A cast's free slots (product decisions, section 7): their opening hours on each day (the day's own
 * hours when they changed that day, else the week's), cut into starts every `SLOT_STEP_MINUTES`, each
 * long enough for the appointment, not sooner than the service's lead time nor later than its horizon,
 * and free of every time already held with the buffer after it.
 */

export const SLOT_STEP_MINUTES = 30;

/** `HH:MM` (24:00 closes a day) of a wall clock, as minutes since midnight. */
export function minutesOfTime(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export interface OpeningHours {
  start: string;
  end: string;
}

export interface WeeklyHours extends OpeningHours {
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
}

/** A day whose hours differ from the week's: no hours is a day off. */
export interface DayHours {
  date: string;
  hours: OpeningHours[];
}

export interface Availability {
  weekly: WeeklyHours[];
  dates: DayHours[];
}

export interface BookingRules {
  /** How soon before its start a slot can be booked. */
  leadMinutes: number;
  /** Kept free after each appointment. */
  bufferMinutes: number;
  /** How far ahead a slot opens. */
  horizonDays: number;
}

export interface TimeRange {
  start: Date;
  end: Date;
}

export interface SlotQuery {
  availability: Availability;
  rules: BookingRules;
  timeZone: string;
  /** First and last day, in the zone. */
  from: string;
  to: string;
  durationMinutes: number;
  now: Date;
  /** Times the cast already holds, each with its own buffer. */
  held: TimeRange[];
}

export interface DaySlots {
  date: string;
  slots: TimeRange[];
}

/** The opening hours of one day. */
export function hoursOf(availability: Availability, date: string): OpeningHours[] {
  const changed = availability.dates.find((day) => day.date === date);
  if (changed) return changed.hours;
  const weekday = weekdayOf(date);
  return availability.weekly.filter((hours) => hours.weekday === weekday);
}

/** Every slot of each day from `from` to `to`, the held ones left out. */
export function freeSlots(query: SlotQuery): DaySlots[] {
  const { rules, now, durationMinutes, held } = query;
  const earliest = now.getTime() + rules.leadMinutes * 60_000;
  const latest = now.getTime() + rules.horizonDays * 86_400_000;
  const length = durationMinutes * 60_000;
  const blocked = length + rules.bufferMinutes * 60_000;
  const days: DaySlots[] = [];
  for (let offset = 0; offset <= daysBetween(query.from, query.to); offset += 1) {
    const date = addDays(query.from, offset);
    const starts = new Map<number, TimeRange>();
    for (const hours of hoursOf(query.availability, date)) {
      const closes = instantOf(date, minutesOfTime(hours.end), query.timeZone);
      for (
        let minute = minutesOfTime(hours.start);
        minute < minutesOfTime(hours.end);
        minute += SLOT_STEP_MINUTES
      ) {
        const start = instantOf(date, minute, query.timeZone);
        if (!start || !closes) continue;
        const at = start.getTime();
        if (at < earliest || at > latest || at + length > closes.getTime()) continue;
        if (held.some((range) => at < range.end.getTime() && range.start.getTime() < at + blocked)) continue;
        starts.set(at, { start, end: new Date(at + length) });
      }
    }
    days.push({ date, slots: [...starts.values()].sort((a, b) => a.start.getTime() - b.start.getTime()) });
  }
  return days;
}
