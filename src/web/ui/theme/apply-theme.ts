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

/** Sets the theme's colours and font, and its family, which picks the family's shape in tokens.css. */
export function applyTheme(element: HTMLElement, theme: Theme): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) element.style.setProperty(name, value);
  element.dataset.themeFamily = theme.family;
}
