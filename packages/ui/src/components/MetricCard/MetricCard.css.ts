import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { growthTone as growthToneOf } from '../../format/format';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  minWidth: '12rem',
});
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const label = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });
export const icon = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brand,
});
export const value = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
export const footer = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const growth = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, fontWeight: vars.fontWeight.semibold });

export const growthTone = styleVariants({
  positive: { color: vars.color.success },
  negative: { color: vars.color.danger },
} satisfies Record<ReturnType<typeof growthToneOf>, StyleRule>);
export const caption = style({ color: vars.color.textMuted });
