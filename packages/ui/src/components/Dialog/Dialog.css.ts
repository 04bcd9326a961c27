import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars, media } from '../../theme/contract.css';
import { motionAllowed } from '../FormField/FormField.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, calc(-50% + 8px))' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  backgroundColor: vars.color.overlay,
  '@media': {
    [motionAllowed]: { animation: `${fadeIn} ${vars.motion.normal} ease-out` },
  },
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: 41,
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  boxSizing: 'border-box',
  width: `calc(100vw - 2 * ${vars.space.md})`,
  maxHeight: `calc(100vh - 2 * ${vars.space.md})`,
  overflowY: 'auto',
  padding: vars.space.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  '@media': {
    [motionAllowed]: { animation: `${riseIn} ${vars.motion.normal} ease-out` },
    [media.tablet]: { padding: vars.space.xl },
  },
});

export const size = styleVariants({
  sm: { maxWidth: '26rem' },
  md: { maxWidth: '36rem' },
  lg: { maxWidth: '52rem' },
});

export const title = style({
  margin: 0,
  paddingInlineEnd: vars.space.xl,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
