import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { ButtonSize, ButtonVariant } from './Button';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `background-color ${vars.motion.fast} ease, border-color ${vars.motion.fast} ease, color ${vars.motion.fast} ease`,
    },
  },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.brand,
    color: vars.color.brandContrast,
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.brandHover } },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.brand,
    borderColor: vars.color.brand,
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.brandSubtle } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceMuted } },
  },
  danger: {
    backgroundColor: vars.color.danger,
    color: vars.color.textInverse,
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { filter: 'brightness(0.9)' } },
  },
  link: {
    backgroundColor: 'transparent',
    color: vars.color.brand,
    borderColor: 'transparent',
    textDecoration: 'underline',
    paddingInline: '0 !important',
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { color: vars.color.brandHover } },
  },
} satisfies Record<ButtonVariant, StyleRule>);

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.sm, padding: `${vars.space.xs} ${vars.space.sm}`, minHeight: '2rem' },
  md: { fontSize: vars.fontSize.md, padding: `${vars.space.sm} ${vars.space.md}`, minHeight: '2.5rem' },
  lg: { fontSize: vars.fontSize.lg, padding: `${vars.space.sm} ${vars.space.lg}`, minHeight: '3rem' },
} satisfies Record<ButtonSize, StyleRule>);

export const fullWidth = styleVariants({
  true: { width: '100%' },
  false: {},
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
