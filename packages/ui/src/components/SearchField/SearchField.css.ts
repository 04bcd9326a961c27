import { style } from '@vanilla-extract/css';

/** The browser's own cancel button would duplicate ours (which is labelled and themed). */
export const input = style({
  selectors: {
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&::-webkit-search-decoration': { display: 'none' },
  },
});
