import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The themed root: sets the base text style; `display: contents` keeps it out of the layout. */
export const rootClass = style({
  display: 'contents',
  fontFamily: vars.font.body,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});
