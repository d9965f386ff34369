import { useLocale } from '../../i18n/i18n-context.tsx';

/** A publication date in the reader's language, in Japan's time zone (where the site's operators are). */
export function NoticeDate({ iso }: { iso: string }) {
  const { locale } = useLocale();
  const text = new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Asia/Tokyo',
  }).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}
