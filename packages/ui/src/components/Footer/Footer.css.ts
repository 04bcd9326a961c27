import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/contract.css';

export const root = style({
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.lg}`,
  '@media': { [media.tablet]: { padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.lg}` } },
});
export const columns = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' } },
});
export const columnTitle = style({ margin: 0, marginBottom: vars.space.sm, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const link = style({
  color: vars.color.textInverse,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  ':focus-visible': { outline: `3px solid ${vars.color.textInverse}`, outlineOffset: '2px' },
});
export const bottom = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.textInverse}`,
  fontSize: vars.fontSize.sm,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
