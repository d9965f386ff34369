import { describe, expect, it } from 'vitest';
import { sniffType } from './sniff-type.ts';

const bytes = (...parts: Array<number[] | string>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffType', () => {
  it.each([
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['image/png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR')],
    ['image/gif', bytes('GIF89a', [1, 0])],
    ['image/gif', bytes('GIF87a', [1, 0])],
    ['image/webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['application/pdf', bytes('%PDF-1.7\n')],
  ])('recognises %s by its first bytes', (type, content) => {
    expect(sniffType(content)).toBe(type);
  });

  it.each([
    ['plain text', bytes('hello, this is not an image')],
    ['an HTML page', bytes('<!doctype html><script>alert(1)</script>')],
    ['a RIFF that is not WebP', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89], 'PN')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, content) => {
    expect(sniffType(content)).toBeNull();
  });
});
