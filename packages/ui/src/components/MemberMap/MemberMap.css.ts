import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', margin: 0 });
export const map = style({
  width: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  overflow: 'hidden',
  // Leaflet's panes stack up to z-index 1000: keep them under the page's sticky header and dialogs
  isolation: 'isolate',
  zIndex: 0,
});
export const marker = style({
  width: 18,
  height: 18,
  borderRadius: '50% 50% 50% 0',
  transform: 'rotate(-45deg)',
  backgroundColor: vars.color.brand,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.sm,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const popup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontFamily: vars.font.body, minWidth: 160 });
export const popupName = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md, color: vars.color.text, margin: 0 });
export const popupSector = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const popupLink = style({ fontSize: vars.fontSize.sm, color: vars.color.brand, fontWeight: vars.fontWeight.semibold });

// Leaflet's stylesheet names system fonts (Helvetica, Lucida Console) for the map, its controls and the cluster
// counts: the kit's font instead, so that the map reads like the page and screenshots do not depend on the machine.
globalStyle(`${root} .leaflet-container.leaflet-container, ${root} .leaflet-container.leaflet-container *`, { fontFamily: vars.font.body });
globalStyle(`${root} .leaflet-popup-content`, { margin: vars.space.md });
