import type { EntryDetail } from '../../../core/contract/entries.ts';
import type { AccountType, EntryStatus } from '../../../core/enums.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { AppointmentTime } from '../availability/appointment-time.tsx';
import { useSite } from '../site/site-query.ts';
import { AppointmentChange } from './appointment-change.tsx';
import { appointmentIcsPath, googleCalendarUrl } from './calendar-links.ts';
import { EntryTime } from './entry-time.tsx';

/** Matched and after: the time is the parties' for good. */
const CONFIRMED: ReadonlySet<EntryStatus> = new Set(['matched', 'completion_reported', 'paid', 'reviewed']);
/** Waiting for an answer: the time is held until the deadline. */
const HELD: ReadonlySet<EntryStatus> = new Set(['ordered', 'entered', 'estimated', 'last_estimated']);

/**
 * The time an entry books, for both parties: confirmed once matched, held until the answer's deadline
 * before; with the iCalendar file and a Google Calendar link to put it in one's own calendar, and the way to move
 * it while matched. An entry
 * that ended without a match holds no time any more (the server lets it go), so it shows none.
 */
export function EntryAppointment({ entry, role }: { entry: EntryDetail; role: AccountType }) {
  const t = useT();
  const site = useSite();
  const client = useApiClient();
  const { appointment } = entry;
  if (!appointment) return null;
  const confirmed = CONFIRMED.has(entry.status);
  if (!confirmed && !HELD.has(entry.status)) return null;
  return (
    <section className="card entry-appointment" aria-labelledby="entry-appointment">
      <h2 id="entry-appointment">
        {t(confirmed ? 'entries.appointment.confirmed' : 'entries.appointment.held')}
      </h2>
      <p className="entry-appointment__time">
        <AppointmentTime
          startsAt={appointment.startsAt}
          endsAt={appointment.endsAt}
          timeZone={site.service.timeZone}
        />
      </p>
      {!confirmed && entry.deadlineAt && (
        <p>
          {t('entries.appointment.answerBy')}
          <EntryTime iso={entry.deadlineAt} />
        </p>
      )}
      <ul className="actions plain-list entry-appointment__links">
        <li>
          <a
            className="button button--secondary"
            href={client.url(appointmentIcsPath(role, entry.id))}
            download
          >
            {t('entries.appointment.ics')}
          </a>
        </li>
        <li>
          <a
            className="button button--secondary"
            href={googleCalendarUrl(entry.service.title, appointment.startsAt, appointment.endsAt)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('entries.appointment.google')}
            <span className="visually-hidden">{t('entries.appointment.googleNewTab')}</span>
          </a>
        </li>
      </ul>
      {entry.status === 'matched' && <AppointmentChange entry={entry} role={role} />}
    </section>
  );
}
