import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/contract.css';

export const count = style({ '@media': { [media.tablet]: { maxWidth: '20rem' } } });

export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
