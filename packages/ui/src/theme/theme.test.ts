import { describe, expect, it } from 'vitest';
import { chamberThemeValues } from './themes/chamber.css';
import { evergreenThemeValues } from './themes/evergreen.css';
import type { ThemeValues } from './themes/shared';

/** WCAG 2.2 relative luminance of an sRGB hex colour (#rrggbb). */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => {
    const c = parseInt(part ?? '0', 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type ColourName = keyof ThemeValues['color'];

/** Text pairs the components use (1.4.3 AA: 4.5:1 for normal text). */
const textPairs: Array<[ColourName, ColourName]> = [
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['brand', 'surface'],
  ['brand', 'brandSubtle'],
  ['brandContrast', 'brand'],
  ['brandContrast', 'brandHover'],
  ['accentContrast', 'accent'],
  ['accentContrast', 'accentHover'],
  ['textInverse', 'surfaceInverse'],
  ['textInverse', 'danger'],
  ['success', 'successSubtle'],
  ['danger', 'dangerSubtle'],
  ['warning', 'warningSubtle'],
  ['info', 'infoSubtle'],
  ['success', 'surface'],
  ['danger', 'surface'],
  ['warning', 'surface'],
  ['info', 'surface'],
];

/** Non-text pairs (1.4.11 and 2.4.13-style focus indicators: 3:1). */
const uiPairs: Array<[ColourName, ColourName]> = [
  ['focus', 'surface'],
  ['focus', 'surfaceMuted'],
  ['borderStrong', 'surface'],
];

describe.each([
  ['chamber', chamberThemeValues],
  ['evergreen', evergreenThemeValues],
] as const)('given the %s theme', (_name, theme) => {
  it.each(textPairs)('%s on %s meets WCAG 2.2 AA for text (4.5:1)', (foreground, background) => {
    expect(contrast(theme.color[foreground], theme.color[background])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('%s against %s meets 3:1 for interface components and focus', (foreground, background) => {
    expect(contrast(theme.color[foreground], theme.color[background])).toBeGreaterThanOrEqual(3);
  });
});

describe('the contrast function itself', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#0b2a5b', '#0b2a5b')).toBe(1);
  });
});
