import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every token a component may read. Components read only `vars`;
 * a chamber rebrands by adding one file under `themes/` that fills this contract.
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandHover: null,
    brandContrast: null,
    brandSubtle: null,
    accent: null,
    accentHover: null,
    accentContrast: null,
    text: null,
    textMuted: null,
    textInverse: null,
    surface: null,
    surfaceMuted: null,
    surfaceRaised: null,
    surfaceInverse: null,
    border: null,
    borderStrong: null,
    success: null,
    successSubtle: null,
    danger: null,
    dangerSubtle: null,
    warning: null,
    warningSubtle: null,
    info: null,
    infoSubtle: null,
    focus: null,
    overlay: null,
  },
  font: {
    body: null,
    heading: null,
    mono: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    display: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    semibold: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    normal: null,
    relaxed: null,
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  radius: {
    none: null,
    sm: null,
    md: null,
    lg: null,
    pill: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  motion: {
    fast: null,
    normal: null,
    slow: null,
  },
});

/** Breakpoints of the specs (public §4: mobile under 640 px; rating carousel 640 / 1024). Not themeable: layout rules depend on them. */
export const breakpoints = { tablet: 640, desktop: 1024 } as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
