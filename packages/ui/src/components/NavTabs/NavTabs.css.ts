import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
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
