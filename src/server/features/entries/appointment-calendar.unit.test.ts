import { describe, expect, it } from 'vitest';
import { appointmentCalendar } from './appointment-calendar.ts';

const event = {
  entryId: 'abc123',
  startsAt: new Date('2026-12-24T01:00:00Z'),
  endsAt: new Date('2026-12-24T02:30:00Z'),
  summary: '作り置き料理の代行, with さくら; 3時間',
  description: '申し込みの詳細:\nhttps://example.test/guest/entries/abc123',
  url: 'https://example.test/guest/entries/abc123',
  host: 'example.test',
  stamp: new Date('2026-12-02T09:00:00Z'),
};

describe('appointment calendar', () => {
  it('writes one event in UTC with its text escaped and CRLF line ends', () => {
    const file = appointmentCalendar(event);
    const lines = file.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20261224T010000Z');
    expect(lines).toContain('DTEND:20261224T023000Z');
    expect(lines).toContain('UID:entry-abc123@example.test');
    expect(lines).toContain('SUMMARY:作り置き料理の代行\\, with さくら\\; 3時間');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.replaceAll('\r\n', '')).not.toContain('\n');
  });

  it('folds lines past 75 octets without splitting a character', () => {
    const file = appointmentCalendar({ ...event, description: 'あ'.repeat(100) });
    const folded = file
      .split('\r\n')
      .filter((line) => line.startsWith('DESCRIPTION') || line.startsWith(' '));
    expect(folded.length).toBeGreaterThan(1);
    for (const line of folded) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(
      `DESCRIPTION:${'あ'.repeat(100)}`,
    );
  });
});
