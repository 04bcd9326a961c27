import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'flex-end' } },
});

export const search = style({ '@media': { [media.tablet]: { flex: '1 1 16rem' } } });

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const flag = style({ display: 'inline-flex', justifyContent: 'center', width: '2rem', flexShrink: 0 });

export const names = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const muted = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const wrap = style({ overflowWrap: 'anywhere' });
