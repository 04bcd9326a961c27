import { useEffect, useSyncExternalStore } from 'react';
import type { Language } from '../state/language/languageSlice';
import { frenchMessages, loadMessages, messagesFor, messagesVersion, subscribeToMessages, type Messages } from './messages';

export interface ShownMessages {
  locale: Language;
  messages: Messages;
}

/**
 * The messages to show for the store's language, following areas as they arrive. The store switches language only
 * once its messages are loaded (languageLoading.ts); a state that starts in a language not loaded yet shows French
 * until it arrives, never ids.
 */
export function useMessages(language: Language): ShownMessages {
  // The server render (and the hydration that follows it) reads the same version: the messages are loaded before.
  useSyncExternalStore(subscribeToMessages, messagesVersion, messagesVersion);
  const messages = messagesFor(language);
  const missing = messages === undefined;
  useEffect(() => {
    if (!missing) return;
    loadMessages(language).catch((error: unknown) => console.error('The messages of the chosen language could not be loaded', error));
  }, [language, missing]);
  return messages ? { locale: language, messages } : { locale: 'fr', messages: frenchMessages };
}
