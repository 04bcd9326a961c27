import type { Language } from '@annuaire/api';
import type { RootState } from '../app/store';

// What a server-rendered page carries for the browser (entry-server.tsx writes it, main.tsx reads it): the store's
// state as the server rendered it (the language, the search filters, the carousels, the page layer's cache of the data
// the page shows: data/pageData.ts). It travels as JSON in a <script type="application/json"> (no inline script runs: the CSP allows none).

export const PAYLOAD_ELEMENT_ID = '__PRELOADED_STATE__';

export type PreloadedState = Pick<RootState, 'language' | 'filters' | 'carousels' | 'pageData' | 'directoryApi'>;

export interface ServerPayload {
  state: PreloadedState;
}

/** The payload of a server-rendered page; undefined on a page the browser renders alone. */
export function readServerPayload(doc: Document): ServerPayload | undefined {
  const element = doc.getElementById(PAYLOAD_ELEMENT_ID);
  if (element?.textContent == null || element.textContent === '') return undefined;
  return JSON.parse(element.textContent) as ServerPayload;
}

/** The language the server renders in (spec public §1: French by default): a cookie the switcher writes. */
const LANGUAGE_COOKIE = 'lang';

export function writeLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** True when the visitor chose the page's language explicitly (the cookie, or `?lang=` in the address). */
export function languageChosen(doc: Document): boolean {
  return doc.cookie.split(/;\s*/).some((part) => part.startsWith(`${LANGUAGE_COOKIE}=`)) || new URLSearchParams(doc.location.search).has('lang');
}
