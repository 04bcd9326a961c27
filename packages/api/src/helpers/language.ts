import { LANGUAGE_STORAGE_KEY } from '../session/storageKeys';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../types';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** spec public §1: the choice is kept in the browser; an unknown stored language falls back to French. */
export function readPreferredLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function writePreferredLanguage(storage: Pick<Storage, 'setItem'> | undefined, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be disabled (private browsing): the choice then lasts until the page closes.
  }
}
