import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const summary = style({ margin: 0, color: vars.color.textMuted });
// a numbered pager (Amcham, 4 a page) can be wider than a phone: its buttons wrap rather than overflow
export const list = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const pageButton = style({
  minWidth: '2.25rem',
  height: '2.25rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  ':disabled': { cursor: 'not-allowed', opacity: 0.55 },
  selectors: {
    '&:hover:not(:disabled):not([aria-current="page"])': { backgroundColor: vars.color.surfaceMuted },
    '&[aria-current="page"]': { backgroundColor: vars.color.brand, borderColor: vars.color.brand, color: vars.color.brandContrast, cursor: 'default' },
  },
});
export const stepButton = style([pageButton, { display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs }]);
/** A page or step drawn as a link (hrefOf): the same box as the button. */
export const link = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', boxSizing: 'border-box', textDecoration: 'none' });
export const ellipsis = style({ minWidth: '1.5rem', textAlign: 'center', color: vars.color.textMuted });
