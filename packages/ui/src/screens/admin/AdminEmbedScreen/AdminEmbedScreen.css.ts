import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const subtitle = style({ margin: 0, marginTop: vars.space.xxs, color: vars.color.textMuted });

export const picker = style({ width: '100%', '@media': { [media.tablet]: { width: 'auto', minWidth: '15rem' } } });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const sectors = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.xs,
});

export const colourRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const colourInput = style({
  flex: 'none',
  width: '2.75rem',
  height: '2.5rem',
  padding: 2,
  marginTop: '1.6rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
});

export const grow = style({ flex: 1, minWidth: 0 });

export const origins = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const originRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const originRemove = style({ marginTop: '0.25rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const snippet = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const code = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const copied = style({ color: vars.color.success, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const preview = style({
  display: 'block',
  width: '100%',
  height: 480,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const centered = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 200 });

/** The audience table scrolls within its card rather than widening a phone's page. */
export const tableScroll = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums', fontSize: vars.fontSize.sm });

export const th = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const td = style({ padding: `${vars.space.xs} ${vars.space.xs}`, borderBottom: `1px solid ${vars.color.border}`, color: vars.color.text });

export const number = style({ textAlign: 'end' });

export const caption = style({
  captionSide: 'bottom',
  textAlign: 'start',
  paddingTop: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const rowHeader = style([td, { textAlign: 'start', fontWeight: vars.fontWeight.semibold }]);
