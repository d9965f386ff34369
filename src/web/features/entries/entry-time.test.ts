import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEntryTime } from './entry-time.tsx';

describe('formatEntryTime', () => {
  it("writes any moment as Intl's medium date (and short time) in Japan's time zone", () => {
    const intl = (locale: 'ja' | 'en', date: boolean) =>
      new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-GB', {
        dateStyle: 'medium',
        ...(date ? {} : { timeStyle: 'short' }),
        timeZone: 'Asia/Tokyo',
      });
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('2999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('ja' as const, 'en' as const),
        fc.boolean(),
        (moment, locale, date) => {
          expect(formatEntryTime(moment.toISOString(), locale, date)).toBe(intl(locale, date).format(moment));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('shows a moment it cannot read as it came', () => {
    expect(formatEntryTime('soon', 'en')).toBe('soon');
  });
});
