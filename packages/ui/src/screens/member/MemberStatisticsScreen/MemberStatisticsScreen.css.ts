import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
});

export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const subtitle = style({ margin: 0, marginTop: vars.space.xxs, color: vars.color.textMuted });

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const metrics = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const charts = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': { [media.desktop]: { gridTemplateColumns: '3fr 2fr' } },
});

export const legend = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  marginTop: vars.space.md,
});

export const legendRow = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const legendLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const legendValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const legendShare = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });
