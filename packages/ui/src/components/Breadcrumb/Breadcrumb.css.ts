import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
});
export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted });
export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  ':hover': { color: vars.color.brandHover },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
});
export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });
export const separator = style({ display: 'inline-flex', color: vars.color.textMuted });
