import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlBox } from '../FormField/FormField.css';

/** Positions the chevron over the select's right side. */
export const root = style({
  position: 'relative',
  display: 'flex',
  minWidth: 0,
});

const chevronRoom = `calc(${vars.space.sm} + 18px + ${vars.space.xs})`;
const leadingRoom = `calc(${vars.space.sm} + 1.5rem + ${vars.space.xs})`;

/** The native select drawn as the kit's field box; the browser's own arrow gives way to the chevron. */
export const select = style({
  appearance: 'none',
  WebkitAppearance: 'none',
  margin: 0,
  font: 'inherit',
  cursor: 'pointer',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  outline: 'none',
  selectors: {
    // Doubled class: wins over the size's paddingInline whatever order the two sheets load in.
    [`${controlBox}&`]: { paddingInlineEnd: chevronRoom },
    [`${controlBox}&[data-leading]`]: { paddingInlineStart: leadingRoom },
    '&:disabled': { cursor: 'not-allowed', opacity: 1 },
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

// Options keep the text colour while the closed select shows a muted placeholder (the list inherits the select's).
globalStyle(`${select} option`, {
  color: vars.color.text,
  backgroundColor: vars.color.surface,
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const leading = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  pointerEvents: 'none',
});
