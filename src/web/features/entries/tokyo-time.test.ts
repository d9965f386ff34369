import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './tokyo-time.ts';

describe('Japan times for datetime-local inputs', () => {
  it('adds the +09:00 offset to an input value and leaves an empty one out', () => {
    expect(fromLocalInput('2025-05-01T10:00')).toBe('2025-05-01T10:00:00+09:00');
    expect(fromLocalInput(' ')).toBeNull();
  });

  it('shows a stored moment as Japan’s wall-clock time', () => {
    expect(toLocalInput('2025-05-01T01:30:00Z')).toBe('2025-05-01T10:30');
    expect(toLocalInput('2025-05-01T10:30:00+09:00')).toBe('2025-05-01T10:30');
    expect(toLocalInput(null)).toBe('');
  });
});
