import { useMemo } from 'react';
import { useLocale } from '../../../i18n/i18n-context.tsx';

/** Dates and amounts as the console shows them: Japan time (the site's), yen grouped by the locale. */
export function useModerationFormat() {
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
      number: (value: number) => number.format(value),
    };
  }, [locale]);
}
