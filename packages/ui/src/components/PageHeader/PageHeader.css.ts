import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: `${vars.space.lg} ${vars.space.md}`,
    '@media': { [media.tablet]: { padding: `${vars.space.xl} ${vars.space.lg}` } },
  },
  variants: {
    variant: {
      plain: { backgroundColor: vars.color.surface, color: vars.color.text, borderBottom: `1px solid ${vars.color.border}` },
      banded: { backgroundColor: vars.color.surfaceInverse, color: vars.color.textInverse },
    },
  },
  defaultVariants: { variant: 'plain' },
});
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' } },
});
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
export const description = style({ margin: 0, marginTop: vars.space.xs, maxWidth: '48rem', fontSize: vars.fontSize.md, opacity: 0.92 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
