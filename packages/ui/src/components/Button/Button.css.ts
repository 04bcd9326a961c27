import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
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
  },
  variants: {
    variant: {
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
    },
    size: {
      sm: { fontSize: vars.fontSize.sm, padding: `${vars.space.xs} ${vars.space.sm}`, minHeight: '2rem' },
      md: { fontSize: vars.fontSize.md, padding: `${vars.space.sm} ${vars.space.md}`, minHeight: '2.5rem' },
      lg: { fontSize: vars.fontSize.lg, padding: `${vars.space.sm} ${vars.space.lg}`, minHeight: '3rem' },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
