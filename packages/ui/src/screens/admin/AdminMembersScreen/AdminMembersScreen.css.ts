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

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const names = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const sector = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** A status and the mark of an application left unanswered for 30 days. */
export const statusCell = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
