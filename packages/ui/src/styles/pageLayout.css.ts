import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The page frame shared by the public and member layouts: full-height column, main landmark, skip link.
export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.color.surfaceMuted,
});

export const main = style({ flex: 1, minWidth: 0, ':focus': { outline: 'none' } });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-10rem',
  zIndex: 20,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  ':focus': { top: vars.space.sm, outline: `2px solid ${vars.color.focus}` },
});
