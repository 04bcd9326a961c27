import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const current = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
