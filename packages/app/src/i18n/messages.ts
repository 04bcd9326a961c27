import { loadUiMessages, uiMessagesFr, type UiMessages } from '@annuaire/ui';
import { createIntl, createIntlCache, type IntlConfig } from 'react-intl';
import type { Language } from '../features/language/languageSlice';
import fr from './fr.json';

// The one place that owns "messages for a language": the kit's catalogue and the app's own, merged. French (the
// default) ships with the first screen; English is fetched when it is chosen or stored (DESIGN.md budgets: one
// language at a time in the initial JavaScript). The app's build turns every catalogue into react-intl ASTs
// (precompile.ts), so messages are strings in the tests and ASTs in the browser: react-intl takes both.

export type MessageId = keyof typeof fr;
export type Messages = UiMessages;

/** The app's ids after the kit's, so the app may override a kit text. */
function merge(kit: Messages, app: Messages): Messages {
  // Both halves are strings (tests) or both are ASTs (build); the spread's type only loses that pairing.
  return { ...kit, ...app } as Messages;
}

/** French, the default language: always loaded. */
export const frenchMessages = merge(uiMessagesFr, fr);

const loaders: Record<Language, () => Promise<Messages>> = {
  fr: () => Promise.resolve(frenchMessages),
  en: async () => {
    const [ui, app] = await Promise.all([loadUiMessages('en'), import('./en.json')]);
    return merge(ui, app.default);
  },
};

const loaded = new Map<Language, Messages>([['fr', frenchMessages]]);
const pending = new Map<Language, Promise<Messages>>();

/** The messages of a language once loaded (French always is). */
export function messagesFor(language: Language): Messages | undefined {
  return loaded.get(language);
}

/** Loads a language's messages once; concurrent callers share the request, a failed one may be retried. */
export function loadMessages(language: Language): Promise<Messages> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  const inFlight = pending.get(language);
  if (inFlight) return inFlight;
  const request = loaders[language]().then(
    (messages) => {
      loaded.set(language, messages);
      pending.delete(language);
      return messages;
    },
    (error: unknown) => {
      pending.delete(language);
      throw error;
    },
  );
  pending.set(language, request);
  return request;
}

/**
 * A missing id or a message that cannot be formatted stays visible (react-intl renders the id) and is logged, in
 * production too (react-intl's own handler is silent there).
 */
export const reportMessageError: NonNullable<IntlConfig['onError']> = (error) => {
  console.error(error);
};

/** A translate function bound to one language: ICU messages, `{name}` placeholders filled from `values`. */
export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

const cache = createIntlCache();

/**
 * For texts built outside React (validation schemas). The language's messages are loaded before the store switches
 * to it (languageLoading.ts); a language not loaded yet speaks French rather than ids.
 */
export function translator(language: Language): Translate {
  const messages = messagesFor(language);
  const intl = createIntl({ locale: messages ? language : 'fr', defaultLocale: 'fr', messages: messages ?? frenchMessages, onError: reportMessageError }, cache);
  return (id, values) => intl.formatMessage({ id }, values);
}
