import { describe, expect, it } from 'vitest';
import { deriveApiBase } from './api-base.ts';

describe('deriveApiBase', () => {
  it('uses /api on the same origin by default', () => {
    expect(deriveApiBase({ protocol: 'https:', host: 'tutor.example.jp' }, 'same-origin')).toBe('/api');
  });

  it('puts the API on api.<site host> in subdomain mode, keeping protocol and port', () => {
    expect(deriveApiBase({ protocol: 'https:', host: 'tutor.example.jp' }, 'subdomain')).toBe(
      'https://api.tutor.example.jp',
    );
    expect(deriveApiBase({ protocol: 'http:', host: 'localhost:5173' }, 'subdomain')).toBe(
      'http://api.localhost:5173',
    );
  });
});
