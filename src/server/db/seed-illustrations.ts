import sharp from 'sharp';
import type { ThemeColors } from '../../core/themes.ts';

export type DemoCategory = 'housework' | 'cooking' | 'pets' | 'lessons' | 'it';

/** Each category's own colour, next to the site theme's two, so the catalogue reads by colour at a glance. */
const CATEGORY_ACCENTS: Record<DemoCategory, string> = {
  housework: '#3fa99b',
  cooking: '#ee8f3a',
  pets: '#e0684b',
  lessons: '#9266cc',
  it: '#2f95d6',
};

const sparkle = (x: number, y: number, size: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${size / 40})" d="M0-40Q0 0 40 0Q0 0 0 40Q0 0-40 0Q0 0 0-40Z" fill="${fill}"/>`;

const heart = (x: number, y: number, size: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${size / 60})" d="M0 40C-70 0-50-60 0-28C50-60 70 0 0 40Z" fill="${fill}"/>`;

type Motif = (c: ThemeColors, accent: string) => string;

const bubbles = (fill: string, points: readonly (readonly [number, number, number])[]) =>
  points.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity=".55"/>`).join('');

/** The motifs of each category, three compositions each, drawn around (0, 0) in about 560 × 480 px. */
const MOTIFS: Record<DemoCategory, readonly Motif[]> = {
  housework: [
    (c, accent) => `
    <rect x="-190" y="-50" width="380" height="250" rx="18" fill="#fff"/>
    <path d="M-235-30L0-230L235-30Z" fill="${c.primary}" stroke="${c.primary}" stroke-width="24" stroke-linejoin="round"/>
    <rect x="120" y="-200" width="50" height="110" rx="8" fill="${c.primary}"/>
    <rect x="-48" y="70" width="96" height="130" rx="12" fill="${c.secondary}"/>
    <circle cx="28" cy="140" r="8" fill="#fff"/>
    <rect x="-158" y="10" width="80" height="72" rx="10" fill="${accent}" opacity=".35"/>
    <rect x="78" y="10" width="80" height="72" rx="10" fill="${accent}" opacity=".35"/>
    <rect x="-240" y="196" width="480" height="18" rx="9" fill="${c.primary}" opacity=".25"/>
    ${sparkle(250, -170, 46, accent)}${sparkle(-265, -120, 30, accent)}${sparkle(205, -250, 22, c.secondary)}`,
    // A bucket with a sponge and soap bubbles.
    (c, accent) => `
    <path d="M-100-120a100 90 0 0 1 200 0" fill="none" stroke="${c.primary}" stroke-width="16"/>
    <path d="M-170-60H170L130 190Q125 210 100 210H-100Q-125 210-130 190Z" fill="${c.primary}"/>
    <rect x="-185" y="-80" width="370" height="40" rx="20" fill="${c.secondary}"/>
    <rect x="-150" y="40" width="300" height="22" rx="11" fill="#fff" opacity=".25"/>
    <rect x="110" y="-190" width="150" height="96" rx="24" fill="${accent}" transform="rotate(18 185 -142)"/>
    <rect x="110" y="-190" width="150" height="34" rx="17" fill="#fff" opacity=".45" transform="rotate(18 185 -142)"/>
    ${bubbles('#fff', [
      [-60, -140, 34],
      [-150, -190, 22],
      [10, -210, 18],
      [-230, -110, 14],
    ])}
    ${sparkle(-250, 60, 34, accent)}${sparkle(260, 120, 26, c.secondary)}`,
    // A spray bottle and a cloth among sparkles.
    (c, accent) => `
    <path d="M-150-150H-30L0-110H40V-80H-60V-120H-150Z" fill="${c.primary}"/>
    <rect x="-110" y="-130" width="70" height="70" fill="${c.secondary}"/>
    <path d="M-150-60H0Q30-60 30-30V190Q30 210 10 210H-160Q-180 210-180 190V-30Q-180-60-150-60Z" fill="${c.primary}"/>
    <rect x="-150" y="10" width="150" height="110" rx="14" fill="#fff" opacity=".85"/>
    ${sparkle(-75, 65, 40, accent)}
    <path d="M80 120Q140 60 230 110Q250 170 200 210H80Q60 170 80 120Z" fill="${accent}"/>
    <path d="M95 150Q150 110 220 140" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".6"/>
    ${sparkle(140, -120, 60, accent)}${sparkle(250, -40, 30, c.secondary)}${sparkle(60, -230, 26, accent)}`,
  ],
  cooking: [
    (c, accent) => `
    ${[-90, 0, 90].map((x) => `<path d="M${x}-150q-34-40 0-80q34-40 0-80" fill="none" stroke="${accent}" stroke-width="18" stroke-linecap="round" opacity=".7"/>`).join('')}
    <rect x="-275" y="-10" width="80" height="40" rx="20" fill="${c.secondary}"/>
    <rect x="195" y="-10" width="80" height="40" rx="20" fill="${c.secondary}"/>
    <path d="M-210-40H210V120Q210 210 120 210H-120Q-210 210-210 120Z" fill="${c.primary}"/>
    <rect x="-230" y="-90" width="460" height="56" rx="28" fill="${c.secondary}"/>
    <circle cy="-108" r="24" fill="${c.secondary}"/>
    <rect x="-210" y="40" width="420" height="26" fill="${accent}"/>
    ${heart(0, 136, 44, '#fff')}`,
    // A cutting board with a knife, a carrot and slices.
    (c, accent) => `
    <rect x="-250" y="-150" width="430" height="320" rx="40" fill="${c.secondary}" opacity=".9"/>
    <circle cx="140" cy="-110" r="18" fill="#fff"/>
    <rect x="-230" y="-130" width="390" height="280" rx="30" fill="#fff" opacity=".2"/>
    <path d="M-170 60L30-90Q60-110 70-80L-140 100Z" fill="${accent}"/>
    <path d="M30-90l30-60m-10 70l55-35m-45 20l60 0" stroke="${c.primary}" stroke-width="14" stroke-linecap="round"/>
    ${[-120, -40, 40].map((x) => `<circle cx="${x}" cy="120" r="26" fill="${accent}" opacity=".85"/><circle cx="${x}" cy="120" r="10" fill="#fff" opacity=".6"/>`).join('')}
    <rect x="190" y="-40" width="40" height="220" rx="14" fill="${c.primary}" transform="rotate(20 210 70)"/>
    <path d="M205-60L245-230Q280-150 240-40Z" fill="#d9dde6" transform="rotate(20 210 70)"/>`,
    // A bowl of rice with chopsticks and steam.
    (c, accent) => `
    ${[-60, 40].map((x) => `<path d="M${x}-120q-30-35 0-70q30-35 0-70" fill="none" stroke="${accent}" stroke-width="16" stroke-linecap="round" opacity=".6"/>`).join('')}
    <ellipse cy="-40" rx="220" ry="70" fill="#fff"/>
    ${bubbles('#fff', [
      [-120, -80, 40],
      [-40, -100, 46],
      [60, -95, 44],
      [140, -70, 36],
    ])}
    <path d="M-230-40H230Q220 120 100 170H-100Q-220 120-230-40Z" fill="${c.primary}"/>
    <path d="M-180 40H180" stroke="${accent}" stroke-width="22" stroke-linecap="round"/>
    <rect x="-90" y="170" width="180" height="34" rx="12" fill="${c.primary}" opacity=".8"/>
    <path d="M120-220L300-110M150-240L320-140" stroke="${c.secondary}" stroke-width="16" stroke-linecap="round"/>`,
  ],
  pets: [
    (c, accent) => `
    <ellipse cy="70" rx="150" ry="128" fill="${c.primary}"/>
    <ellipse cx="-170" cy="-70" rx="56" ry="68" fill="${c.primary}"/>
    <ellipse cx="-62" cy="-160" rx="58" ry="72" fill="${c.primary}"/>
    <ellipse cx="62" cy="-160" rx="58" ry="72" fill="${c.primary}"/>
    <ellipse cx="170" cy="-70" rx="56" ry="68" fill="${c.primary}"/>
    ${heart(0, 62, 70, accent)}
    ${heart(250, -210, 40, accent)}${heart(-270, 150, 30, c.secondary)}`,
    // A dog's face with floppy ears.
    (c, accent) => `
    <ellipse cx="-170" cy="-40" rx="70" ry="140" fill="${c.primary}" transform="rotate(18 -170 -40)"/>
    <ellipse cx="170" cy="-40" rx="70" ry="140" fill="${c.primary}" transform="rotate(-18 170 -40)"/>
    <circle cy="0" r="170" fill="#fff"/>
    <ellipse cx="60" cy="-70" rx="70" ry="60" fill="${accent}" opacity=".35"/>
    <circle cx="-60" cy="-30" r="20" fill="${c.primary}"/>
    <circle cx="60" cy="-30" r="20" fill="${c.primary}"/>
    <ellipse cy="50" rx="44" ry="32" fill="${c.primary}"/>
    <path d="M-40 100Q0 130 40 100" fill="none" stroke="${c.primary}" stroke-width="12" stroke-linecap="round"/>
    <path d="M-20 110q20 60 40 0Z" fill="${accent}"/>
    ${heart(250, -200, 44, accent)}${heart(-260, 170, 32, c.secondary)}`,
    // A ball and a bone, with small paws.
    (c, accent) => `
    <circle cx="-110" cy="40" r="150" fill="${accent}"/>
    <path d="M-250 0Q-110 80 30 0M-250 90Q-110 170 30 90" fill="none" stroke="#fff" stroke-width="14" opacity=".6"/>
    <g transform="rotate(-25 170 -60)">
      <rect x="90" y="-85" width="170" height="50" rx="25" fill="${c.primary}"/>
      ${[
        [90, -90],
        [90, -30],
        [260, -90],
        [260, -30],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="36" fill="${c.primary}"/>`)
        .join('')}
    </g>
    ${[
      [190, 150, 0.7],
      [270, 60, 0.5],
      [-280, -190, 0.5],
    ]
      .map(
        ([x, y, s]) =>
          `<g transform="translate(${x} ${y}) scale(${s})" fill="${c.secondary}"><ellipse cy="30" rx="40" ry="34"/><circle cx="-40" cy="-20" r="16"/><circle cx="-12" cy="-42" r="16"/><circle cx="18" cy="-42" r="16"/><circle cx="44" cy="-20" r="16"/></g>`,
      )
      .join('')}`,
  ],
  lessons: [
    (c, accent) => `
    <path d="M0-110Q-130-170-270-120V170Q-130 120 0 170Z" fill="#fff" stroke="${c.primary}" stroke-width="12" stroke-linejoin="round"/>
    <path d="M0-110Q130-170 270-120V170Q130 120 0 170Z" fill="#fff" stroke="${c.primary}" stroke-width="12" stroke-linejoin="round"/>
    ${[-60, -10, 40, 90].map((y) => `<rect x="-220" y="${y}" width="170" height="14" rx="7" fill="${c.secondary}" opacity=".35"/><rect x="50" y="${y}" width="170" height="14" rx="7" fill="${c.secondary}" opacity=".35"/>`).join('')}
    <g fill="${accent}">
      <ellipse cx="170" cy="-150" rx="34" ry="26" transform="rotate(-20 170 -150)"/>
      <rect x="196" y="-290" width="12" height="142"/>
      <path d="M196-290q70 20 60 90q-10-40-60-50Z"/>
      <ellipse cx="-230" cy="-190" rx="26" ry="20" transform="rotate(-20 -230 -190)"/>
      <rect x="-212" y="-290" width="10" height="100"/>
    </g>`,
    // A blackboard with chalk writing.
    (c, accent) => `
    <rect x="-270" y="-210" width="540" height="360" rx="22" fill="${c.secondary}"/>
    <rect x="-245" y="-185" width="490" height="310" rx="10" fill="${c.primary}"/>
    <path d="M-200-120h60m-30-30v60M-80-120h60M-200-20q40-50 80 0t80 0" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".85"/>
    <circle cx="120" cy="-70" r="70" fill="none" stroke="${accent}" stroke-width="12"/>
    <path d="M120-70L170-20" stroke="${accent}" stroke-width="12" stroke-linecap="round"/>
    <rect x="-180" y="60" width="260" height="14" rx="7" fill="#fff" opacity=".4"/>
    <rect x="-120" y="150" width="240" height="22" rx="6" fill="${c.secondary}"/>
    <rect x="-60" y="134" width="70" height="18" rx="6" fill="#fff"/>
    <rect x="30" y="136" width="60" height="16" rx="6" fill="${accent}"/>
    <path d="M-150 175L-200 250M150 175L200 250" stroke="${c.secondary}" stroke-width="18" stroke-linecap="round"/>`,
    // A graduation cap over a pencil and a ruler.
    (c, accent) => `
    <path d="M0-230L280-120L0-10L-280-120Z" fill="${c.primary}"/>
    <path d="M-170-70V40Q0 120 170 40V-70L0-10Z" fill="${c.primary}" opacity=".85"/>
    <path d="M0-120L220-60V70" fill="none" stroke="${accent}" stroke-width="12"/>
    <circle cx="220" cy="90" r="26" fill="${accent}"/>
    <rect x="-260" y="150" width="380" height="50" rx="8" fill="${accent}" opacity=".8"/>
    ${[-230, -190, -150, -110, -70, -30, 10, 50, 90].map((x) => `<rect x="${x}" y="150" width="6" height="22" fill="#fff"/>`).join('')}
    <path d="M-60 120H180L240 145L180 170H-60Z" fill="${c.secondary}"/>
    <path d="M205 135L240 145L205 155Z" fill="${c.primary}"/>`,
  ],
  it: [
    (c, accent) => `
    <rect x="-150" y="-230" width="250" height="450" rx="38" fill="${c.primary}"/>
    <rect x="-128" y="-190" width="206" height="350" rx="14" fill="#fff"/>
    ${[0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2].map(
          (col) =>
            `<rect x="${-110 + col * 64}" y="${-170 + row * 64}" width="44" height="44" rx="12" fill="${(row + col) % 2 ? accent : c.secondary}" opacity="${0.5 + ((row * 3 + col) % 3) * 0.2}"/>`,
        ),
      )
      .join('')}
    <rect x="-110" y="40" width="170" height="16" rx="8" fill="${c.primary}" opacity=".2"/>
    <rect x="-110" y="72" width="120" height="16" rx="8" fill="${c.primary}" opacity=".2"/>
    <circle cx="-25" cy="190" r="14" fill="#fff"/>
    <g fill="none" stroke="${accent}" stroke-width="24" stroke-linecap="round">
      <path d="M150-120a90 90 0 0 1 120 0"/><path d="M110-170a150 150 0 0 1 200 0"/><path d="M70-220a210 210 0 0 1 280 0"/>
    </g>
    <circle cx="210" cy="-80" r="18" fill="${accent}"/>`,
    // A laptop with lines of code.
    (c, accent) => `
    <rect x="-230" y="-200" width="460" height="300" rx="22" fill="${c.primary}"/>
    <rect x="-205" y="-175" width="410" height="250" rx="8" fill="#fff"/>
    ${[
      [-170, -140, 120, accent],
      [-140, -100, 190, c.secondary],
      [-140, -60, 140, c.secondary],
      [-110, -20, 200, accent],
      [-170, 20, 90, c.secondary],
    ]
      .map(
        ([x, y, w, fill]) =>
          `<rect x="${x}" y="${y}" width="${w}" height="18" rx="9" fill="${fill}" opacity=".7"/>`,
      )
      .join('')}
    <path d="M-290 110H290L260 170H-260Z" fill="${c.primary}" opacity=".85"/>
    <rect x="-50" y="110" width="100" height="14" rx="7" fill="#fff" opacity=".5"/>
    <path d="M160-260l-40 40 40 40M230-260l40 40-40 40" fill="none" stroke="${accent}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>`,
    // A monitor with a chart, and a gear.
    (c, accent) => `
    <rect x="-250" y="-200" width="400" height="290" rx="20" fill="${c.primary}"/>
    <rect x="-225" y="-175" width="350" height="240" rx="8" fill="#fff"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${-190 + i * 80}" y="${20 - (i + 1) * 40}" width="50" height="${(i + 1) * 40}" rx="6" fill="${i % 2 ? accent : c.secondary}"/>`).join('')}
    <path d="M-185-60L-105-110L-25-90L55-160" fill="none" stroke="${c.primary}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="-80" y="90" width="60" height="70" fill="${c.primary}"/>
    <rect x="-150" y="160" width="200" height="24" rx="12" fill="${c.primary}"/>
    <g transform="translate(210 80)" fill="${accent}">
      ${[0, 45, 90, 135].map((a) => `<rect x="-18" y="-95" width="36" height="190" rx="8" transform="rotate(${a})"/>`).join('')}
      <circle r="70"/><circle r="30" fill="#fff"/>
    </g>`,
  ],
};

const WIDTH = 1200;
const HEIGHT = 800;

/** One look of a category's cover: which composition, which palette, and whether it is mirrored. */
interface CoverVariant {
  motif: number;
  palette: number;
  mirrored: boolean;
}

/**
 * The covers of a category, in the order services take them: each step changes the composition, the
 * palette and the side, so neighbouring cards and a service's own two pictures never look alike.
 */
const COVER_VARIANTS: readonly CoverVariant[] = [
  { motif: 0, palette: 0, mirrored: false },
  { motif: 1, palette: 1, mirrored: true },
  { motif: 2, palette: 2, mirrored: false },
  { motif: 0, palette: 2, mirrored: true },
  { motif: 1, palette: 0, mirrored: false },
  { motif: 2, palette: 1, mirrored: true },
];

/** The palettes: the category's colour and the theme's accent turned around the colour wheel by these degrees. */
const PALETTE_HUE_SHIFTS = [0, 32, -36];

/** A #rrggbb colour with its hue turned by `degrees`, saturation and lightness kept. */
export function shiftHue(hex: string, degrees: number): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return hex;
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  const sector = max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  const hue = (((sector * 60 + degrees) % 360) + 360) % 360;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value =
      lightness - saturation * Math.min(lightness, 1 - lightness) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * A cover illustration for a category: a soft gradient of the theme's background into the category's
 * colour, two large circles, a dotted corner and one of the category's motifs, in the variant's palette
 * (the brand colour stays, the accents turn) and, when mirrored, on a stronger tint.
 */
function illustrationSvg(
  category: DemoCategory,
  theme: ThemeColors,
  { motif, palette, mirrored }: CoverVariant,
) {
  const shift = PALETTE_HUE_SHIFTS[palette] ?? 0;
  const accent = shiftHue(CATEGORY_ACCENTS[category], shift);
  const colors = { ...theme, secondary: shiftHue(theme.secondary, shift) };
  const draw = MOTIFS[category][motif] ?? MOTIFS[category][0];
  const dots = Array.from({ length: 24 }, (_, i) => {
    const x = 70 + (i % 6) * 34;
    const y = 70 + Math.floor(i / 6) * 34;
    return `<circle cx="${mirrored ? WIDTH - x : x}" cy="${y}" r="6"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors.background}"/>
    <stop offset="1" stop-color="${accent}" stop-opacity="${mirrored ? 0.55 : 0.3}"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="${mirrored ? 180 : 1020}" cy="150" r="230" fill="${accent}" opacity=".22"/>
  <circle cx="${mirrored ? 1060 : 140}" cy="720" r="280" fill="${colors.primary}" opacity=".08"/>
  <g fill="${colors.secondary}" opacity=".25">${dots}</g>
  <g transform="translate(${WIDTH / 2} ${HEIGHT / 2 + 20}) scale(${mirrored ? -1 : 1} 1)">${draw?.(colors, accent) ?? ''}</g>
