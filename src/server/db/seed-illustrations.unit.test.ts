import { describe, expect, it } from 'vitest';
import { demoPictures, shiftHue } from './seed-illustrations.ts';

const THEME = { primary: '#1f3a68', secondary: '#0f6fa3', background: '#f4f5f9' };

describe('the demo pictures', () => {
  it('give neighbouring services of a category different covers, each drawn once', async () => {
    const pictures = demoPictures(THEME, 5);
    const covers = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => pictures.cover('housework', n)));
    expect(new Set(covers.map((cover) => cover.bytes.toString('base64'))).size).toBe(6);
    expect(await pictures.cover('housework', 6)).toBe(covers[0]);
    expect(covers[0]).toMatchObject({ width: 1200, height: 800 });
  });

  it('turn a colour round the wheel and keep greys', () => {
    expect(shiftHue('#ff0000', 120)).toBe('#00ff00');
    expect(shiftHue('#ff0000', -120)).toBe('#0000ff');
    expect(shiftHue('#808080', 45)).toBe('#808080');
  });
});
