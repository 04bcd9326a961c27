import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '48rem',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// a long label ("Se déconnecter de tous les appareils" on a phone) wraps inside the card instead of leaving it
globalStyle(`${actions} > *`, { maxWidth: '100%', whiteSpace: 'normal', height: 'auto', textAlign: 'start' });
