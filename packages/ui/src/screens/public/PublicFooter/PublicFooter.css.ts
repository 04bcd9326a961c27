import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const footer = style({
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  '@media': { [media.desktop]: { paddingInline: vars.space.xl } },
});

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: '2fr 1fr' } },
});

export const brand = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const about = style({ margin: 0, marginTop: vars.space.xs, maxWidth: '42rem', lineHeight: vars.lineHeight.relaxed });
export const heading = style({ margin: 0, marginBottom: vars.space.xs, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });
export const link = style({
  color: vars.color.textInverse,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  ':focus-visible': { outline: `2px solid ${vars.color.textInverse}`, outlineOffset: 2 },
});
export const legal = style({
  margin: 0,
  marginTop: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
});
