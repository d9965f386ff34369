import { useMemo } from 'react';
import { useLocale } from '../../../i18n/i18n-context.tsx';
import { formatYen } from '../../services/yen.tsx';

/**
 * Dates, yen and counts as the console shows them: in Japan time (the site's, whatever the browser's
 * zone), grouped by the console's language; a missing value is a dash.
 */
export function useConsoleFormat() {
  const { locale } = useLocale();
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Tokyo',
    });
    const number = new Intl.NumberFormat(locale);
    return {
      dateTime: (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—'),
      yen: (amount: number | null) => (amount === null ? '—' : formatYen(amount, locale)),
      number: (value: number) => number.format(value),
    };
  }, [locale]);
}
