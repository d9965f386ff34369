import { describe, expect, it } from 'vitest';
import { initials } from './avatar.tsx';

describe('initials', () => {
  it('takes the first character of a Japanese name and the first letters of two Latin words', () => {
    expect(initials('山田 花子')).toBe('山');
    expect(initials('株式会社ミナト設計')).toBe('株');
    expect(initials('john  smith brown')).toBe('JS');
    expect(initials('  Mika ')).toBe('M');
    expect(initials('𠮷野 家')).toBe('𠮷');
    expect(initials('')).toBe('?');
  });
});
