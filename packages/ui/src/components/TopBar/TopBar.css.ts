import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  '@media': { [media.tablet]: { flexWrap: 'nowrap', padding: `${vars.space.sm} ${vars.space.lg}` } },
});
export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.brand,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
  marginRight: 'auto',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
});
export const menuButton = style({
  display: 'inline-flex',
  '@media': { [media.tablet]: { display: 'none' } },
});
export const nav = style({
  order: 10,
  flexBasis: '100%',
  display: 'none',
  selectors: { '&[data-open="true"]': { display: 'block' } },
  '@media': { [media.tablet]: { order: 0, flexBasis: 'auto', display: 'block' } },
});
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.tablet]: { flexDirection: 'row', gap: vars.space.xs } },
});
export const link = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  ':hover': { backgroundColor: vars.color.surfaceMuted },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  selectors: { '&[aria-current="page"]': { color: vars.color.brand, backgroundColor: vars.color.brandSubtle } },
});
export const itemWithAfter = style({ display: 'flex', alignItems: 'center' });
export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
