import { LANGUAGE_STORAGE_KEY } from '../session/storageKeys';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../types';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * spec public §1: the choice is kept in the browser; an unknown stored language falls back to French. The codes are
 * stored in either case (spec public §3: the language options are coded FR and EN), so 'EN' is English.
 */
export function readPreferredLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY)?.trim().toLowerCase();
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
