import { chamberThemeValues, vars } from '@annuaire/ui';
import { createTheme } from '@vanilla-extract/css';

/** The chamber's own brand, filling the kit's theme contract: teal and amber over the default chamber's scale. */
export const gulfTheme = createTheme(vars, {
  ...chamberThemeValues,
  color: {
    ...chamberThemeValues.color,
    brand: '#0e5e6f',
    brandHover: '#0a4854',
    brandSubtle: '#e3f1f3',
    accent: '#9c4a06',
    accentHover: '#7d3b05',
    surfaceInverse: '#0e5e6f',
    info: '#0e5e6f',
    focus: '#c2410c',
  },
});
