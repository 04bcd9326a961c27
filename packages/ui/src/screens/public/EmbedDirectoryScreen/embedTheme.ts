import type { CSSProperties } from 'react';
import { vars } from '../../../theme/contract.css';

/** The typefaces a chamber may choose for its embedded directory: the kit's own, the visitor's system's, a serif. */
export const embedFonts = ['kit', 'system', 'serif'] as const;
export type EmbedFont = (typeof embedFonts)[number];

/** How the embedded directory looks on the chamber's site: its accent colour (#rrggbb, null keeps the kit's) and typeface. */
export interface EmbedLook {
  accent?: string | null;
  font?: EmbedFont;
}

const FONT_STACKS: Record<Exclude<EmbedFont, 'kit'>, string> = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", Times, serif',
};

/** The custom property a contract token reads ('var(--x)' -> '--x'). */
function propertyOf(token: string): string {
  return token.replace(/^var\(/, '').replace(/\)$/, '');
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** The colour mixed with another: weight 0 keeps it, 1 gives the other. */
function mix(hex: string, other: string, weight: number): string {
  const a = channels(hex);
  const b = channels(other);
  return toHex(a.map((channel, index) => channel + ((b[index] ?? 0) - channel) * weight));
}

/** WCAG 2.2 relative luminance of an sRGB colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The text colour on the accent: white or black, whichever contrasts more (WCAG contrast ratio). */
export function contrastOn(hex: string): '#ffffff' | '#000000' {
  const luminance = relativeLuminance(hex);
  return (1 + 0.05) / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

/**
 * The theme contract's tokens the chamber's look overrides, as inline custom properties on the embedded directory's
 * root: the brand colours from the accent, the body and heading typefaces. Components keep reading only the contract.
 */
export function embedThemeStyle({ accent, font = 'kit' }: EmbedLook): CSSProperties {
  const style: Record<string, string> = {};
  if (accent && /^#[0-9a-fA-F]{6}$/.test(accent)) {
    const colour = accent.toLowerCase();
    style[propertyOf(vars.color.brand)] = colour;
    style[propertyOf(vars.color.brandHover)] = mix(colour, '#000000', 0.2);
    style[propertyOf(vars.color.brandContrast)] = contrastOn(colour);
    style[propertyOf(vars.color.brandSubtle)] = mix(colour, '#ffffff', 0.9);
  }
  if (font !== 'kit') {
    style[propertyOf(vars.font.body)] = FONT_STACKS[font];
    style[propertyOf(vars.font.heading)] = FONT_STACKS[font];
  }
  return style as CSSProperties;
}
