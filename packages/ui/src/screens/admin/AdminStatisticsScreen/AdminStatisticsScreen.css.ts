import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const subtitle = style({ margin: 0, marginTop: vars.space.xxs, color: vars.color.textMuted });

export const pickers = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  width: '100%',
  '@media': { [media.tablet]: { display: 'flex', width: 'auto', alignItems: 'flex-end' } },
});

export const picker = style({ '@media': { [media.tablet]: { minWidth: '13rem' } } });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
});

export const charts = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const blockBody = style({ minHeight: 280, display: 'flex', flexDirection: 'column', justifyContent: 'center' });

export const centered = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 280 });

/** spec admin §2: the grey placeholder of the popular searches, labelled as loading. */
export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 280,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});
