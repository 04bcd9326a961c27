import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  '@media': { [media.desktop]: { paddingInline: vars.space.xl } },
});

export const head = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.tight,
});

export const subtitle = style({ margin: 0, marginTop: vars.space.xs, fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const filter = style({ minWidth: '14rem' });

/** The category's form (categoryForm): the select, and its button when JavaScript is off. */
export const filterForm = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });
