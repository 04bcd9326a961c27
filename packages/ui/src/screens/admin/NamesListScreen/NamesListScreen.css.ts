import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const count = style({ '@media': { [media.tablet]: { maxWidth: '20rem' } } });

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'flex-end' } },
});

export const search = style({ '@media': { [media.tablet]: { flex: '1 1 16rem' } } });

export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
