import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  minHeight: '22rem',
  display: 'flex',
  alignItems: 'flex-end',
  backgroundColor: vars.color.brand,
  backgroundImage: `linear-gradient(135deg, ${vars.color.brand} 0%, ${vars.color.brandHover} 60%, ${vars.color.accentHover} 140%)`,
  color: vars.color.brandContrast,
  '@media': { [media.desktop]: { minHeight: '28rem' } },
});

export const image = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });

/** Darkens the photo under the text so white text keeps its contrast on any image. */
export const scrim = style({
  position: 'absolute',
  inset: 0,
  background: `linear-gradient(0deg, ${vars.color.overlay} 0%, ${vars.color.overlay} 45%, transparent 100%)`,
});

export const content = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '48rem',
  padding: vars.space.lg,
  '@media': { [media.desktop]: { padding: vars.space.xxl } },
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const headline = style({ margin: 0, fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const description = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal });

export const controls = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm });

export const slideNav = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const counter = style({ minWidth: '3.5rem', textAlign: 'center', fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const navButton = style({
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  ':hover': { backgroundColor: vars.color.brandSubtle },
});

export const seeMore = style({ marginInlineEnd: vars.space.sm });
