import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const names = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
