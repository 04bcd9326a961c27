import type { Middleware } from '@reduxjs/toolkit';
import { languageChanged, parseLanguage, type Language } from '../state/language/languageSlice';
import { isLoaded as languageIsLoaded, loadMessages } from './messages';

export interface LanguageLoadingOptions {
  isLoaded?: (language: Language) => boolean;
  load?: (language: Language) => Promise<unknown>;
  onError?: (error: unknown) => void;
}

/**
 * A language is chosen only once its messages are there: `languageChanged` to a language not loaded yet waits for
 * them, while the interface stays in the current language (never raw ids, never a mix), then goes through. So the
 * store's language is always one the screens can show, and the persisted choice and the API's Accept-Language follow
 * it. Only the latest choice counts: picking French again while English loads keeps French. A failed load leaves the
 * language as it was and is logged; choosing again retries.
 */
export function languageLoading({
  isLoaded = languageIsLoaded,
  load = loadMessages,
  onError = (error) => console.error('The messages of the chosen language could not be loaded', error),
}: LanguageLoadingOptions = {}): Middleware {
  return (api) => {
    let awaited: Language | undefined;
    return (next) => (action) => {
      if (!languageChanged.match(action)) return next(action);
      const language = parseLanguage(action.payload);
      if (isLoaded(language)) {
        awaited = undefined;
        return next(action);
      }
      awaited = language;
      load(language).then(
        () => {
          if (awaited !== language) return;
          awaited = undefined;
          api.dispatch(languageChanged(language));
        },
        (error: unknown) => {
          if (awaited === language) awaited = undefined;
          onError(error);
        },
      );
      return action;
    };
  };
}
