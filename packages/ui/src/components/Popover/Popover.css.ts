import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { motionAllowed } from '../FormField/FormField.css';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

export const content = style({
  zIndex: 50,
  boxSizing: 'border-box',
  minWidth: '10rem',
  maxWidth: 'calc(100vw - 1rem)',
  padding: vars.space.sm,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
  '@media': {
    [motionAllowed]: { animation: `${appear} ${vars.motion.fast} ease-out` },
  },
});

export const arrow = style({
  fill: vars.color.surfaceRaised,
});
