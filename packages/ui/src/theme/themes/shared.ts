import type { vars } from '../contract.css';

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** What a brand fills: every token of the contract, as a CSS value. */
export type ThemeValues = Leaves<typeof vars>;

/** Values every brand shares unless it overrides them: type scale, spacing, radii, motion. */
export const sharedScale = {
  font: {
    body: '"Source Sans 3", "Segoe UI", system-ui, sans-serif',
    heading: '"Source Sans 3", "Segoe UI", system-ui, sans-serif',
    // The kit bundles no monospace face, and a generic `monospace` is whatever the machine has: the journal's
    // screenshots changed with the fonts a machine's chromium package brought (DejaVu Sans Mono). The bundled face.
    mono: '"Source Sans 3", "Segoe UI", system-ui, sans-serif',
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem', display: '2.5rem' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5', relaxed: '1.7' },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4rem',
  },
  radius: { none: '0', sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  motion: { fast: '120ms', normal: '200ms', slow: '500ms' },
} as const;
