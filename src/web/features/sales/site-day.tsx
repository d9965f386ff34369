import type { Locale } from '../../../core/i18n.ts';
import { useLocale } from '../../i18n/i18n-context.tsx';
import { formatEntryTime } from '../entries/entry-time.tsx';

/** A Japan calendar day (YYYY-MM-DD) as the reader writes dates. */
export const formatSiteDay = (date: string, locale: Locale) =>
  formatEntryTime(`${date}T00:00:00+09:00`, locale, true);

export function SiteDay({ date }: { date: string }) {
  const { locale } = useLocale();
  return <time dateTime={date}>{formatSiteDay(date, locale)}</time>;
}
