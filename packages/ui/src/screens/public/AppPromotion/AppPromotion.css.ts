import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const section = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.brandSubtle,
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr', alignItems: 'center', paddingInline: vars.space.xl } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.brand });
export const intro = style({ margin: 0, marginTop: vars.space.xs, color: vars.color.text, lineHeight: vars.lineHeight.relaxed });

export const features = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const feature = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const featureIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brand,
  color: vars.color.brandContrast,
});

export const featureTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const featureText = style({ margin: 0, marginTop: vars.space.xxs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const stores = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });

/** The first store button's two labels in one cell: the button is as wide as the longer, whichever shows. */
export const firstStoreLabels = style({ display: 'grid', justifyItems: 'center' });
globalStyle(`${firstStoreLabels} > *`, { gridArea: '1 / 1' });
export const reservedLabel = style({ visibility: 'hidden' });
