import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  flex: 1,
  minWidth: 0,
});

export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brand,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const badge = style({ position: 'absolute', top: vars.space.sm, left: vars.space.sm });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md, flex: 1 });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const description = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });

/** Spec public §2.3: two lines when collapsed. */
export const collapsed = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const toggle = style({ alignSelf: 'flex-start' });

export const date = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
