import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/contract.css';

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
export const actionsCell = style({});

// Stacked rows under 640 px (stackOnPhone): the header row is hidden, each row is a card, each cell a line with its
// column's label before the value.
const phone = `screen and (max-width: ${breakpoints.tablet - 1}px)`;
const stacked = `${wrapper}[data-stack]`;
globalStyle(`${stacked} thead`, {
  '@media': { [phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } },
});
globalStyle(`${stacked} tr`, { '@media': { [phone]: { display: 'block', borderBottom: `1px solid ${vars.color.border}`, paddingBlock: vars.space.xs } } });
globalStyle(`${stacked} td`, {
  '@media': {
    [phone]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: vars.space.sm,
      borderBottom: 'none',
      paddingBlock: vars.space.xs,
      textAlign: 'right',
    },
  },
});
globalStyle(`${stacked} td[data-label]::before`, {
  '@media': { [phone]: { content: 'attr(data-label)', color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold, textAlign: 'left' } },
});
globalStyle(`${stacked} td${actionsCell}`, { '@media': { [phone]: { justifyContent: 'flex-end' } } });
