import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

/**
 * The top bar (tagline, language) has a fixed height so that the header can stick by its main bar alone: the top bar
 * scrolls away and the bar that stays (brand, menu, member space) is under the 80 px by which the page scrolls to a
 * home section (spec public §2.2), so a section never lands under it.
 */
const topBarHeight = '2.5rem';

export const header = style({
  position: 'sticky',
  top: `calc(-1 * ${topBarHeight})`,
  zIndex: 10,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const topBar = style({
  boxSizing: 'border-box',
  height: topBarHeight,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.sm,
  '@media': { [media.desktop]: { paddingInline: vars.space.xl } },
});

export const tagline = style({ margin: 0, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const mainBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  '@media': { [media.desktop]: { paddingInline: vars.space.xl } },
});

export const brand = style({
  marginInlineEnd: 'auto',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const desktopNav = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'block' } },
});

export const navList = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const navLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBottom: '3px solid transparent',
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  ':hover': { color: vars.color.brand },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  selectors: { '&[aria-current]': { color: vars.color.brand, borderBottomColor: vars.color.accent } },
});

export const memberSpace = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'inline-flex' } },
});

export const menuButton = style({
  '@media': { [media.desktop]: { display: 'none' } },
});

export const mobileNav = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const mobileList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const mobileLink = style([
  navLink,
  {
    display: 'block',
    borderBottom: 'none',
    borderInlineStart: '3px solid transparent',
    selectors: { '&[aria-current]': { borderInlineStartColor: vars.color.accent } },
  },
]);

export const mobileMemberSpace = style({ marginTop: vars.space.sm, boxSizing: 'border-box' });
