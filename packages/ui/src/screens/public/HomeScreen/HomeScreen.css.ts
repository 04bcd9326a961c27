import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const home = style({ display: 'flex', flexDirection: 'column' });

/** Anchor targets clear the sticky header (spec public §2.2: 80 px offset). */
export const anchor = style({ scrollMarginTop: '80px' });

/** The search panel overlaps the bottom of the hero a little, as a card. */
export const search = style({
  position: 'relative',
  marginTop: `calc(-1 * ${vars.space.xl})`,
  paddingInline: vars.space.md,
  '@media': { [media.desktop]: { paddingInline: vars.space.xl } },
});
