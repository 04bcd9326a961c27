import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const filter = style({ '@media': { [media.tablet]: { flex: '0 0 11rem' } } });

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const thumbnail = style({
  flex: '0 0 auto',
  width: '3.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const names = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const view = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const viewImage = style({ width: '100%', maxHeight: '14rem', objectFit: 'cover', borderRadius: vars.radius.md });

export const viewMeta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const viewText = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
