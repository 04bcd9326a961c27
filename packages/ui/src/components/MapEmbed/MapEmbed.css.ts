import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });
export const frame = style({
  width: '100%',
  aspectRatio: '16 / 9',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});
export const link = style({ fontSize: vars.fontSize.sm, color: vars.color.brand, alignSelf: 'flex-end' });
