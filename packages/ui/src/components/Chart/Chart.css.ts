import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', width: '100%' });
export const canvas = style({ width: '100%', height: '100%' });
export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const frame = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%', minWidth: 0 });

/** 'Voir les données': a quiet text button under the chart. */
export const toggle = style({
  alignSelf: 'flex-end',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.brand,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'start' });
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });
globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.regular });

export const caption = style({ textAlign: 'start', fontWeight: vars.fontWeight.semibold, paddingBottom: vars.space.xs });

export const number = style({ fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th${number}, ${table} td${number}`, { textAlign: 'end' });
