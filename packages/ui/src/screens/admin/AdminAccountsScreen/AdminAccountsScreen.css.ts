import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': {
    [media.desktop]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' },
  },
});

export const filters = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  alignItems: 'end',
  flex: 1,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'minmax(14rem, 2fr) repeat(auto-fit, minmax(9rem, 1fr))' },
  },
});

export const stack = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0 });

export const email = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const muted = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, justifyContent: 'flex-end' });

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
