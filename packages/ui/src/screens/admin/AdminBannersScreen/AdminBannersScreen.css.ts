import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'flex-end' } },
});

export const search = style({ '@media': { [media.tablet]: { flex: '1 1 16rem' } } });

export const filter = style({ '@media': { [media.tablet]: { flex: '0 0 12rem' } } });

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
