import { describe, expect, it } from 'vitest';
import { addDays, dayIn, instantOf, isTimeZone, minutesIn, weekdayOf } from './zoned-time.ts';

describe('zoned time', () => {
  it('reads a Tokyo wall time as the instant nine hours earlier in UTC', () => {
    expect(instantOf('2026-12-24', 10 * 60, 'Asia/Tokyo')?.toISOString()).toBe('2026-12-24T01:00:00.000Z');
    expect(instantOf('2026-12-24', 3 * 60, 'Asia/Tokyo')?.toISOString()).toBe('2026-12-23T18:00:00.000Z');
  });

  it('follows New York across the March change: 09:00 is 14:00 UTC before and 13:00 UTC after', () => {
    expect(instantOf('2026-03-07', 9 * 60, 'America/New_York')?.toISOString()).toBe(
      '2026-03-07T14:00:00.000Z',
    );
    expect(instantOf('2026-03-09', 9 * 60, 'America/New_York')?.toISOString()).toBe(
      '2026-03-09T13:00:00.000Z',
    );
  });

  it('has no 02:30 on the day New York skips that hour, and the first 01:30 on the day it repeats one', () => {
    expect(instantOf('2026-03-08', 2 * 60 + 30, 'America/New_York')).toBeNull();
    expect(instantOf('2026-03-08', 3 * 60, 'America/New_York')?.toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    expect(instantOf('2026-11-01', 90, 'America/New_York')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('names the day and minutes of an instant in the zone, across the date line of UTC', () => {
    const at = new Date('2026-12-23T18:30:00Z');
    expect(dayIn(at, 'Asia/Tokyo')).toBe('2026-12-24');
    expect(minutesIn(at, 'Asia/Tokyo')).toBe(3 * 60 + 30);
    expect(dayIn(at, 'America/New_York')).toBe('2026-12-23');
  });

  it('counts days and weekdays over month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(weekdayOf('2026-12-24')).toBe(4);
    expect(weekdayOf('2026-03-08')).toBe(0);
  });

  it('knows IANA zone names and refuses others', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
