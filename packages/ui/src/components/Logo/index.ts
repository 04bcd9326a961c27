export { Logo, initialOf, logoSizes, logoShapes, logoFallbacks } from './Logo';
export type { LogoProps, LogoSize, LogoShape, LogoFallback } from './Logo';
