import { useLayoutEffect } from 'react';
import { getTheme } from '../../../core/themes.ts';
import { applyTheme } from './apply-theme.ts';
import { loadThemeFont } from './theme-fonts.ts';

/**
 * Applies the site's theme to :root. getTheme runs during render, so an unknown theme id throws
 * InvalidThemeError into the nearest error boundary, which shows 「不正なテーマです」: never a silent fallback.
 */
export function SiteTheme({ themeId }: { themeId: unknown }) {
  const { id } = getTheme(themeId);
  useLayoutEffect(() => {
    const theme = getTheme(id);
    applyTheme(document.documentElement, theme);
    loadThemeFont(theme.family);
  }, [id]);
  return null;
}
