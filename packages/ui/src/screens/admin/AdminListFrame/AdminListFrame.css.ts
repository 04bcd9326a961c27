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
