import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CHAMBER_ADS, CHAMBERS, COMPANIES, EVENTS, NETWORK_ADS, PARTNERS, SECTORS } from './data.js';
import { bannerImage, bannerSvg, initialsOf, logoPng, logoSvg, monogramPath, pictureJpeg, pictureSvg } from './images.js';
import { Random } from './random.js';

// Anything a renderer would set in a system font: the demo pictures must look the same on every machine.
const FONT_DEPENDENT = /<text|<tspan|font-family|font-size/;

describe('given a banner or announcement visual', () => {
  it('draws no text: the headline stays in the page', () => {
    for (const [index, event] of EVENTS.entries()) {
      expect(bannerSvg(event.title, SECTORS[index % SECTORS.length]!.color, 960, 540)).not.toMatch(FONT_DEPENDENT);
    }
    const titles = [...NETWORK_ADS.map((ad) => ad.title), ...CHAMBERS.flatMap((chamber) => CHAMBER_ADS.map((ad) => ad.title(chamber.city)))];
    for (const title of titles) {
      expect(bannerSvg(title, '#2563eb', 1200, 400)).not.toMatch(FONT_DEPENDENT);
      expect(bannerSvg(title, '#2563eb', 600, 400)).not.toMatch(FONT_DEPENDENT);
    }
  });

  it('decodes as a JPEG of the requested size (event 960x540, banner 1200x400 and 600x400)', async () => {
    for (const [width, height] of [
      [960, 540],
      [1200, 400],
      [600, 400],
    ] as const) {
      const metadata = await sharp(await bannerImage('Forum Investir en Afrique', '#0f766e', width, height)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', width, height]);
    }
  });

  it('is the same for the same title, so the demo is stable, and differs from one title to the next', async () => {
    const first = await bannerImage('Forum Investir en Afrique', '#0f766e', 960, 540);
    expect(await bannerImage('Forum Investir en Afrique', '#0f766e', 960, 540)).toEqual(first);
    expect(await bannerImage('Petit-déjeuner des membres', '#0f766e', 960, 540)).not.toEqual(first);
  });
});

describe('given a company logo', () => {
  it('draws the initials as paths, without text', () => {
    const svg = logoSvg('Société Générale de Conseil', '#2563eb');
    expect(svg).not.toMatch(FONT_DEPENDENT);
    expect(svg).toContain('<path');
  });

  it('has a drawing for every letter and accent of the seeded names’ initials', () => {
    const names = [...COMPANIES.map((c) => c.name), ...PARTNERS, ...CHAMBERS.map((c) => c.name.replace('AmCham ', 'A '))];
    for (const name of names) {
      const characters = [...initialsOf(name).normalize('NFD')];
      expect(monogramPath(initialsOf(name)).path.match(/<path /g), name).toHaveLength(characters.length);
    }
  });

  it('decodes as a 256x256 PNG with the initials in white on the colour', async () => {
    const png = await logoPng('Société Générale de Conseil', '#0f766e');
    const metadata = await sharp(png).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 256, 256]);
    // the red channel of #0f766e is 15, and 75 under the translucent circle: only the white strokes reach 255
    const { channels } = await sharp(png).stats();
    expect(channels[0]?.max).toBe(255);
  });

  it('differs from one company’s initials to another’s', async () => {
    expect(await logoPng('Atlantique Conseil', '#0f766e')).not.toEqual(await logoPng('Banque Régionale', '#0f766e'));
  });
});

describe('given a gallery picture', () => {
  it('draws no text and decodes as an 800x500 JPEG, the same for the same seed', async () => {
    expect(pictureSvg('#2563eb', new Random(7))).not.toMatch(FONT_DEPENDENT);
    const picture = await pictureJpeg('#2563eb', new Random(7));
    const metadata = await sharp(picture).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 800, 500]);
    expect(await pictureJpeg('#2563eb', new Random(7))).toEqual(picture);
  });
});
