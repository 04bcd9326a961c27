import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { AlertTone } from './Alert';

export const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid currentColor',
  fontSize: vars.fontSize.md,
});

export const tone = styleVariants({
  success: { backgroundColor: vars.color.successSubtle, color: vars.color.success },
  error: { backgroundColor: vars.color.dangerSubtle, color: vars.color.danger },
  info: { backgroundColor: vars.color.infoSubtle, color: vars.color.info },
} satisfies Record<AlertTone, StyleRule>);

export const icon = style({ display: 'inline-flex', paddingTop: '0.125rem', flexShrink: 0 });
export const content = style({ flex: 1, minWidth: 0 });
export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const message = style({ margin: 0 });
export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  flexShrink: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.surface },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
});
