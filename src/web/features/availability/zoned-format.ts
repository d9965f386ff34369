import type { Locale } from '../../../core/i18n.ts';

/**
 * Days and clock times of the site's time zone in the reader's language, with the platform's `Intl`.
 * Only the browser calls these after hydration (the calendar, signed-in pages): the server's and the
 * browser's Intl data may differ, which is why server-drawn text uses entries/entry-time.tsx instead.
 */

const intlLocales: Record<Locale, string> = { ja: 'ja-JP', en: 'en-GB' };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  locale: Locale,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(intlLocales[locale], { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** `10:00`: the clock in the zone at an instant. */
export function formatClock(iso: string, locale: Locale, timeZone: string): string {
  return formatter(locale, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );
}

/** A calendar day (`YYYY-MM-DD`) with its weekday: 12月24日(木), Thu 24 Dec. */
export function formatDay(date: string, locale: Locale): string {
  // Noon UTC of the day, read in UTC: the same day whatever the zone.
  return formatter(locale, 'UTC', { month: 'short', day: 'numeric', weekday: 'short' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** The day, with its year, an instant falls on in the zone: 2026年12月24日(木), Thu 24 Dec 2026. */
export function formatDateOf(iso: string, locale: Locale, timeZone: string): string {
  return formatter(locale, timeZone, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    weekday: 'short',
  }).format(new Date(iso));
}

/** The day of the month and the short weekday apart, for the calendar's strip of days. */
export function dayParts(date: string, locale: Locale): { weekday: string; day: string } {
  const weekday = formatter(locale, 'UTC', { weekday: 'short' }).format(new Date(`${date}T12:00:00Z`));
  // The bare number: Japanese would write 24日 with `day: 'numeric'`.
  return { weekday, day: String(Number(date.slice(8, 10))) };
}
