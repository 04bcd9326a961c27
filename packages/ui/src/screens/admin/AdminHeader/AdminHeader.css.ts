import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const header = style({ position: 'sticky', top: 0, zIndex: 10, backgroundColor: vars.color.surface });

export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

// On a phone the sign-out button keeps its icon and its accessible name only.
export const signOutLabel = style({ display: 'none', '@media': { [media.tablet]: { display: 'inline' } } });

export const band = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { paddingInline: vars.space.lg } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const chamberArea = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, minWidth: 0 });

export const picker = style({ minWidth: '12rem' });

export const chamber = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const identity = style({ minWidth: 0 });

export const name = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.text, overflowWrap: 'anywhere' });

export const role = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The pending applications' count beside Members. */
export const badge = style({ marginInlineStart: vars.space.xs });

/** The count as a link of its own beside Members (to the applications). */
export const badgeLink = style({
  display: 'inline-flex',
  marginInlineStart: `calc(-1 * ${vars.space.xs})`,
  borderRadius: vars.radius.pill,
  textDecoration: 'none',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
