import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  '@media': { [media.desktop]: { paddingInline: vars.space.xl } },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center' } },
});

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
  overflowWrap: 'anywhere',
});

export const meta = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)' } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridColumn: 2, gridRow: 1 } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const panelHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs });

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const text = style({ margin: 0, lineHeight: vars.lineHeight.relaxed, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const contactList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const contactItem = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minWidth: 0, overflowWrap: 'anywhere' });

export const contactIcon = style({ flexShrink: 0, marginTop: 2, color: vars.color.brand });

export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const hoursTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const hoursRow = style({ borderBottom: `1px solid ${vars.color.border}` });

export const hoursDay = style({ paddingBlock: vars.space.xs, textAlign: 'start', fontWeight: vars.fontWeight.semibold });

export const hoursTime = style({ paddingBlock: vars.space.xs, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const closed = style({ color: vars.color.textMuted });

export const gallery = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const galleryImage = style({ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.md });

const centered = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, paddingBlock: vars.space.xxl });

// The profile that is loading is longer than the screen: the page keeps its height, so the footer stays below the
// fold instead of jumping down when the profile arrives (layout shift).
export const loading = style([centered, { minHeight: '100vh' }]);

export const reviewCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  boxSizing: 'border-box',
});

export const reviewAuthor = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const similarGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const similarItem = style({ display: 'flex', minWidth: 0 });

export const hoursCaption = style({
  captionSide: 'bottom',
  paddingTop: vars.space.xs,
  textAlign: 'start',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
export const mapLink = style({ fontSize: vars.fontSize.sm, color: vars.color.brand, alignSelf: 'flex-start' });
