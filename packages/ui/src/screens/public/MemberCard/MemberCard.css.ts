import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const meta = style({ margin: 0, marginTop: vars.space.xxs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const detail = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0, overflowWrap: 'anywhere' });

export const detailIcon = style({ flexShrink: 0, marginTop: 2, color: vars.color.brand });

export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: 'auto', paddingTop: vars.space.xs });
