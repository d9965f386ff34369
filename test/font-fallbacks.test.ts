import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FALLBACK_CSS, fallbackCss, fontMetrics } from '../scripts/font-fallbacks.ts';

describe('size-adjusted fallback faces', () => {
  it('are current: the committed CSS is what the web fonts and local fonts measure now', () => {
    expect(readFileSync(FALLBACK_CSS, 'utf8')).toBe(fallbackCss());
  });

  it("give the fallback the web font's height, so that a line keeps its height when the font swaps in", () => {
    const noto = fontMetrics(
      'node_modules/@fontsource/noto-sans-jp/files/noto-sans-jp-latin-400-normal.woff',
    );
    expect(noto.unitsPerEm).toBe(1000);
    const face =
      /"Noto Sans JP fallback";[^}]*size-adjust: ([\d.]+)%;\s*ascent-override: ([\d.]+)%;\s*descent-override: ([\d.]+)%/.exec(
        fallbackCss(),
      );
    const [sizeAdjust, ascent, descent] = (face?.slice(1) ?? []).map(Number) as [number, number, number];
    // Drawn at the fallback's size, the overridden ascent and descent are the web font's own.
    expect((ascent * sizeAdjust) / 100).toBeCloseTo((noto.ascent / noto.unitsPerEm) * 100, 0);
    expect((descent * sizeAdjust) / 100).toBeCloseTo((noto.descent / noto.unitsPerEm) * 100, 0);
  });
});
