import { describe, expect, it } from 'vitest';
import { type Availability, freeSlots, type SlotQuery } from './free-slots.ts';

const weekdays: Availability = {
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })),
  dates: [],
};

function query(overrides: Partial<SlotQuery>): SlotQuery {
  return {
    availability: weekdays,
    rules: { leadMinutes: 0, bufferMinutes: 0, horizonDays: 60 },
    timeZone: 'Asia/Tokyo',
    from: '2026-12-07',
    to: '2026-12-07',
    durationMinutes: 60,
    now: new Date('2026-12-01T00:00:00Z'),
    held: [],
    ...overrides,
  };
}

const starts = (q: SlotQuery) =>
  freeSlots(q).map((day) => ({ date: day.date, starts: day.slots.map((slot) => slot.start.toISOString()) }));

describe('free slots', () => {
  it('cuts a weekday morning into half-hour starts that end by closing time', () => {
    expect(starts(query({}))).toEqual([
      {
        date: '2026-12-07',
        starts: [
          '2026-12-07T00:00:00.000Z',
          '2026-12-07T00:30:00.000Z',
          '2026-12-07T01:00:00.000Z',
          '2026-12-07T01:30:00.000Z',
          '2026-12-07T02:00:00.000Z',
        ],
      },
    ]);
  });

  it('has none on a weekend, a day off, and the changed hours of one day', () => {
    const availability: Availability = {
      ...weekdays,
      dates: [
        { date: '2026-12-08', hours: [] },
        { date: '2026-12-09', hours: [{ start: '20:00', end: '21:00' }] },
      ],
    };
    expect(starts(query({ availability, from: '2026-12-05', to: '2026-12-09' }))).toEqual([
      { date: '2026-12-05', starts: [] },
      { date: '2026-12-06', starts: [] },
      { date: '2026-12-07', starts: expect.any(Array) },
      { date: '2026-12-08', starts: [] },
      { date: '2026-12-09', starts: ['2026-12-09T11:00:00.000Z'] },
    ]);
  });

  it('leaves out a held time and the buffer around it', () => {
    const held = [{ start: new Date('2026-12-07T01:00:00Z'), end: new Date('2026-12-07T02:00:00Z') }];
    expect(starts(query({ held }))[0]?.starts).toEqual([
      '2026-12-07T00:00:00.000Z',
      '2026-12-07T02:00:00.000Z',
    ]);
    const buffered = query({ held, rules: { leadMinutes: 0, bufferMinutes: 30, horizonDays: 60 } });
    expect(starts(buffered)[0]?.starts).toEqual(['2026-12-07T02:00:00.000Z']);
  });

  it('opens no slot sooner than the lead time or later than the horizon', () => {
    const now = new Date('2026-12-07T00:10:00Z');
    expect(
      starts(query({ now, rules: { leadMinutes: 60, bufferMinutes: 0, horizonDays: 60 } }))[0]?.starts[0],
    ).toBe('2026-12-07T01:30:00.000Z');
    expect(starts(query({ rules: { leadMinutes: 0, bufferMinutes: 0, horizonDays: 5 } }))[0]?.starts).toEqual(
      [],
    );
  });

  it('follows the site zone across a date boundary: Tokyo hours after midnight are the previous UTC day', () => {
    const availability: Availability = { weekly: [{ weekday: 1, start: '00:00', end: '01:00' }], dates: [] };
    expect(starts(query({ availability }))[0]?.starts).toEqual(['2026-12-06T15:00:00.000Z']);
  });

  it('follows New York across the March clock change', () => {
    const availability: Availability = {
      weekly: [0, 1, 6].map((weekday) => ({ weekday, start: '01:00', end: '04:00' })),
      dates: [],
    };
    const days = starts(
      query({
        availability,
        timeZone: 'America/New_York',
        from: '2026-03-07',
        to: '2026-03-09',
        now: new Date('2026-03-01T00:00:00Z'),
      }),
    );
    // Saturday: 01:00 EST is 06:00 UTC; Monday: 01:00 EDT is 05:00 UTC.
    expect(days[0]?.starts[0]).toBe('2026-03-07T06:00:00.000Z');
    expect(days[2]?.starts[0]).toBe('2026-03-09T05:00:00.000Z');
    // Sunday has no 02:xx: 01:00 EST to 04:00 EDT is two real hours, so one-hour slots start
    // at 01:00, 01:30 and 03:00 (07:00 UTC), and none at 03:30, which would end after closing.
    expect(days[1]?.starts).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T07:00:00.000Z',
    ]);
  });
});
