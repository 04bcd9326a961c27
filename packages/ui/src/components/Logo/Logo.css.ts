import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { LogoShape, LogoSize } from './Logo';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});

export const size = styleVariants({
  sm: { width: '2rem', height: '2rem', fontSize: vars.fontSize.sm },
  md: { width: '3rem', height: '3rem', fontSize: vars.fontSize.lg },
  lg: { width: '4.5rem', height: '4.5rem', fontSize: vars.fontSize.xl },
  xl: { width: '7rem', height: '7rem', fontSize: vars.fontSize.display },
} satisfies Record<LogoSize, StyleRule>);

export const shape = styleVariants({
  square: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.pill },
} satisfies Record<LogoShape, StyleRule>);

export const placeholder = styleVariants({
  true: { backgroundColor: vars.color.brandSubtle, color: vars.color.brand, borderColor: 'transparent' },
  false: {},
});

export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });
