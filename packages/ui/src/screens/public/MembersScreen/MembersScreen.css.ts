import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  '@media': { [media.desktop]: { paddingInline: vars.space.xl } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.tight,
});

export const subtitle = style({ margin: 0, marginTop: vars.space.xs, fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const activeFilters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoSubtle,
  color: vars.color.text,
});

export const activeFiltersLabel = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', flex: '1 1 auto', minWidth: 0 });

export const chip = style({ minWidth: 0, maxWidth: '100%' });

export const chipBadge = style({ maxWidth: '100%', boxSizing: 'border-box' });

export const chipText = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

/** 'Résultats aussi pour « banque »': under the heading, quieter than it. */
export const alsoFor = style({ margin: 0, marginTop: vars.space.xs, marginBottom: vars.space.sm, color: vars.color.textMuted });

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
});

export const failureText = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.semibold });

export const loadMoreFailure = style({ marginTop: vars.space.lg });

export const more = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md });
export const viewToggle = style({ display: 'flex', gap: vars.space.xs, marginBottom: vars.space.md });
