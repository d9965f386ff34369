import type { Theme } from '../../../core/themes.ts';
import { FONT_STACKS } from './theme-fonts.ts';

/** The CSS custom properties a theme sets; the stylesheets use only these for brand colours and type. */
export function themeVariables(theme: Theme): Record<string, string> {
  return {
    '--color-primary': theme.colors.primary,
    '--color-secondary': theme.colors.secondary,
    '--color-background': theme.colors.background,
    '--font-family': FONT_STACKS[theme.family],
  };
}

/**
 * Sets the theme's colours and font, and its family, which picks the family's shape in tokens.css. Only
 * what differs is set: a page the server drew already has its theme (docs/server-rendering.md), and
 * setting it again would make the browser style and lay out the whole page anew while it hydrates.
 */
export function applyTheme(element: HTMLElement, theme: Theme): void {
  const current = getComputedStyle(element);
  for (const [name, value] of Object.entries(themeVariables(theme))) {
    if (current.getPropertyValue(name).trim() !== value) element.style.setProperty(name, value);
  }
  if (element.dataset.themeFamily !== theme.family) element.dataset.themeFamily = theme.family;
}
