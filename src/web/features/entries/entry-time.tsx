import type { Locale } from '../../../core/i18n.ts';
import { useLocale } from '../../i18n/i18n-context.tsx';

/** A moment in the reader's language, in Japan's time zone (the site's); `date` leaves the time out. */
export function formatEntryTime(iso: string, locale: Locale, date = false): string {
  if (Number.isNaN(Date.parse(iso))) return iso;
  return timeFormat(locale, date).format(new Date(iso));
}

// Built once per language and style: an Intl formatter costs far more to make than to use.
const timeFormats = new Map<string, Intl.DateTimeFormat>();
function timeFormat(locale: Locale, date: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${date}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-GB', {
      dateStyle: 'medium',
      ...(date ? {} : { timeStyle: 'short' }),
      timeZone: 'Asia/Tokyo',
    });
    timeFormats.set(key, format);
  }
  return format;
}

export function EntryTime({ iso, date = false }: { iso: string; date?: boolean }) {
  const { locale } = useLocale();
  return <time dateTime={iso}>{formatEntryTime(iso, locale, date)}</time>;
}
