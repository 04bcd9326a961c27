import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const header = style({ position: 'sticky', top: 0, zIndex: 10, backgroundColor: vars.color.surface });

export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const space = style({
  display: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  '@media': { [media.desktop]: { display: 'inline' } },
});

export const band = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { paddingInline: vars.space.lg } },
});

export const company = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const identity = style({ minWidth: 0 });

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const sector = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// Four tabs do not fit 375 px: they scroll sideways rather than wrap.
export const tabs = style({ overflowX: 'auto', marginInline: `calc(-1 * ${vars.space.xs})` });
