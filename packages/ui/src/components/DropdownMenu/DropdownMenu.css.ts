import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { motionAllowed } from '../FormField/FormField.css';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

export const content = style({
  zIndex: 50,
  minWidth: '12rem',
  padding: vars.space.xs,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  '@media': {
    [motionAllowed]: { animation: `${appear} ${vars.motion.fast} ease-out` },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.25rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.brandSubtle },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[data-tone="danger"]': { color: vars.color.danger },
  },
});

export const itemIcon = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
});

export const label = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const separator = style({
  height: 1,
  marginBlock: vars.space.xs,
  backgroundColor: vars.color.border,
});
