import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// A page of the kit fills the window: without this the browser's default 8 px body margin draws a white frame
// around every page (its bars, its coloured bands).
globalStyle('body', { margin: 0 });

/** The themed root: sets the base text style; `display: contents` keeps it out of the layout. */
export const rootClass = style({
  display: 'contents',
  fontFamily: vars.font.body,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});
