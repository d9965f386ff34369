import { describe, expect, it } from 'vitest';
import { getTheme, InvalidThemeError } from '../../../core/themes.ts';
import { applyTheme } from './apply-theme.ts';

describe('applyTheme', () => {
  it('sets the theme’s colours and its family’s font as CSS variables', () => {
    const root = document.createElement('div');
    applyTheme(root, getTheme('pop_color01'));
    expect(root.style.getPropertyValue('--color-primary')).toBe('#c2185b');
    expect(root.style.getPropertyValue('--color-secondary')).toBe('#1565c0');
    expect(root.style.getPropertyValue('--color-background')).toBe('#fff7fa');
    expect(root.style.getPropertyValue('--font-family')).toMatch(/^'M PLUS Rounded 1c'/);
  });

  it('names the family, whose shape (radius, heading weight) tokens.css picks', () => {
    const root = document.createElement('div');
    applyTheme(root, getTheme('pop_color01'));
    expect(root.dataset.themeFamily).toBe('pop');
    applyTheme(root, getTheme('rich_color02'));
    expect(root.dataset.themeFamily).toBe('rich');
  });

  it('follows the family for the font', () => {
    const root = document.createElement('div');
    applyTheme(root, getTheme('rich_color02'));
    expect(root.style.getPropertyValue('--font-family')).toMatch(/^'Noto Serif JP'/);
    applyTheme(root, getTheme('business_color03'));
    expect(root.style.getPropertyValue('--font-family')).toMatch(/^'Noto Sans JP'/);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#3b3b4f');
  });

  it('cannot be given an unknown theme: getTheme refuses it', () => {
    expect(() => getTheme('neon_color99')).toThrow(InvalidThemeError);
  });
});
