/**
 * The twelve site themes (spec section 9): three families, four colour sets each, three colours per set.
 * The font follows the family (product decisions section 5).
 */

export const THEME_FAMILIES = ['business', 'rich', 'pop'] as const;
export type ThemeFamily = (typeof THEME_FAMILIES)[number];

export interface ThemeColors {
  /** Brand colour: header, headings, primary buttons. */
  primary: string;
  /** Accent colour: links, highlights, badges. */
  secondary: string;
  /** Page background tint. */
  background: string;
}

export interface Theme {
  id: ThemeId;
  family: ThemeFamily;
  colors: ThemeColors;
}

// Every colour pair keeps text contrast >= 4.5:1 against white (primary, secondary) or dark text (background).
const COLORS = {
  business_color01: { primary: '#1f3a68', secondary: '#0b6e99', background: '#f4f6fa' },
  business_color02: { primary: '#22543d', secondary: '#2f6f4f', background: '#f3f7f4' },
  business_color03: { primary: '#3b3b4f', secondary: '#5a4a9c', background: '#f5f5f8' },
  business_color04: { primary: '#5b2333', secondary: '#8a3b12', background: '#faf6f4' },
  rich_color01: { primary: '#2b1d0e', secondary: '#8c6a1f', background: '#faf7f0' },
  rich_color02: { primary: '#1a2238', secondary: '#7a5c10', background: '#f6f5f1' },
  rich_color03: { primary: '#3d0c11', secondary: '#7d5a14', background: '#fbf6f3' },
  rich_color04: { primary: '#1c3129', secondary: '#6b5417', background: '#f4f7f4' },
  pop_color01: { primary: '#c2185b', secondary: '#1565c0', background: '#fff7fa' },
  pop_color02: { primary: '#b23c00', secondary: '#00695c', background: '#fffaf2' },
  pop_color03: { primary: '#6a1b9a', secondary: '#ad1457', background: '#fbf6ff' },
  pop_color04: { primary: '#00796b', secondary: '#c62828', background: '#f2fbf9' },
} as const satisfies Record<string, ThemeColors>;

export type ThemeId = keyof typeof COLORS;
export const THEME_IDS = Object.keys(COLORS) as ThemeId[];
export const DEFAULT_THEME_ID: ThemeId = 'business_color01';

/** Thrown for a theme id that is not one of the twelve: never fall back silently. */
export class InvalidThemeError extends Error {
  constructor(readonly themeId: unknown) {
    super(`invalid theme: ${String(themeId)}`);
    this.name = 'InvalidThemeError';
  }
}

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && Object.hasOwn(COLORS, value);
}

export function getTheme(themeId: unknown): Theme {
  if (!isThemeId(themeId)) throw new InvalidThemeError(themeId);
  const family = themeId.slice(0, themeId.indexOf('_')) as ThemeFamily;
  return { id: themeId, family, colors: COLORS[themeId] };
}
