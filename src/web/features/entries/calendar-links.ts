import type { AccountType } from '../../../core/enums.ts';

/** An instant as iCalendar's UTC form, which Google Calendar's link takes: 20300116T010000Z. */
function utcStamp(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A link that opens Google Calendar's new-event page filled with the appointment. */
export function googleCalendarUrl(title: string, startsAt: string, endsAt: string): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: title,
    dates: `${utcStamp(startsAt)}/${utcStamp(endsAt)}`,
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** The API path of an entry's iCalendar file, as its viewer's side serves it. */
export function appointmentIcsPath(role: AccountType, entryId: string): string {
  return `/${role}s/me/entries/${entryId}/appointment.ics`;
}
