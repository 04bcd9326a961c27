// Demo images made locally from SVG (no network): monogram logos, gallery pictures, banner and event visuals.
// No SVG <text>: librsvg would draw it with whatever system font the machine has, so the same seed would give
// different pictures from one machine to the next. Titles and captions belong to the page, never to the picture
// (a banner's headline baked into its image showed twice on the home hero and was cut off on news cards).
import sharp from 'sharp';
import { Random } from './random.js';

export function initialsOf(name: string): string {
  const words = name
    .replace(/[’'&-]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2 || /^[A-Z]/.test(w))
    .filter((w) => !['de', 'des', 'du', 'la', 'le', 'les', 'et'].includes(w.toLowerCase()));
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('') || name.slice(0, 2)
  ).toUpperCase();
}

/** The chamber theme's navy, red and white (packages/ui chamber theme), which the banners are drawn in. */
const PALETTE = { navy: '#0b2a5b', red: '#b3122e', white: '#ffffff' } as const;

/**
 * Capital letters as monoline strokes on a 100-unit cap height, y down, with their advance width: the logos'
 * initials are drawn as paths, so they look the same on every machine whatever fonts it has.
 */
const LETTERS: Record<string, { width: number; path: string }> = {
  A: { width: 72, path: 'M0 100L36 0L72 100M14 62H58' },
  B: { width: 60, path: 'M0 50H32A25 25 0 0 0 32 0H0V100H36A25 25 0 0 0 36 50' },
  C: { width: 66, path: 'M66 16A40 50 0 1 0 66 84' },
  D: { width: 66, path: 'M0 0V100H20A46 50 0 0 0 20 0Z' },
  E: { width: 56, path: 'M56 0H0V100H56M0 50H46' },
  F: { width: 56, path: 'M56 0H0V100M0 50H46' },
  G: { width: 70, path: 'M66 16A40 50 0 1 0 70 60V54H42' },
  H: { width: 64, path: 'M0 0V100M64 0V100M0 50H64' },
  I: { width: 28, path: 'M0 0H28M14 0V100M0 100H28' },
  J: { width: 50, path: 'M50 0V68A25 32 0 0 1 0 72' },
  K: { width: 62, path: 'M0 0V100M62 0L0 62M22 42L62 100' },
  L: { width: 54, path: 'M0 0V100H54' },
  M: { width: 82, path: 'M0 100V0L41 72L82 0V100' },
  N: { width: 66, path: 'M0 100V0L66 100V0' },
  O: { width: 80, path: 'M40 0A40 50 0 1 1 40 100A40 50 0 1 1 40 0Z' },
  P: { width: 60, path: 'M0 100V0H32A27 27 0 0 1 32 54H0' },
  Q: { width: 80, path: 'M40 0A40 50 0 1 1 40 100A40 50 0 1 1 40 0ZM48 70L82 104' },
  R: { width: 62, path: 'M0 100V0H32A27 27 0 0 1 32 54H0M30 54L62 100' },
  S: { width: 60, path: 'M58 16C50 4 40 0 30 0C12 0 3 11 3 25C3 58 58 42 58 75C58 91 46 100 29 100C16 100 6 94 0 84' },
  T: { width: 66, path: 'M0 0H66M33 0V100' },
  U: { width: 64, path: 'M0 0V64A32 36 0 0 0 64 64V0' },
  V: { width: 72, path: 'M0 0L36 100L72 0' },
  W: { width: 98, path: 'M0 0L24 100L49 22L74 100L98 0' },
  X: { width: 66, path: 'M0 0L66 100M66 0L0 100' },
  Y: { width: 68, path: 'M0 0L34 52L68 0M34 52V100' },
  Z: { width: 62, path: 'M0 0H62L0 100H62' },
};

/** Accents above a capital (French names: É, È, Ê, Ë...), drawn about its centre `c`. */
const MARKS: Record<string, (c: number) => string> = {
  '\u0301': (c) => `M${c - 8} -14L${c + 10} -30`,
  '\u0300': (c) => `M${c + 8} -14L${c - 10} -30`,
  '\u0302': (c) => `M${c - 16} -14L${c} -30L${c + 16} -14`,
  '\u0308': (c) => `M${c - 12} -22h0.1M${c + 12} -22h0.1`,
};

/** The initials as one SVG path (letters side by side from x = 0) and its width; characters without a drawing are left out. */
export function monogramPath(initials: string): { path: string; width: number } {
  const GAP = 24;
  const parts: string[] = [];
  let x = 0;
  let previous: { x: number; width: number } | undefined;
  // NFD puts each accent right after its letter: É is E then U+0301
  for (const character of initials.normalize('NFD').toUpperCase()) {
    const letter = LETTERS[character];
    const mark = MARKS[character];
    if (letter) {
      parts.push(`<path transform="translate(${x})" d="${letter.path}"/>`);
      previous = { x, width: letter.width };
      x += letter.width + GAP;
    } else if (mark && previous) {
      parts.push(`<path transform="translate(${previous.x})" d="${mark(previous.width / 2)}"/>`);
    }
  }
  return { path: parts.join(''), width: Math.max(0, x - GAP) };
}

/** The SVG of a square logo: the initials, drawn as strokes, on the sector colour. */
export function logoSvg(name: string, color: string): string {
  const { path, width } = monogramPath(initialsOf(name));
  // cap height 72 px, centred; a wide pair (MW) is narrowed to fit the 256 px square with a margin
  const scale = Math.min(0.72, 196 / Math.max(width, 1));
  const x = 128 - (width * scale) / 2;
  const y = 128 - (100 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" rx="36" fill="${color}"/>
  <circle cx="206" cy="50" r="22" fill="#ffffff" fill-opacity="0.25"/>
  <g transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${scale.toFixed(4)})" fill="none" stroke="#ffffff" stroke-width="${((15 * 0.72) / scale).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round">${path}</g>
</svg>`;
}

/** A square PNG logo: the company's initials on the sector colour. */
export async function logoPng(name: string, color: string): Promise<Buffer> {
  return sharp(Buffer.from(logoSvg(name, color)))
    .png()
    .toBuffer();
}

/** The SVG of a gallery picture: an abstract composition in the company's colour. */
export function pictureSvg(color: string, random: Random): string {
  const shapes = Array.from({ length: 6 }, () => {
    const x = random.int(0, 800);
    const y = random.int(0, 500);
    const r = random.int(40, 180);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" fill-opacity="${(random.int(15, 55) / 100).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
  <rect width="800" height="500" fill="#f1f5f9"/>${shapes}
</svg>`;
}

/** A gallery picture (800x500 JPEG). */
export async function pictureJpeg(color: string, random: Random): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(color, random)))
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A stable 32-bit seed from a string (FNV-1a), so a banner's pattern follows its title and not the seeding order. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 0x01000193);
  return hash >>> 0;
}

