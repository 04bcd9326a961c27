// Demo images made locally from SVG (no network): initials logos, gallery pictures, banners and event visuals.
import sharp from 'sharp';
import type { Random } from './random.js';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function initialsOf(name: string): string {
  const words = name
    .replace(/[’'&-]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2 || /^[A-Z]/.test(w))
    .filter((w) => !['de', 'des', 'du', 'la', 'le', 'les', 'et'].includes(w.toLowerCase()));
  return (words.slice(0, 2).map((w) => w[0]?.toUpperCase() ?? '').join('') || name.slice(0, 2)).toUpperCase();
}

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/** A square PNG logo: the initials on the sector colour. */
export async function logoPng(name: string, color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" rx="36" fill="${color}"/>
  <circle cx="206" cy="50" r="22" fill="#ffffff" fill-opacity="0.25"/>
  <text x="128" y="158" font-family="${FONT}" font-size="92" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initialsOf(name))}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A gallery picture: an abstract composition in the company's colour. */
export async function pictureJpeg(color: string, random: Random, caption: string): Promise<Buffer> {
  const shapes = Array.from({ length: 6 }, () => {
    const x = random.int(0, 800);
    const y = random.int(0, 500);
    const r = random.int(40, 180);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" fill-opacity="${(random.int(15, 55) / 100).toFixed(2)}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
  <rect width="800" height="500" fill="#f1f5f9"/>${shapes}
  <rect x="0" y="420" width="800" height="80" fill="#0f172a" fill-opacity="0.6"/>
  <text x="32" y="472" font-family="${FONT}" font-size="30" fill="#ffffff">${escapeXml(caption)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A banner or announcement visual with its headline. */
export async function bannerImage(title: string, color: string, width: number, height: number): Promise<Buffer> {
  const [headline, subtitle] = title.split(' - ');
  const size = Math.round(height / 7);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.45}" fill="#ffffff" fill-opacity="0.08"/>
  <text x="${width * 0.06}" y="${height * 0.5}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(headline ?? title)}</text>
  ${subtitle ? `<text x="${width * 0.06}" y="${height * 0.5 + size * 1.3}" font-family="${FONT}" font-size="${Math.round(size * 0.6)}" fill="#e2e8f0">${escapeXml(subtitle)}</text>` : ''}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
