import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

/**
 * The room around a back-office screen, its edges aligned with the header's (md on a phone, lg from a tablet up): the
 * page fills the window (no browser margin), and the screens draw edge to edge within this.
 */
export const content = style({
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  '@media': { [media.tablet]: { paddingInline: vars.space.lg } },
});
