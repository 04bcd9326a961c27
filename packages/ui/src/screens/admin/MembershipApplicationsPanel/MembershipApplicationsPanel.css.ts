import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const name = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const meta = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const refusal = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
