import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '64rem',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
});

// The summary card's edit action scrolls here: keep the form clear of a sticky header.
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, scrollMarginTop: '6rem' });

export const logoRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg });

export const logoPicker = style({ flex: '1 1 16rem', minWidth: 0 });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