const BANNER_PATTERNS = ['rings', 'bands', 'dots', 'bubbles'] as const;

/**
 * The SVG of a banner or announcement visual: navy on the left, where the page sets the headline over it, and a
 * pattern in the given colour, red and white to the right. `key` (the title) picks the pattern and its layout.
 */
export function bannerSvg(key: string, color: string, width: number, height: number): string {
  const random = new Random(seedOf(key));
  const pattern = random.pick(BANNER_PATTERNS);
  const cx = width * (0.72 + random.next() * 0.16);
  const cy = height * (0.25 + random.next() * 0.5);
  const unit = Math.min(width, height);
  const shapes: string[] = [];
  if (pattern === 'rings') {
    for (let i = 6; i >= 1; i--) {
      const fill = i % 2 === 0 ? color : PALETTE.navy;
      shapes.push(
        `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(unit * 0.14 * i).toFixed(1)}" fill="${fill}" fill-opacity="${(0.35 + i * 0.08).toFixed(2)}"/>`,
      );
    }
    shapes.push(`<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(unit * 0.06).toFixed(1)}" fill="${PALETTE.red}"/>`);
  } else if (pattern === 'bands') {
    const step = unit * (0.16 + random.next() * 0.08);
    for (let i = 0; i * step < width + height; i++) {
      const x = width * 0.45 + i * step;
      const fill = i % 3 === 2 ? PALETTE.red : i % 2 === 0 ? color : PALETTE.white;
      const opacity = fill === PALETTE.white ? 0.12 : 0.75;
      shapes.push(
        `<path d="M${x.toFixed(1)} 0h${(step / 2).toFixed(1)}l${(-height).toFixed(1)} ${height}h${(-step / 2).toFixed(1)}Z" fill="${fill}" fill-opacity="${opacity}"/>`,
      );
    }
  } else if (pattern === 'dots') {
    const step = unit * 0.09;
    for (let row = 0; row * step < height + step; row++) {
      for (let column = 0; width * 0.5 + column * step < width + step; column++) {
        const x = width * 0.5 + column * step + (row % 2) * (step / 2);
        const distance = Math.hypot(x - cx, row * step - cy) / unit;
        const r = Math.max(0, step * 0.38 * (1 - distance * 0.9));
        if (r < 1) continue;
        const fill = random.next() < 0.12 ? PALETTE.red : color;
        shapes.push(`<circle cx="${x.toFixed(1)}" cy="${(row * step).toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}"/>`);
      }
    }
  } else {
    for (let i = 0; i < 7; i++) {
      const x = width * (0.5 + random.next() * 0.5);
      const y = height * random.next();
      const r = unit * (0.08 + random.next() * 0.3);
      const fill = i === 0 ? PALETTE.red : i % 2 === 0 ? PALETTE.white : color;
      const opacity = fill === PALETTE.white ? 0.14 : 0.6;
      shapes.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" fill-opacity="${opacity}"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0.35" stop-color="${PALETTE.navy}"/><stop offset="1" stop-color="${color}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>${shapes.join('')}
  <rect y="${(height - unit * 0.035).toFixed(1)}" width="${width}" height="${(unit * 0.035).toFixed(1)}" fill="${PALETTE.red}"/>
</svg>`;
}

/** A banner or announcement visual (JPEG), without words: the page shows the title. */
export async function bannerImage(key: string, color: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(bannerSvg(key, color, width, height)))
    .jpeg({ quality: 82 })
    .toBuffer();
}
