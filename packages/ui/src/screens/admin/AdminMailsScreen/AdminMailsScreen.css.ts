import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(12rem, 16rem)' },
  },
});

export const stack = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0 });

export const address = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const subject = style({ overflowWrap: 'anywhere' });

export const muted = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  overflowWrap: 'anywhere',
});

export const errorIcon = style({ flexShrink: 0, marginTop: '0.2em' });
