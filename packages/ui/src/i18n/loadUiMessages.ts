import type { MessageFormatElement } from 'react-intl';
import fr from './fr.json';
import type { UiArea, UiLocale } from './locales';

/**
 * A catalogue as react-intl takes it: ICU strings, or the same messages compiled to ASTs at build time (an app that
 * precompiles its catalogues ships no ICU parser).
 */
export type UiMessages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** The kit's French core catalogue: French is the product's default, so an app ships it with its first screen. */
export const uiMessagesFr: UiMessages = fr;

const catalogue = (load: Promise<{ default: UiMessages }>) => load.then((module) => module.default);

// In an app's build every other catalogue is a chunk of its own, fetched when a visitor opens a screen of its area or
// chooses its language (DESIGN.md budgets: one language, and only the texts of the screens shown, in the initial JS).
const loaders: Record<UiArea, Record<UiLocale, () => Promise<UiMessages>>> = {
  core: { fr: () => Promise.resolve(uiMessagesFr), en: () => catalogue(import('./en.json')) },
  home: { fr: () => catalogue(import('./home/fr.json')), en: () => catalogue(import('./home/en.json')) },
  memberDetails: { fr: () => catalogue(import('./memberDetails/fr.json')), en: () => catalogue(import('./memberDetails/en.json')) },
  login: { fr: () => catalogue(import('./login/fr.json')), en: () => catalogue(import('./login/en.json')) },
  apply: { fr: () => catalogue(import('./apply/fr.json')), en: () => catalogue(import('./apply/en.json')) },
  admin: { fr: () => catalogue(import('./admin/fr.json')), en: () => catalogue(import('./admin/en.json')) },
  member: { fr: () => catalogue(import('./member/fr.json')), en: () => catalogue(import('./member/en.json')) },
};

/** The kit's catalogue of one area in one language, loaded on demand. */
export function loadUiMessages(locale: UiLocale, area: UiArea = 'core'): Promise<UiMessages> {
  return loaders[area][locale]();
}
