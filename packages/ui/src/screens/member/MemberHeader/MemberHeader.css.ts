import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const space = style({
  display: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  '@media': { [media.desktop]: { display: 'inline' } },
});

/** The company's logo, name and sector, under the top bar; it scrolls away with the page. */
export const band = style({
  paddingTop: vars.space.md,
  paddingBottom: vars.space.xs,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  '@media': { [media.tablet]: { paddingInline: vars.space.lg } },
});

/** The tabs: the only part of the header that stays at the top of the window. */
export const tabBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
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

export const tabs = style({});
// The bar draws the line under the tabs across the whole width (the active tab's underline lies on it).
globalStyle(`${tabs} > ul`, { borderBottom: 'none' });
