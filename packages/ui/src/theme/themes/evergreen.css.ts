import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { sharedScale } from './shared';
import type { ThemeValues } from './shared';

/** A second brand (another chamber): forest green and gold. A rebrand is this one file. */
export const evergreenThemeValues = {
  color: {
    brand: '#1f5130',
    brandHover: '#163c23',
    brandContrast: '#ffffff',
    brandSubtle: '#e9f3ec',
    accent: '#8a6a00',
    accentHover: '#6e5400',
    accentContrast: '#ffffff',
    text: '#1c2a21',
    textMuted: '#4b5a50',
    textInverse: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f5f7f2',
    surfaceRaised: '#ffffff',
    surfaceInverse: '#1f5130',
    border: '#d6ddd3',
    borderStrong: '#8b968d',
    success: '#1b6e3a',
    successSubtle: '#e6f4ea',
    danger: '#b42318',
    dangerSubtle: '#fdeceb',
    warning: '#8a5300',
    warningSubtle: '#fff4e0',
    info: '#1d4f91',
    infoSubtle: '#e7f0fb',
    focus: '#7c3aed',
    overlay: 'rgba(16, 32, 20, 0.55)',
  },
  ...sharedScale,
  shadow: {
    sm: '0 1px 2px rgba(31, 81, 48, 0.08)',
    md: '0 4px 12px rgba(31, 81, 48, 0.12)',
    lg: '0 12px 32px rgba(31, 81, 48, 0.18)',
  },
} satisfies ThemeValues;

export const evergreenTheme = createTheme(vars, evergreenThemeValues);
