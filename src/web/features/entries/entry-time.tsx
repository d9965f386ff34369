import type { Locale } from '../../../core/i18n.ts';
import { useLocale } from '../../i18n/i18n-context.tsx';

/** A moment in the reader's language, in Japan's time zone (the site's); `date` leaves the time out. */
export function formatEntryTime(iso: string, locale: Locale, date = false): string {
  if (Number.isNaN(Date.parse(iso))) return iso;
  return new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-GB', {
    dateStyle: 'medium',
    ...(date ? {} : { timeStyle: 'short' }),
    timeZone: 'Asia/Tokyo',
  }).format(new Date(iso));
}

export function EntryTime({ iso, date = false }: { iso: string; date?: boolean }) {
  const { locale } = useLocale();
  return <time dateTime={iso}>{formatEntryTime(iso, locale, date)}</time>;
}
