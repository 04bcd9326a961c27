import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../../styles/a11y.css';
import { media, vars } from '../../../theme/contract.css';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'minmax(14rem, 2fr) repeat(auto-fit, minmax(10rem, 1fr))' },
  },
});

export const personFilter = style({ minWidth: 0 });

export const person = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const email = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const role = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const noChange = style({ color: vars.color.textMuted });

export const changes = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const changesCaption = visuallyHidden;

globalStyle(`${changes} th, ${changes} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const field = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.regular });

export const before = style({ color: vars.color.danger });

export const after = style({ color: vars.color.success });
