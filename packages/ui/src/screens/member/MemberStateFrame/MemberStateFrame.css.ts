import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '40rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
});

export const centered = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xxl,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', justifyContent: 'center' });
