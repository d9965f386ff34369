import type { ThemeFamily } from '../../../core/themes.ts';

/** The face of each family (product decisions section 5), with fallbacks while it loads. */
export const FONT_STACKS: Record<ThemeFamily, string> = {
  business: "'Noto Sans JP', 'Hiragino Sans', 'Yu Gothic', system-ui, sans-serif",
  rich: "'Noto Serif JP', 'Hiragino Mincho ProN', 'Yu Mincho', serif",
  pop: "'M PLUS Rounded 1c', 'Hiragino Maru Gothic ProN', system-ui, sans-serif",
};

/**
 * The font files are served from this site (no font CDN). Each family is a separate dynamic import, so
 * only the active family's stylesheet is fetched, and its unicode-range slices load as glyphs are needed.
 */
const FONT_STYLESHEETS: Record<ThemeFamily, () => Promise<unknown>> = {
  business: () =>
    Promise.all([import('@fontsource/noto-sans-jp/400.css'), import('@fontsource/noto-sans-jp/700.css')]),
  rich: () =>
    Promise.all([import('@fontsource/noto-serif-jp/400.css'), import('@fontsource/noto-serif-jp/700.css')]),
  pop: () =>
    Promise.all([
      import('@fontsource/m-plus-rounded-1c/400.css'),
      import('@fontsource/m-plus-rounded-1c/700.css'),
    ]),
};

const requested = new Set<ThemeFamily>();

/** Loads a family's stylesheets once; a failure leaves the fallback fonts, which is not worth a notice. */
export function loadThemeFont(family: ThemeFamily): void {
  if (requested.has(family)) return;
  requested.add(family);
  FONT_STYLESHEETS[family]().catch(() => requested.delete(family));
}
