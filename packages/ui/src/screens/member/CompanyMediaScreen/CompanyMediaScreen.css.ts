import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '64rem',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const video = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const videoField = style({ minWidth: 0 });

// spec public §5: a valid video address is shown green (an invalid one red, through the field's error state).
globalStyle(`${videoField} [data-invalid="false"]:has(> input[data-valid="true"])`, { borderColor: vars.color.success });

export const valid = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.success,
  fontWeight: vars.fontWeight.semibold,
});

export const preview = style({ margin: 0, minWidth: 0 });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
