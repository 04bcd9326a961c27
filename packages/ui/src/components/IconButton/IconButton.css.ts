import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { IconButtonSize, IconButtonVariant } from './IconButton';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  ':disabled': { cursor: 'not-allowed', opacity: 0.6 },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.brand,
    color: vars.color.brandContrast,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandHover } },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.brand,
    borderColor: vars.color.brand,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandSubtle } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted } },
  },
  danger: {
    backgroundColor: 'transparent',
    color: vars.color.danger,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.dangerSubtle } },
  },
} satisfies Record<IconButtonVariant, StyleRule>);

export const size = styleVariants({
  sm: { width: '2rem', height: '2rem' },
  md: { width: '2.5rem', height: '2.5rem' },
  lg: { width: '3rem', height: '3rem' },
} satisfies Record<IconButtonSize, StyleRule>);

export const round = styleVariants({ true: { borderRadius: vars.radius.pill }, false: {} });
