import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { media, vars } from '../../theme/contract.css';
import type { PageHeaderVariant } from './PageHeader';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.md}`,
  '@media': { [media.tablet]: { padding: `${vars.space.xl} ${vars.space.lg}` } },
});

export const variant = styleVariants({
  plain: { backgroundColor: vars.color.surface, color: vars.color.text, borderBottom: `1px solid ${vars.color.border}` },
  banded: { backgroundColor: vars.color.surfaceInverse, color: vars.color.textInverse },
} satisfies Record<PageHeaderVariant, StyleRule>);
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' } },
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
export const description = style({ margin: 0, marginTop: vars.space.xs, maxWidth: '48rem', fontSize: vars.fontSize.md, opacity: 0.92 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
