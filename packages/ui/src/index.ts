// @annuaire/ui public entry. Named exports only; each component folder's index.ts re-exports its parts.
export { vars, breakpoints, media } from './theme/contract.css';
export { chamberTheme, chamberThemeValues } from './theme/themes/chamber.css';
export { evergreenTheme, evergreenThemeValues } from './theme/themes/evergreen.css';
export type { ThemeValues } from './theme/themes/shared';
export { UiProvider, useUi, resolveThemeClass, themeNames, themeClasses, LinkProvider, PlainLink, useLinkComponent } from './provider';
export type { UiProviderProps, ThemeName, LinkComponent, LinkComponentProps, LinkProviderProps } from './provider';
export * from './components/Spinner';
export * from './components/Button';
export * from './components/FormField';
export * from './components/TextField';
export * from './components/PasswordField';
export * from './components/TextArea';
export * from './format';
export * from './components/Select';
