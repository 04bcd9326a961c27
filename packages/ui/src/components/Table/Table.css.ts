import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const caption = style({ textAlign: 'left', padding: vars.space.md, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });
export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
});
export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
});
export const alignEnd = style({ textAlign: 'right' });
export const alignCenter = style({ textAlign: 'center' });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs });
export const emptyCell = style({ padding: 0 });
