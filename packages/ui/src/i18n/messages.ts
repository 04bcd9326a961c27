import fr from './fr.json';
import en from './en.json';

export const uiLocales = ['fr', 'en'] as const;
export type UiLocale = (typeof uiLocales)[number];

/**
 * The kit's flat catalogues (ids `ui.<component>.<key>`), French first: it is the product's default language.
 * Both languages, statically: for stories, tests and `UiProvider`. An app that ships one language at a time uses
 * `uiMessagesFr` / `loadUiMessages` (loadUiMessages.ts) with `UiProviderBase`.
 */
export const messagesByLocale: Record<UiLocale, Record<string, string>> = { fr, en };
