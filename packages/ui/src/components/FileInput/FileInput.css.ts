import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const zone = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '6rem',
  padding: vars.space.md,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.text },
    '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-dragging="true"]': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSubtle, color: vars.color.text },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
    // No opacity: the prompt keeps its contrast while disabled (WCAG 1.4.3 still applies to the text).
    '&[data-disabled="true"]': { cursor: 'not-allowed', borderStyle: 'solid', borderColor: vars.color.border, color: vars.color.textMuted },
  },
});

export const zoneIcon = style({
  color: vars.color.brand,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const tile = style({
  position: 'relative',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  aspectRatio: '4 / 3',
});

export const thumbnail = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const tileRemove = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

export const fileName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
});

export const fileSize = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const rejections = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
