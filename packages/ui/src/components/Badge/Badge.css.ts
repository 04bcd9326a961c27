import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { BadgeSize, BadgeTone } from './Badge';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  borderRadius: vars.radius.pill,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  border: '1px solid transparent',
});

export const tone = styleVariants({
  neutral: { backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted, borderColor: vars.color.border },
  brand: { backgroundColor: vars.color.brandSubtle, color: vars.color.brand },
  accent: { backgroundColor: vars.color.accent, color: vars.color.accentContrast },
  success: { backgroundColor: vars.color.successSubtle, color: vars.color.success },
  danger: { backgroundColor: vars.color.dangerSubtle, color: vars.color.danger },
  warning: { backgroundColor: vars.color.warningSubtle, color: vars.color.warning },
  info: { backgroundColor: vars.color.infoSubtle, color: vars.color.info },
} satisfies Record<BadgeTone, StyleRule>);

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.xs, padding: `${vars.space.xxs} ${vars.space.sm}` },
  md: { fontSize: vars.fontSize.sm, padding: `${vars.space.xs} ${vars.space.sm}` },
} satisfies Record<BadgeSize, StyleRule>);
