import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import en from '../i18n/pwa/en.json';
import fr from '../i18n/pwa/fr.json';

// The installed app's own texts (offline copy, new version, a write refused offline) ship with the code that shows
// them, loaded after the page has started, not with the core catalogue every public page downloads first.
// Where those notices show is here too, for the parts of the app that show one (PwaNotices, ChunkBoundary).
const cache = createIntlCache();
const shapes = new Map<string, IntlShape>();

/** The installed app's texts in the page's language (French unless it is English). */
export function pwaIntl(locale: string): IntlShape {
  const language = locale.startsWith('en') ? 'en' : 'fr';
  let intl = shapes.get(language);
  if (!intl) {
    intl = createIntl({ locale: language, messages: language === 'en' ? en : fr }, cache);
    shapes.set(language, intl);
  }
  return intl;
}

/**
 * A write that never reached the service because the browser is offline: no answer (status 0), or a failure the form
 * was given without its error, while the browser says it is offline.
 */
export function refusedOffline(error: { status: number } | undefined): boolean {
  return (error === undefined || error.status === 0) && typeof navigator !== 'undefined' && !navigator.onLine;
}

/** Where the installed app's notices show: over the page, at the bottom of the window (PwaNotices, ChunkBoundary). */
export const NOTICES_PLACE = {
  position: 'fixed',
  insetInline: '1rem',
  bottom: '1rem',
  zIndex: 1000,
  display: 'grid',
  gap: '0.5rem',
  maxWidth: '40rem',
  marginInline: 'auto',
} as const;
