import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { motionAllowed } from '../FormField/FormField.css';

/** Anchors the pop-up under the trigger. */
export const root = style({
  position: 'relative',
  display: 'inline-flex',
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.25rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-variant="inverse"]': { backgroundColor: 'transparent', color: vars.color.textInverse, borderColor: vars.color.textInverse },
    '&[data-variant="inverse"]:hover': { backgroundColor: 'rgba(255, 255, 255, 0.12)' },
  },
});

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

/** Right-aligned under the trigger, above the page (the kit's floating panels use 50, dialogs 40-41). */
export const popup = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  insetInlineEnd: 0,
  zIndex: 50,
  boxSizing: 'border-box',
  minWidth: '10rem',
  maxWidth: 'calc(100vw - 1rem)',
  padding: vars.space.sm,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  // What a pop-up portalled to the body had, whatever bar the switcher sits in.
  fontWeight: 'normal',
  lineHeight: 'normal',
  textAlign: 'start',
  whiteSpace: 'nowrap',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  '@media': {
    [motionAllowed]: { animation: `${appear} ${vars.motion.fast} ease-out` },
  },
});

export const flag = style({
  display: 'inline-flex',
  borderRadius: 2,
  overflow: 'hidden',
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '2.25rem',
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { backgroundColor: vars.color.brandSubtle },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[aria-current="true"]': { fontWeight: vars.fontWeight.semibold },
  },
});

export const optionLabel = style({
  flex: 1,
});

export const check = style({
  color: vars.color.brand,
  flexShrink: 0,
});
