import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  scrollMarginTop: '80px',
  '@media': { [media.desktop]: { paddingInline: vars.space.xl } },
});

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const item = style({ display: 'flex' });
