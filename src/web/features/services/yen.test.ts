import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatYen } from './yen.tsx';

describe('formatYen', () => {
  it('writes every digit of the largest amounts the API answers', () => {
    expect(formatYen(11_000_000_000, 'ja')).toBe('￥11,000,000,000');
    expect(formatYen(Number.MAX_SAFE_INTEGER, 'ja')).toBe('￥9,007,199,254,740,991');
    expect(formatYen(-1_375_000_000, 'en')).toBe('-¥1,375,000,000');
  });

  it("writes any amount as Intl's yen currency format does in each language", () => {
    const intl = {
      ja: new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' }),
      en: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'JPY' }),
    };
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.maxSafeInteger()),
        fc.constantFrom('ja' as const, 'en' as const),
        (amount, locale) => {
          expect(formatYen(amount, locale)).toBe(intl[locale].format(amount));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
