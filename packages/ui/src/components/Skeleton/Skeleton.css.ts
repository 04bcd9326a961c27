import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.border,
    '@media': {
      '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
    },
  },
  variants: {
    shape: {
      text: { height: '0.875em', borderRadius: vars.radius.sm, marginBlock: '0.3em' },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.pill },
    },
  },
  defaultVariants: { shape: 'text' },
});

export const group = style({ display: 'block' });
