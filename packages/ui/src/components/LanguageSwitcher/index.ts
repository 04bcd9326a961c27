export { LanguageSwitcher, defaultLanguages, languageSwitcherVariants } from './LanguageSwitcher';
export type { LanguageSwitcherProps, LanguageOption, LanguageSwitcherVariant } from './LanguageSwitcher';
export { FlagFr, FlagGb } from './flags';