</svg>`;
}

/** A person's picture: a head and shoulders on a coloured disc, in one of a few colour pairs. */
function avatarSvg(colors: ThemeColors, tone: number) {
  const accents = Object.values(CATEGORY_ACCENTS);
  const ground = accents[tone % accents.length] ?? colors.secondary;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
  <rect width="320" height="320" fill="${ground}"/>
  <circle cx="250" cy="60" r="90" fill="#fff" opacity=".18"/>
  <circle cx="160" cy="128" r="62" fill="#fff"/>
  <path d="M50 320q0-120 110-120t110 120Z" fill="${colors.primary}" opacity=".85"/>
</svg>`;
}

/** A rendered picture with its size, as an image upload records it. */
export interface DemoPicture {
  bytes: Buffer;
  width: number;
  height: number;
}

async function toWebp(svg: string): Promise<DemoPicture> {
  const { data, info } = await sharp(Buffer.from(svg))
    .webp({ quality: 82, effort: 2 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * The demo pictures, each drawn once (as WebP) when first asked for; the seed stores the same bytes for
 * every owner that gets it. `cover(category, n)` is the n-th cover of the category, round the variants.
 */
export function demoPictures(colors: ThemeColors, avatarTones: number) {
  const drawn = new Map<string, Promise<DemoPicture>>();
  const once = (key: string, svg: () => string) => {
    let picture = drawn.get(key);
    if (!picture) {
      picture = toWebp(svg());
      drawn.set(key, picture);
    }
    return picture;
  };
  return {
    cover(category: DemoCategory, n: number) {
      const index = n % COVER_VARIANTS.length;
      const variant = COVER_VARIANTS[index] ?? COVER_VARIANTS[0];
      return once(`${category}:${index}`, () => illustrationSvg(category, colors, variant as CoverVariant));
    },
    avatar(n: number) {
      const tone = n % avatarTones;
      return once(`avatar:${tone}`, () => avatarSvg(colors, tone));
    },
  };
}
