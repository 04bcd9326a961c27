import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { media, vars } from '../../theme/contract.css';
import { motionAllowed } from '../FormField/FormField.css';
import type { NavTabsVariant } from './NavTabs';

export const nav = style({
  overflowX: 'auto',
  fontFamily: vars.font.body,
});

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const listVariant = styleVariants({
  underline: { borderBottom: `1px solid ${vars.color.border}`, gap: vars.space.md },
  pill: { gap: vars.space.xs },
} satisfies Record<NavTabsVariant, StyleRule>);

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  minHeight: '2.5rem',
  textDecoration: 'none',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.fontWeight.semibold, cursor: 'default' },
  },
  '@media': {
    [motionAllowed]: { transition: `color ${vars.motion.fast}, background-color ${vars.motion.fast}, border-color ${vars.motion.fast}` },
  },
});

export const linkVariant = styleVariants({
  underline: {
    paddingInline: vars.space.xs,
    marginBottom: -1,
    borderBottom: '3px solid transparent',
    selectors: {
      '&[aria-current="page"]': { borderBottomColor: vars.color.accent },
    },
  },
  pill: {
    paddingInline: vars.space.md,
    borderRadius: vars.radius.pill,
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceMuted },
      '&[aria-current="page"]': { backgroundColor: vars.color.brand, color: vars.color.brandContrast },
      '&[aria-current="page"]:hover': { backgroundColor: vars.color.brand },
    },
  },
} satisfies Record<NavTabsVariant, StyleRule>);

export const icon = style({
  display: 'inline-flex',
});

/**
 * `fill`: under the tablet width the tabs share the bar's width equally, each its icon above its label (which may
 * wrap), so that every tab shows on a 320 px phone instead of the last ones being cut off; a row as usual above.
 */
export const listFill = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: 0,
  '@media': { [media.tablet]: { display: 'flex', gap: vars.space.md } },
});

export const linkFill = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xxs,
  width: '100%',
  paddingBlock: vars.space.xs,
  whiteSpace: 'normal',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  '@media': {
    [media.tablet]: {
      display: 'inline-flex',
      flexDirection: 'row',
      gap: vars.space.xs,
      width: 'auto',
      paddingBlock: 0,
      whiteSpace: 'nowrap',
      fontSize: vars.fontSize.md,
      lineHeight: 'inherit',
    },
  },
});
