import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { motionAllowed } from '../FormField/FormField.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const viewport = style({
  overflow: 'hidden',
  width: '100%',
  // the page still scrolls vertically under a finger; a sideways swipe is the carousel's
  touchAction: 'pan-y',
});

export const track = style({
  display: 'flex',
  willChange: 'transform',
  '@media': {
    // The slide animation runs only for users who have not asked for less motion; the duration comes inline.
    [motionAllowed]: { transitionProperty: 'transform', transitionTimingFunction: 'ease-in-out' },
  },
});

export const slide = style({
  boxSizing: 'border-box',
  minWidth: 0,
  paddingInline: vars.space.xs,
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const counter = style({
  minWidth: '3.5rem',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const dots = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // A 24 px target (WCAG 2.2 target size) around a small visible dot.
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  borderRadius: vars.radius.pill,
  selectors: {
    '&::before': {
      content: '""',
      width: '0.625rem',
      height: '0.625rem',
      borderRadius: vars.radius.pill,
      backgroundColor: vars.color.borderStrong,
    },
    '&[aria-current="true"]::before': { backgroundColor: vars.color.brand, width: '1.25rem' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});
