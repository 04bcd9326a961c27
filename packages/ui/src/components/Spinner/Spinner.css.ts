import { keyframes, style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { SpinnerSize } from './Spinner';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const base = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  verticalAlign: 'middle',
  '@media': {
    // Motion rule of the kit: animate only when the user (or the screenshot browser) allows motion.
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 0.8s linear infinite` },
  },
});

export const size = styleVariants({
  sm: { width: '1rem', height: '1rem', borderWidth: '2px' },
  md: { width: '1.5rem', height: '1.5rem', borderWidth: '3px' },
  lg: { width: '2.5rem', height: '2.5rem', borderWidth: '4px' },
} satisfies Record<SpinnerSize, StyleRule>);

export const wrapper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.brand,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
