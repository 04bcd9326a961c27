import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { CardPadding, CardVariant } from './Card';

export const base = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  minWidth: 0,
});

export const variant = styleVariants({
  outlined: { backgroundColor: vars.color.surface, border: `1px solid ${vars.color.border}` },
  elevated: { backgroundColor: vars.color.surfaceRaised, boxShadow: vars.shadow.md, border: '1px solid transparent' },
  filled: { backgroundColor: vars.color.surfaceMuted, border: '1px solid transparent' },
} satisfies Record<CardVariant, StyleRule>);

export const padding = styleVariants({
  none: { padding: 0, overflow: 'hidden' },
  sm: { padding: vars.space.sm },
  md: { padding: vars.space.md },
  lg: { padding: vars.space.lg },
} satisfies Record<CardPadding, StyleRule>);

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
export const subtitle = style({ margin: 0, marginTop: vars.space.xxs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
export const body = style({ minWidth: 0 });
