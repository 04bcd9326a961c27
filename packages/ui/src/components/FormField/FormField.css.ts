import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { TextFieldSize } from '../TextField';

/** The kit's motion rule (.storybook/preview.css): transitions run only when the user has not asked for less motion. */
export const motionAllowed = '(prefers-reduced-motion: no-preference)';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const requiredMarker = style({
  color: vars.color.danger,
  marginInlineStart: vars.space.xxs,
});

export const hint = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  margin: 0,
});

export const error = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
  margin: 0,
});

/** The line a field keeps for its message (FieldMessageLines): one line of the message's own size. */
export const reservedLine = style({
  minHeight: '1lh',
});

/** Visually hidden but read by assistive technology (a label a screen hides, e.g. a search box). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The box every text-like control shares (input, textarea, select trigger). */
export const controlBox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  boxSizing: 'border-box',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  selectors: {
    '&:focus-within': {
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 2px ${vars.color.focus}`,
    },
    '&[data-invalid="true"]': {
      borderColor: vars.color.danger,
    },
    '&[data-disabled="true"]': {
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    [motionAllowed]: { transitionProperty: 'border-color, box-shadow', transitionDuration: vars.motion.fast },
  },
});

export const controlSize = styleVariants({
  sm: { minHeight: '2rem', paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
  md: { minHeight: '2.5rem', paddingInline: vars.space.sm, fontSize: vars.fontSize.md },
  lg: { minHeight: '3rem', paddingInline: vars.space.md, fontSize: vars.fontSize.lg },
} satisfies Record<TextFieldSize, StyleRule>);

/** The bare native control inside a controlBox: the box draws border and focus ring. */
export const bareInput = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  padding: `${vars.space.xs} 0`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.textMuted,
  flexShrink: 0,
});

/** A small square button inside a control (show password, clear search). */
export const inlineButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  marginInlineEnd: `calc(${vars.space.xs} * -1)`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const textarea = style({
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: '6rem',
  resize: 'vertical',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outline: 'none', borderColor: vars.color.focus, boxShadow: `0 0 0 2px ${vars.color.focus}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
