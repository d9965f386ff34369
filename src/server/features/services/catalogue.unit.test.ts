import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoTimeOf } from './catalogue.ts';

/** A time as PostgreSQL writes a `timestamp` in ISO DateStyle: trailing zeros of the fraction dropped. */
const asPostgresWrites = (time: Date, microseconds: number) => {
  const [date, clock] = time.toISOString().slice(0, 19).split('T');
  const fraction = `${String(time.getUTCMilliseconds()).padStart(3, '0')}${String(microseconds).padStart(3, '0')}`;
  const kept = fraction.replace(/0+$/, '');
  return `${date} ${clock}${kept ? `.${kept}` : ''}`;
};

describe('isoTimeOf', () => {
  it('writes a time PostgreSQL wrote as Date.toISOString would, microseconds left out', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 999 }),
        (time, microseconds) => {
          expect(isoTimeOf(asPostgresWrites(time, microseconds))).toBe(time.toISOString());
        },
      ),
    );
    expect(isoTimeOf('2026-11-02 07:00:00')).toBe('2026-11-02T07:00:00.000Z');
    expect(isoTimeOf('2026-11-02 07:00:00.1')).toBe('2026-11-02T07:00:00.100Z');
    expect(isoTimeOf('2026-11-02 07:00:00.123999')).toBe('2026-11-02T07:00:00.123Z');
  });
});
