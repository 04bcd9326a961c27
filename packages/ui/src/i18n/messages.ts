import fr from './fr.json';
import en from './en.json';

export const uiLocales = ['fr', 'en'] as const;
export type UiLocale = (typeof uiLocales)[number];

/** The kit's flat catalogues (ids `ui.<component>.<key>`), French first: it is the product's default language. */
export const messagesByLocale: Record<UiLocale, Record<string, string>> = { fr, en };
