import { useMemo } from 'react';
import { useLocale } from '../../../i18n/i18n-context.tsx';

/** Dates and times in Japan, and yen amounts, in the console's language. */
export function useFormatters() {
  const { locale } = useLocale();
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Tokyo',
    });
    const yen = new Intl.NumberFormat(locale, { style: 'currency', currency: 'JPY' });
    return {
      dateTime: (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—'),
      yen: (amount: number | null) => (amount === null ? '—' : yen.format(amount)),
    };
  }, [locale]);
}
