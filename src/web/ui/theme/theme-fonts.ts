import type { ThemeFamily } from '../../../core/themes.ts';
import './font-fallbacks.css';

/**
 * The face of each family (product decisions section 5; docs/design.md, "Fonts"). Japanese text is drawn
 * in the system's Japanese font of the family's kind (gothic, mincho, rounded), which needs no download;
 * the family's web font draws only Latin letters and figures (names, prices, dates), and until it has
 * arrived its size-adjusted fallback (font-fallbacks.css) takes the same room, so nothing moves.
 */
export const FONT_STACKS: Record<ThemeFamily, string> = {
  business:
    "'Noto Sans JP', 'Noto Sans JP fallback', 'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Yu Gothic', Meiryo, 'Noto Sans CJK JP', sans-serif",
  rich: "'Noto Serif JP', 'Noto Serif JP fallback', 'Hiragino Mincho ProN', 'Yu Mincho', 'Noto Serif CJK JP', serif",
  pop: "'M PLUS Rounded 1c', 'M PLUS Rounded 1c fallback', 'Hiragino Maru Gothic ProN', 'Hiragino Sans', 'Yu Gothic', 'Noto Sans CJK JP', sans-serif",
};

/**
 * The font files are served from this site (no font CDN), with `font-display: swap`. Each family's
 * Latin subset in its two weights is one file each, so a page requests at most two font files; only the
 * active family's stylesheet is fetched.
 */
const FONT_STYLESHEETS: Record<ThemeFamily, () => Promise<unknown>> = {
  business: () =>
    Promise.all([
      import('@fontsource/noto-sans-jp/latin-400.css'),
      import('@fontsource/noto-sans-jp/latin-700.css'),
    ]),
  rich: () =>
    Promise.all([
      import('@fontsource/noto-serif-jp/latin-400.css'),
      import('@fontsource/noto-serif-jp/latin-700.css'),
    ]),
  pop: () =>
    Promise.all([
      import('@fontsource/m-plus-rounded-1c/latin-400.css'),
      import('@fontsource/m-plus-rounded-1c/latin-700.css'),
    ]),
};

const requested = new Set<ThemeFamily>();

/** Loads a family's stylesheets once; a failure leaves the fallback fonts, which is not worth a notice. */
export function loadThemeFont(family: ThemeFamily): void {
  if (requested.has(family)) return;
  requested.add(family);
  FONT_STYLESHEETS[family]().catch(() => requested.delete(family));
}
