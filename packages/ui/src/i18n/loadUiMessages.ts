import type { MessageFormatElement } from 'react-intl';
import fr from './fr.json';
import type { UiLocale } from './messages';

/**
 * A catalogue as react-intl takes it: ICU strings, or the same messages compiled to ASTs at build time (an app that
 * precompiles its catalogues ships no ICU parser).
 */
export type UiMessages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** The kit's French catalogue: French is the product's default, so an app ships it with its first screen. */
export const uiMessagesFr: UiMessages = fr;

// In an app's build every other language is a chunk of its own, fetched only when a visitor chooses it
// (DESIGN.md budgets: one language at a time in the initial JavaScript).
const loaders: Record<UiLocale, () => Promise<UiMessages>> = {
  fr: () => Promise.resolve(uiMessagesFr),
  en: () => import('./en.json').then((catalogue) => catalogue.default),
};

/** The kit's catalogue for one language, loaded on demand. */
export function loadUiMessages(locale: UiLocale): Promise<UiMessages> {
  return loaders[locale]();
}
