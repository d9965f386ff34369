import { describe, expect, it } from 'vitest';
import { THEME_FAMILIES } from '../../../core/themes.ts';
import { FONT_STACKS } from './theme-fonts.ts';

const SYSTEM_JAPANESE = [
  'Hiragino Sans',
  'Hiragino Mincho ProN',
  'Hiragino Maru Gothic ProN',
  'Yu Gothic',
  'Yu Mincho',
];

describe('theme fonts', () => {
  it.each(THEME_FAMILIES)(
    '%s: the web font, then its size-adjusted fallback, then system Japanese fonts and a generic family',
    (family) => {
      const names = FONT_STACKS[family].split(',').map((name) => name.trim().replace(/^'|'$/g, ''));
      const [webFont, fallback] = names;
      expect(fallback).toBe(`${webFont} fallback`);
      expect(names.slice(2).some((name) => SYSTEM_JAPANESE.includes(name))).toBe(true);
      expect(['serif', 'sans-serif']).toContain(names.at(-1));
    },
  );
});
