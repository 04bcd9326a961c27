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

export const count = style({ margin: 0, color: vars.color.textMuted });

/** Spec public §2.4: a three-column grid, one column on a phone. */
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

export const item = style({ display: 'flex', minWidth: 0 });

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const skeletonHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const footer = style({ display: 'flex', justifyContent: 'center' });

/** The call to apply: a line of its own under the list, centred, wrapping on a phone. */
export const apply = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
  textAlign: 'center',
});

export const applyPrompt = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
