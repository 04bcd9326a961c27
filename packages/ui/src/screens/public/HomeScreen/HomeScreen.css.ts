import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const home = style({ display: 'flex', flexDirection: 'column' });

/** Anchor targets clear the sticky header (spec public §2.2: 80 px offset). */
export const anchor = style({ scrollMarginTop: '80px' });
// The other sections' anchors too (#annonces, #annuaires), for the browser's own jump to an address's fragment.
globalStyle(`${home} > [id]`, { scrollMarginTop: '80px' });

/**
 * The search panel overlaps the bottom of the hero a little, as a card: by less than the hero's bottom padding
 * (lg under desktop, xxl on desktop), so it never covers the hero's buttons.
 */
export const search = style({
  position: 'relative',
  marginTop: `calc(-1 * ${vars.space.md})`,
  paddingInline: vars.space.md,
  '@media': { [media.desktop]: { marginTop: `calc(-1 * ${vars.space.xl})`, paddingInline: vars.space.xl } },
});
