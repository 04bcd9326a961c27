import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const frame = style({
  width: '100%',
  aspectRatio: '16 / 9',
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceInverse,
});
export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
