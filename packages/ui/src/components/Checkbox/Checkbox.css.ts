import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { motionAllowed } from '../FormField/FormField.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const row = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const box = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.125rem',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.brandContrast,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    [motionAllowed]: { transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}` },
  },
});

export const indicator = style({
  display: 'inline-flex',
});

export const label = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const message = style({
  marginInlineStart: `calc(1.25rem + ${vars.space.sm})`,
});
