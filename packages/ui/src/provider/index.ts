export { UiProvider, useUi, resolveThemeClass, themeNames, themeClasses } from './UiProvider';
export type { UiProviderProps, ThemeName } from './UiProvider';
export { LinkProvider, PlainLink, useLinkComponent } from './LinkProvider';
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from './LinkProvider';
