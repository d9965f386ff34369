import { describe, expect, it } from 'vitest';
import { getTheme, InvalidThemeError, THEME_IDS } from './themes.ts';

describe('themes', () => {
  it('has the twelve themes of the specification, four per family', () => {
    expect(THEME_IDS).toEqual([
      'business_color01',
      'business_color02',
      'business_color03',
      'business_color04',
      'rich_color01',
      'rich_color02',
      'rich_color03',
      'rich_color04',
      'pop_color01',
      'pop_color02',
      'pop_color03',
      'pop_color04',
    ]);
  });

  it.each(THEME_IDS)('%s has three distinct colours and the family of its name', (id) => {
    const theme = getTheme(id);
    expect(theme.family).toBe(id.split('_')[0]);
    const colors = Object.values(theme.colors);
    expect(colors).toHaveLength(3);
    for (const color of colors) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(colors).size).toBe(3);
  });

  it.each(THEME_IDS)('%s keeps white text on its primary and secondary colours readable (WCAG AA)', (id) => {
    const { primary, secondary, background } = getTheme(id).colors;
    expect(contrast(primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(secondary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(background, '#1a1a1a')).toBeGreaterThanOrEqual(4.5);
  });

  it.each([undefined, null, '', 'business_color05', 'dark', 'toString', 'constructor'])(
    'refuses %j with the invalid-theme error instead of falling back',
    (id) => {
      expect(() => getTheme(id)).toThrow(InvalidThemeError);
    },
  );
});

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
