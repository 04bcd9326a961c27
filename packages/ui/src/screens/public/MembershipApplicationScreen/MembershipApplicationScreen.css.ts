import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '64rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.tight,
});

export const subtitle = style({ margin: 0, marginTop: vars.space.xs, fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const sent = style({ maxWidth: '40rem' });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
