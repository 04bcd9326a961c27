import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': {
    [media.tablet]: { gridTemplateColumns: '1fr 1fr' },
    [media.desktop]: { gridTemplateColumns: '2fr 1fr 1fr auto' },
  },
});

export const keyword = style({
  '@media': { [media.tablet]: { gridColumn: '1 / -1' }, [media.desktop]: { gridColumn: 'auto' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
