import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

// No min-height anywhere: the frame on the chamber's site takes this page's height (no inner scroll bar), so the page
// must be as tall as its content and no taller.
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  backgroundColor: vars.color.surface,
  '@media': { [media.desktop]: { padding: vars.space.lg } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.tight,
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space.md,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
});

export const failureText = style({ margin: 0, color: vars.color.textMuted });

export const more = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, marginTop: vars.space.lg });

export const member = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, outline: 'none' });

export const memberHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minWidth: 0 });

export const memberName = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const meta = style({ margin: 0, color: vars.color.textMuted });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  // the member's contact details (the kit's MemberContactSections) take the second column, as on the member's page
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const panelTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const text = style({ margin: 0, lineHeight: vars.lineHeight.relaxed, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
