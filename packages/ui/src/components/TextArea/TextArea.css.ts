import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-over="true"]': { color: vars.color.danger, fontWeight: vars.fontWeight.semibold },
  },
});
