import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

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
