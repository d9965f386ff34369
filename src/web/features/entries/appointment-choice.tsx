import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { AppointmentTime } from '../availability/appointment-time.tsx';
import type { ChosenSlot } from '../availability/chosen-slot.ts';
import { useSite } from '../site/site-query.ts';

/**
 * The time the entry books, as chosen on the service's calendar, with the way back to choose another;
 * without one, the way to the calendar. The server's refusal of the slot (taken meanwhile, no longer
 * offered) is shown here, where the guest can act on it.
 */
export function AppointmentChoice({
  serviceId,
  slot,
  errors = [],
}: {
  serviceId: string;
  slot: ChosenSlot | null;
  errors?: readonly string[] | undefined;
}) {
  const t = useT();
  const site = useSite();
  const calendar = `/guest/services/${serviceId}#booking`;
  return (
    <div className="field appointment-choice">
      <h3 className="field__label">{t('entries.form.appointment')}</h3>
      {slot ? (
        <p>
          <AppointmentTime startsAt={slot.startsAt} endsAt={slot.endsAt} timeZone={site.service.timeZone} />
          {slot.hours && t('entries.form.appointmentHours', { hours: slot.hours })}
        </p>
      ) : (
        <p>{t('entries.form.noSlot')}</p>
      )}
      {errors.length > 0 && (
        <ul className="field__errors" role="alert">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <p>
        <Link to={calendar}>{slot ? t('entries.form.changeSlot') : t('entries.form.toCalendar')}</Link>
      </p>
    </div>
  );
}
