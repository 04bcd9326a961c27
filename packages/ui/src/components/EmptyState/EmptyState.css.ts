import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  color: vars.color.text,
});
export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brand,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const description = style({ margin: 0, maxWidth: '36rem', color: vars.color.textMuted });
export const action = style({ marginTop: vars.space.sm });
