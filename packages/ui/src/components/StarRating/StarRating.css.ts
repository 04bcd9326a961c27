import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const stars = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const star = style({
  position: 'relative',
  display: 'inline-flex',
  color: vars.color.borderStrong,
});

/** The filled part of a star, clipped to the fraction of it the average covers. */
export const starFill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'inline-flex',
  overflow: 'hidden',
  color: vars.color.warning,
});

export const summary = styleVariants({
  sm: { fontSize: vars.fontSize.sm, color: vars.color.textMuted },
  md: { fontSize: vars.fontSize.md, color: vars.color.textMuted },
  lg: { fontSize: vars.fontSize.lg, color: vars.color.text, fontWeight: vars.fontWeight.semibold },
});

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const options = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
});

export const radio = style({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  margin: 0,
});

export const optionLabel = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  color: vars.color.borderStrong,
  cursor: 'pointer',
  selectors: {
    '&[data-lit="true"]': { color: vars.color.warning },
    [`${radio}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    [`${radio}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.6 },
  },
});
