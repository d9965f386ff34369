import type { Locale } from '../../../core/i18n.ts';
import { useLocale } from '../../i18n/i18n-context.tsx';

/** Japan has kept UTC+9 all year since 1951: the site's time zone needs no tz database. */
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A moment in the reader's language, in Japan's time zone (the site's); `date` leaves the time out.
 * It writes what `Intl.DateTimeFormat` writes with `dateStyle: 'medium'` (and `timeStyle: 'short'`) for
 * ja-JP and en-GB, by hand: the first Intl formatter a page builds costs a phone about a hundred
 * milliseconds, and the server's and the browser's Intl data can differ ("Sep"/"Sept"), which would
 * break hydration.
 */
export function formatEntryTime(iso: string, locale: Locale, date = false): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const tokyo = new Date(time + TOKYO_OFFSET_MS);
  const [year, month, day] = [tokyo.getUTCFullYear(), tokyo.getUTCMonth(), tokyo.getUTCDate()];
  const [hours, minutes] = [tokyo.getUTCHours(), twoDigits(tokyo.getUTCMinutes())];
  if (locale === 'ja') {
    const ymd = `${year}/${twoDigits(month + 1)}/${twoDigits(day)}`;
    return date ? ymd : `${ymd} ${hours}:${minutes}`;
  }
  const dmy = `${day} ${ENGLISH_MONTHS[month]} ${year}`;
  return date ? dmy : `${dmy}, ${twoDigits(hours)}:${minutes}`;
}

export function EntryTime({ iso, date = false }: { iso: string; date?: boolean }) {
  const { locale } = useLocale();
  return <time dateTime={iso}>{formatEntryTime(iso, locale, date)}</time>;
}
