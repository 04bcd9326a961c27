import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const card = style({ width: '100%', boxSizing: 'border-box' });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'auto 1fr auto' } },
});

export const logo = style({ flexShrink: 0 });

export const identity = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxs, minWidth: 0 });

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const sector = style({ margin: 0, color: vars.color.textMuted });

export const views = style({ marginTop: vars.space.xxs });

export const edit = style({
  gridColumn: '1 / -1',
  justifySelf: 'start',
  '@media': { [media.tablet]: { gridColumn: 'auto', justifySelf: 'end' } },
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  margin: 0,
  marginTop: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const term = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const value = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
