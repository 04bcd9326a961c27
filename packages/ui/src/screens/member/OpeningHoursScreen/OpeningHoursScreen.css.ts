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

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

// Desktop: a table-like grid (day, open, opening, closing); phone: each day stacks (brief: phone layout stacks).
const columns = '8rem 8rem minmax(0, 1fr) minmax(0, 1fr)';

export const day = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  alignItems: 'start',
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  minWidth: 0,
  selectors: { '&[data-closed="true"]': { backgroundColor: vars.color.surfaceMuted } },
  '@media': { [media.tablet]: { gridTemplateColumns: columns, gap: vars.space.md, alignItems: 'center' } },
});

// A legend cannot be a grid item; floating it takes it out of the fieldset border so the grid lays it out.
export const dayName = style({
  float: 'left',
  padding: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const openCell = style({ alignSelf: 'center' });

export const timeCell = style({ minWidth: 0 });

export const closed = style({
  margin: 0,
  color: vars.color.textMuted,
  fontStyle: 'italic',
  '@media': { [media.tablet]: { gridColumn: '3 / 5' } },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, paddingTop: vars.space.sm });
