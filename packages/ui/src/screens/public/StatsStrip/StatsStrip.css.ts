import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const strip = style({
  backgroundColor: vars.color.brand,
  color: vars.color.brandContrast,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
});

export const list = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  textAlign: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const item = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xxs });

export const value = style({ fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const label = style({ fontSize: vars.fontSize.md });
