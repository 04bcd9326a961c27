import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  '@media': { [media.desktop]: { paddingInline: vars.space.xl } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, textAlign: 'center' });

export const partner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  color: vars.color.text,
  textAlign: 'center',
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: vars.radius.md },
});

export const partnerName = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const skeletons = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const skeleton = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs });
