import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
  gap: vars.space.md,
});
