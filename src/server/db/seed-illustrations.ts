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

/** The motif of each category, drawn around (0, 0) in about 560 × 480 px. */
const MOTIFS: Record<DemoCategory, (c: ThemeColors, accent: string) => string> = {
  housework: (c, accent) => `
    <rect x="-190" y="-50" width="380" height="250" rx="18" fill="#fff"/>
    <path d="M-235-30L0-230L235-30Z" fill="${c.primary}" stroke="${c.primary}" stroke-width="24" stroke-linejoin="round"/>
    <rect x="120" y="-200" width="50" height="110" rx="8" fill="${c.primary}"/>
    <rect x="-48" y="70" width="96" height="130" rx="12" fill="${c.secondary}"/>
    <circle cx="28" cy="140" r="8" fill="#fff"/>
    <rect x="-158" y="10" width="80" height="72" rx="10" fill="${accent}" opacity=".35"/>
    <rect x="78" y="10" width="80" height="72" rx="10" fill="${accent}" opacity=".35"/>
    <rect x="-240" y="196" width="480" height="18" rx="9" fill="${c.primary}" opacity=".25"/>
    ${sparkle(250, -170, 46, accent)}${sparkle(-265, -120, 30, accent)}${sparkle(205, -250, 22, c.secondary)}`,
  cooking: (c, accent) => `
    ${[-90, 0, 90].map((x) => `<path d="M${x}-150q-34-40 0-80q34-40 0-80" fill="none" stroke="${accent}" stroke-width="18" stroke-linecap="round" opacity=".7"/>`).join('')}
    <rect x="-275" y="-10" width="80" height="40" rx="20" fill="${c.secondary}"/>
    <rect x="195" y="-10" width="80" height="40" rx="20" fill="${c.secondary}"/>
    <path d="M-210-40H210V120Q210 210 120 210H-120Q-210 210-210 120Z" fill="${c.primary}"/>
    <rect x="-230" y="-90" width="460" height="56" rx="28" fill="${c.secondary}"/>
    <circle cy="-108" r="24" fill="${c.secondary}"/>
    <rect x="-210" y="40" width="420" height="26" fill="${accent}"/>
    ${heart(0, 136, 44, '#fff')}`,
  pets: (c, accent) => `
    <ellipse cy="70" rx="150" ry="128" fill="${c.primary}"/>
    <ellipse cx="-170" cy="-70" rx="56" ry="68" fill="${c.primary}"/>
    <ellipse cx="-62" cy="-160" rx="58" ry="72" fill="${c.primary}"/>
    <ellipse cx="62" cy="-160" rx="58" ry="72" fill="${c.primary}"/>
    <ellipse cx="170" cy="-70" rx="56" ry="68" fill="${c.primary}"/>
    ${heart(0, 62, 70, accent)}
    ${heart(250, -210, 40, accent)}${heart(-270, 150, 30, c.secondary)}`,
  lessons: (c, accent) => `
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
  it: (c, accent) => `
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
};

const WIDTH = 1200;
const HEIGHT = 800;

/**
 * A cover illustration for a category: a soft gradient of the theme's background into the category's
 * colour, two large circles, a dotted corner and the motif. The second variant mirrors the motif on a
 * stronger tint, so a service's two pictures differ.
 */
function illustrationSvg(category: DemoCategory, colors: ThemeColors, variant: 0 | 1) {
  const accent = CATEGORY_ACCENTS[category];
  const dots = Array.from({ length: 24 }, (_, i) => {
    const x = 70 + (i % 6) * 34;
    const y = 70 + Math.floor(i / 6) * 34;
    return `<circle cx="${variant ? WIDTH - x : x}" cy="${y}" r="6"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors.background}"/>
    <stop offset="1" stop-color="${accent}" stop-opacity="${variant ? 0.55 : 0.3}"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="${variant ? 180 : 1020}" cy="150" r="230" fill="${accent}" opacity=".22"/>
  <circle cx="${variant ? 1060 : 140}" cy="720" r="280" fill="${colors.primary}" opacity=".08"/>
  <g fill="${colors.secondary}" opacity=".25">${dots}</g>
  <g transform="translate(${WIDTH / 2} ${HEIGHT / 2 + 20}) scale(${variant ? -1 : 1} 1)">${MOTIFS[category](colors, accent)}</g>
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

/** Renders every demo picture once, as WebP; the seed then stores the same bytes for each owner. */
export async function renderDemoPictures(colors: ThemeColors, avatarTones: number) {
  const categories = Object.keys(CATEGORY_ACCENTS) as DemoCategory[];
  const [covers, avatars] = await Promise.all([
    Promise.all(
      categories.map(
        async (category) =>
          [
            category,
            await Promise.all(
              ([0, 1] as const).map((variant) => toWebp(illustrationSvg(category, colors, variant))),
            ),
          ] as const,
      ),
    ),
    Promise.all(Array.from({ length: avatarTones }, (_, tone) => toWebp(avatarSvg(colors, tone)))),
  ]);
  return { covers: new Map(covers), avatars };
}
