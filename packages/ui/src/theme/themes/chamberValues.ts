// The default chamber theme's values as plain data: the theme (chamber.css.ts) and the mails (src/mail, inline styles
// that mail clients keep, no stylesheet) read the same colours.
import { sharedScale } from './shared';
import type { ThemeValues } from './shared';

/** The default chamber theme: navy, red and white. Contrast pairs checked in theme.test.ts (WCAG 2.2 AA). */
export const chamberThemeValues = {
  color: {
    brand: '#0b2a5b',
    brandHover: '#071d40',
    brandContrast: '#ffffff',
    brandSubtle: '#e8eef8',
    accent: '#b3122e',
    accentHover: '#8f0e25',
    accentContrast: '#ffffff',
    text: '#14213d',
    textMuted: '#4a5568',
    textInverse: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f4f6fa',
    surfaceRaised: '#ffffff',
    surfaceInverse: '#0b2a5b',
    border: '#d5dbe5',
    borderStrong: '#8a94a6',
    success: '#1b6e3a',
    successSubtle: '#e6f4ea',
    danger: '#b3122e',
    dangerSubtle: '#fdecef',
    warning: '#8a5300',
    warningSubtle: '#fff4e0',
    info: '#1d4f91',
    infoSubtle: '#e7f0fb',
    focus: '#2563eb',
    overlay: 'rgba(11, 22, 45, 0.55)',
  },
  ...sharedScale,
  shadow: {
    sm: '0 1px 2px rgba(11, 42, 91, 0.08)',
    md: '0 4px 12px rgba(11, 42, 91, 0.12)',
    lg: '0 12px 32px rgba(11, 42, 91, 0.18)',
  },
} satisfies ThemeValues;
