import { describe, expect, it } from 'vitest';
import { formatYen } from './yen.tsx';

describe('formatYen', () => {
  it('writes every digit of the largest amounts the API answers', () => {
    expect(formatYen(11_000_000_000, 'ja')).toBe('￥11,000,000,000');
    expect(formatYen(Number.MAX_SAFE_INTEGER, 'ja')).toBe('￥9,007,199,254,740,991');
    expect(formatYen(-1_375_000_000, 'en')).toBe('-¥1,375,000,000');
  });
});
