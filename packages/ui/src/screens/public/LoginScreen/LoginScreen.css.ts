import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '100%',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const back = style({ alignSelf: 'flex-start' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '28rem',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  boxSizing: 'border-box',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const resetForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const signedIn = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

// A link sized as the full-width buttons around it (an anchor's padding is outside its width otherwise).
export const continueLink = style({ boxSizing: 'border-box' });
