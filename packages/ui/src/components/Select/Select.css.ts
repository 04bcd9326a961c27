import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const trigger = style({
  justifyContent: 'space-between',
  cursor: 'pointer',
  textAlign: 'start',
  outline: 'none',
  selectors: {
    '&:focus-visible': { borderColor: vars.color.focus, boxShadow: `0 0 0 2px ${vars.color.focus}` },
    '&:disabled': { cursor: 'not-allowed' },
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const value = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  paddingBlock: vars.space.xs,
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const content = style({
  zIndex: 50,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
});

export const viewport = style({
  padding: vars.space.xs,
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.25rem',
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.xl,
  paddingInlineEnd: vars.space.md,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.brandSubtle, color: vars.color.text },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const itemIndicator = style({
  position: 'absolute',
  insetInlineStart: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.brand,
});

export const itemIcon = style({
  marginInlineEnd: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
});
