import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnPath('/cast/entries/e1')).toBe('/cast/entries/e1');
    expect(safeReturnPath('/guest/services?page=2')).toBe('/guest/services?page=2');
  });

  it.each([
    null,
    '',
    'cast/my-page',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
  ])('refuses %s', (from) => {
    expect(safeReturnPath(from)).toBeNull();
  });
});
