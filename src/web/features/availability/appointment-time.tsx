import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { formatClock, formatDateOf } from './zoned-format.ts';

/** An appointment's day, start and end in the site's zone, naming the zone: 2026年12月24日(木) 10:00〜11:00（Asia/Tokyo）. */
export function AppointmentTime({
  startsAt,
  endsAt,
  timeZone,
}: {
  startsAt: string;
  endsAt: string;
  timeZone: string;
}) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <time dateTime={startsAt}>
      {t('entries.appointment.time', {
        date: formatDateOf(startsAt, locale, timeZone),
        start: formatClock(startsAt, locale, timeZone),
        end: formatClock(endsAt, locale, timeZone),
        zone: timeZone,
      })}
    </time>
  );
}
