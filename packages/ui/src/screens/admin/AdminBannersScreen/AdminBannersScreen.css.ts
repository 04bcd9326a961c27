import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const thumbnail = style({
  flex: '0 0 auto',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const names = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const network = style({ flex: '0 0 auto' });

export const viewLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.surfaceMuted }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
