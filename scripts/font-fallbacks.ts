// Writes src/web/ui/theme/font-fallbacks.css: for each theme family's web font, a face made of a font
// every phone and computer has (Arial, Times New Roman, or their metric twins Liberation Sans and Serif)
// scaled and given the web font's ascent, descent and line gap, so that text drawn before the web font
// arrives takes the room it will take after (no layout shift when it swaps in; docs/design.md).
// Usage: npx tsx scripts/font-fallbacks.ts   (test/font-fallbacks.test.ts checks the file is current)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';

export const FALLBACK_CSS = fileURLToPath(new URL('../src/web/ui/theme/font-fallbacks.css', import.meta.url));

/** Latin letters and figures as the pages show them (names, prices, dates), for the average advance. */
const SAMPLE = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ,.¥:/-';

interface Metrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  /** Mean advance of the sample's characters, in font units. */
  averageWidth: number;
}

/** The tables of an OpenType font, from a .ttf or a .woff (whose tables are zlib-compressed one by one). */
function tables(bytes: Buffer): Map<string, Buffer> {
  const woff = bytes.toString('latin1', 0, 4) === 'wOFF';
  const count = bytes.readUInt16BE(woff ? 12 : 4);
  const found = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const entry = woff ? 44 + i * 20 : 12 + i * 16;
    const tag = bytes.toString('latin1', entry, entry + 4);
    if (woff) {
      const [offset, stored, length] = [8, 12, 16].map((at) => bytes.readUInt32BE(entry + at - 4)) as [
        number,
        number,
        number,
      ];
      const data = bytes.subarray(offset, offset + stored);
      found.set(tag, stored < length ? inflateSync(data) : data);
    } else {
      const offset = bytes.readUInt32BE(entry + 8);
      found.set(tag, bytes.subarray(offset, offset + bytes.readUInt32BE(entry + 12)));
    }
  }
  return found;
}

/** Glyph ids of characters from the Windows Unicode BMP cmap (format 4), which every font here has. */
function glyphIds(cmap: Buffer, characters: string): number[] {
  const count = cmap.readUInt16BE(2);
  let table = -1;
  for (let i = 0; i < count; i++) {
    const [platform, encoding] = [cmap.readUInt16BE(4 + i * 8), cmap.readUInt16BE(6 + i * 8)];
    const offset = cmap.readUInt32BE(8 + i * 8);
    if (platform === 3 && encoding === 1 && cmap.readUInt16BE(offset) === 4) table = offset;
  }
  if (table < 0) throw new Error('no Unicode BMP cmap (format 4)');
  const segments = cmap.readUInt16BE(table + 6) / 2;
  const ends = table + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return [...characters].map((character) => {
    const code = character.charCodeAt(0);
    for (let s = 0; s < segments; s++) {
      if (code > cmap.readUInt16BE(ends + s * 2)) continue;
      const start = cmap.readUInt16BE(starts + s * 2);
      if (code < start) return 0;
      const delta = cmap.readInt16BE(deltas + s * 2);
      const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyph = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  });
}

export function fontMetrics(path: string): Metrics {
  const found = tables(readFileSync(path));
  const table = (tag: string) => {
    const data = found.get(tag);
    if (!data) throw new Error(`${path} has no ${tag} table`);
    return data;
  };
  const [head, hhea, os2, hmtx] = [table('head'), table('hhea'), table('OS/2'), table('hmtx')];
  // Browsers read the typographic metrics when the font asks for them (USE_TYPO_METRICS), hhea's otherwise.
  const typo = (os2.readUInt16BE(62) & (1 << 7)) !== 0;
  const metricCount = hhea.readUInt16BE(34);
  const advance = (glyph: number) => hmtx.readUInt16BE(Math.min(glyph, metricCount - 1) * 4);
  const widths = glyphIds(table('cmap'), SAMPLE).map(advance);
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascent: typo ? os2.readInt16BE(68) : hhea.readInt16BE(4),
    descent: Math.abs(typo ? os2.readInt16BE(70) : hhea.readInt16BE(6)),
    lineGap: typo ? os2.readInt16BE(72) : hhea.readInt16BE(8),
    averageWidth: widths.reduce((sum, width) => sum + width, 0) / widths.length,
  };
}

const LIBERATION = '/usr/share/fonts/truetype/liberation';
const LOCAL_FONTS = {
  sans: { local: ['Arial', 'Liberation Sans'], file: `${LIBERATION}/LiberationSans-Regular.ttf` },
  serif: {
    local: ['Times New Roman', 'Liberation Serif'],
    file: `${LIBERATION}/LiberationSerif-Regular.ttf`,
  },
};

/** The web font of each theme family (theme-fonts.ts) and the local font its fallback is made of. */
export const WEB_FONTS = [
  {
    family: 'Noto Sans JP',
    package: '@fontsource/noto-sans-jp',
    file: 'noto-sans-jp',
    local: LOCAL_FONTS.sans,
  },
  {
    family: 'Noto Serif JP',
    package: '@fontsource/noto-serif-jp',
    file: 'noto-serif-jp',
    local: LOCAL_FONTS.serif,
  },
  {
    family: 'M PLUS Rounded 1c',
    package: '@fontsource/m-plus-rounded-1c',
    file: 'm-plus-rounded-1c',
    local: LOCAL_FONTS.sans,
  },
] as const;

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

export function fallbackCss(): string {
  const require = createRequire(import.meta.url);
  const faces = WEB_FONTS.map((font) => {
    const packageDir = require.resolve(`${font.package}/package.json`).replace(/package\.json$/, '');
    const web = fontMetrics(`${packageDir}files/${font.file}-latin-400-normal.woff`);
    const local = fontMetrics(font.local.file);
    const sizeAdjust = web.averageWidth / web.unitsPerEm / (local.averageWidth / local.unitsPerEm);
    const em = web.unitsPerEm * sizeAdjust;
    return [
      '@font-face {',
      `  font-family: "${font.family} fallback";`,
      `  src: ${font.local.local.map((name) => `local("${name}")`).join(', ')};`,
      `  size-adjust: ${percent(sizeAdjust)};`,
      `  ascent-override: ${percent(web.ascent / em)};`,
      `  descent-override: ${percent(web.descent / em)};`,
      `  line-gap-override: ${percent(web.lineGap / em)};`,
      '}',
    ].join('\n');
  });
  return `/* Written by scripts/font-fallbacks.ts: do not edit. */\n\n${faces.join('\n\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(FALLBACK_CSS, fallbackCss());
  console.log(`wrote ${FALLBACK_CSS}`);
}
