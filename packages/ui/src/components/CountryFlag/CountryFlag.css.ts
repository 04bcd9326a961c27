import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { CountryFlagSize } from './CountryFlag';

// 4:3, the images' own ratio; the box is sized before the image arrives, so nothing moves when it does.
const heights: Record<CountryFlagSize, string> = { sm: '0.75rem', md: '1.125rem', lg: '1.5rem' };

const box = style({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' });

export const size = styleVariants(heights, (height) => ({ height, width: `calc(${height} * 4 / 3)` }));

export const flag = style([
  box,
  {
    objectFit: 'cover',
    borderRadius: '2px',
    // white flags (Japan, Canada's field) keep an edge on a white page
    boxShadow: `0 0 0 1px ${vars.color.border}`,
  },
]);

export const globe = style([box, { color: vars.color.textMuted }]);

export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, overflowWrap: 'anywhere' });
