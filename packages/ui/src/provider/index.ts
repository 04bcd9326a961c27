export { UiProvider, UiProviderBase, useUi, resolveThemeClass, themeNames, themeClasses } from './UiProvider';
export type { UiProviderProps, UiProviderBaseProps, ThemeName } from './UiProvider';
export { LinkProvider, PlainLink, useLinkComponent } from './LinkProvider';
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from './LinkProvider';
