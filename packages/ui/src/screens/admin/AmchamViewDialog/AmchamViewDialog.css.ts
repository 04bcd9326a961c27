import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'max-content 1fr', columnGap: vars.space.lg } },
});

export const term = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
