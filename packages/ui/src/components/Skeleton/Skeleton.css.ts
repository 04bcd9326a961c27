import { keyframes, style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { SkeletonShape } from './Skeleton';

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

export const base = style({
  display: 'block',
  backgroundColor: vars.color.border,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
  },
});

export const shape = styleVariants({
  text: { height: '0.875em', borderRadius: vars.radius.sm, marginBlock: '0.3em' },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.pill },
} satisfies Record<SkeletonShape, StyleRule>);

export const group = style({ display: 'block' });
