import { useEffect, useState } from 'react';
import type { Language } from '../features/language/languageSlice';
import { frenchMessages, loadMessages, messagesFor, type Messages } from './messages';

export interface ShownMessages {
  locale: Language;
  messages: Messages;
}

/**
 * The messages to show for the store's language. The store switches language only once its messages are loaded
 * (languageLoading.ts); a state that starts in a language not loaded yet shows French until it arrives, never ids.
 */
export function useMessages(language: Language): ShownMessages {
  const messages = messagesFor(language);
  const [, setArrived] = useState<Language>();
  useEffect(() => {
    if (messages) return;
    let current = true;
    loadMessages(language).then(
      () => current && setArrived(language),
      (error: unknown) => console.error('The messages of the chosen language could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [language, messages]);
  return messages ? { locale: language, messages } : { locale: 'fr', messages: frenchMessages };
}
