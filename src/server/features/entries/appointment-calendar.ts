/**
 * An entry's appointment as an iCalendar file (RFC 5545): one event, its times in UTC, so that every
 * calendar shows it in its own zone. Both parties download the same event (one UID per entry), so adding
 * it again after a change updates it rather than doubling it.
 */

export interface AppointmentEvent {
  entryId: string;
  startsAt: Date;
  endsAt: Date;
  /** The service's title and who the event is with. */
  summary: string;
  description: string;
  /** The entry's page, for the event's link. */
  url: string;
  /** The host name the UID is made unique under. */
  host: string;
  /** The event's stamp: when the entry last changed, so that a later download reads as newer. */
  stamp: Date;
}

/** `20261224T010000Z` */
const utc = (at: Date) => `${at.toISOString().slice(0, 19).replaceAll(/[-:]/g, '')}Z`;

/** A text value: backslash, semicolon, comma and line breaks escaped. */
const text = (value: string) =>
  value.replaceAll('\\', '\\\\').replaceAll(';', '\\;').replaceAll(',', '\\,').replaceAll(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded: a line break and a space, never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function appointmentCalendar(event: AppointmentEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tsunagu//Appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:entry-${event.entryId}@${event.host}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.startsAt)}`,
    `DTEND:${utc(event.endsAt)}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
