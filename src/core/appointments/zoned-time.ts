/**
 * Wall-clock times of a day in the site's time zone (product decisions, section 7), read with the
 * platform's own time-zone data (`Intl`), so that a day of a clock change is as long as it really is.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the platform knows the zone by this name (an IANA name such as `Asia/Tokyo`). */
export function isTimeZone(name: string): boolean {
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `timeZone` at an instant, as if that clock were UTC (milliseconds). */
function wallClockAt(at: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(at))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The zone's offset from UTC at an instant, in milliseconds (Tokyo: +9 h). */
function offsetAt(at: number, timeZone: string): number {
  const whole = at - (((at % 1000) + 1000) % 1000);
  return wallClockAt(whole, timeZone) - whole;
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` day, and back. */
function dayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
}
function dayOfNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** The day `days` after `day` (both `YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  return dayOfNumber(dayNumber(day) + days);
}

/** Days from `from` to `to` (`to` − `from`). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 for Sunday to 6 for Saturday, as `Date.getDay`. */
export function weekdayOf(day: string): number {
  return (((dayNumber(day) + 4) % 7) + 7) % 7;
}

/** The day (`YYYY-MM-DD`) an instant falls on in the zone. */
export function dayIn(at: Date, timeZone: string): string {
  return new Date(wallClockAt(at.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** Minutes since midnight of an instant's wall clock in the zone. */
export function minutesIn(at: Date, timeZone: string): number {
  return Math.floor((wallClockAt(at.getTime(), timeZone) % DAY_MS) / MINUTE_MS);
}

/**
 * The instant a wall-clock time of a day names in the zone, or null when that time does not exist there
 * (the hour skipped when clocks go forward). A time that exists twice (clocks going back) is its first.
 */
export function instantOf(day: string, minutes: number, timeZone: string): Date | null {
  const wall = dayNumber(day) * DAY_MS + minutes * MINUTE_MS;
  // The offset before and after the wall time: the earlier reading of an ambiguous time comes first.
  for (const offset of [offsetAt(wall - DAY_MS / 2, timeZone), offsetAt(wall + DAY_MS / 2, timeZone)]) {
    const at = wall - offset;
    if (wallClockAt(at, timeZone) === wall) return new Date(at);
  }
  return null;
}

/** `YYYY-MM-DD HH:MM` of an instant's wall clock in the zone, as messages name a time. */
export function wallTimeText(at: Date, timeZone: string): string {
  const minutes = minutesIn(at, timeZone);
  const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${dayIn(at, timeZone)} ${clock}`;
}
