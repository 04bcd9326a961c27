import { loadUiMessages, uiMessagesFr, type UiArea, type UiMessages } from '@annuaire/ui';
import { createIntl, createIntlCache, type IntlConfig } from 'react-intl';
import type { Language } from '../state/language/languageSlice';
import type adminFr from './admin/fr.json';
import fr from './fr.json';
import type memberFr from './member/fr.json';

// The one place that owns "the messages of a language": the kit's catalogues and the app's own, merged. They are
// split by area like the screens (kit: core, home, memberDetails, login, member, admin; the app adds member and admin texts): the French
// core ships with the first screen; an area's texts load with its route (app/routes.tsx), in the language shown;
// another language loads, for every area in use, when it is chosen or stored (DESIGN.md budgets: one language, and
// only the texts of the screens reached, in the JavaScript a visitor downloads). The build turns every catalogue
// into react-intl ASTs (precompile.ts), so messages are strings in the tests and ASTs in the browser.

/** An id of the app's catalogues: the core's, or an area's (whose texts are there once its route has loaded them). */
export type MessageId = keyof typeof fr | keyof typeof memberFr | keyof typeof adminFr;
export type Messages = UiMessages;
export type MessageArea = UiArea;

/** The app's ids after the kit's, so the app may override a kit text. */
function merge(...parts: Messages[]): Messages {
  // All parts are strings (tests) or all are ASTs (build); the spread's type only loses that pairing.
  return Object.assign({}, ...parts) as Messages;
}

const NONE: Messages = {};
const catalogue = (load: Promise<{ default: Messages }>) => load.then((module) => module.default);
const appLoaders: Partial<Record<MessageArea, Record<Language, () => Promise<Messages>>>> = {
  core: { fr: () => Promise.resolve(fr), en: () => catalogue(import('./en.json')) },
  member: { fr: () => catalogue(import('./member/fr.json')), en: () => catalogue(import('./member/en.json')) },
  admin: { fr: () => catalogue(import('./admin/fr.json')), en: () => catalogue(import('./admin/en.json')) },
};

/** French, the default language: its core is always loaded. */
export const frenchMessages = merge(uiMessagesFr, fr);

const key = (language: Language, area: MessageArea) => `${language}:${area}`;
const parts = new Map<string, Messages>([[key('fr', 'core'), frenchMessages]]);
const pending = new Map<string, Promise<void>>();
/** The areas whose screens have been reached: a language switch loads their texts too. */
const inUse = new Set<MessageArea>(['core']);
const listeners = new Set<() => void>();
let version = 0;
const merged = new Map<Language, { version: number; messages: Messages }>();

function loadPart(language: Language, area: MessageArea): Promise<void> {
  const id = key(language, area);
  if (parts.has(id)) return Promise.resolve();
  const inFlight = pending.get(id);
  if (inFlight) return inFlight;
  const request = Promise.all([loadUiMessages(language, area), appLoaders[area]?.[language]() ?? Promise.resolve(NONE)]).then(
    ([kit, app]) => {
      parts.set(id, merge(kit, app));
      pending.delete(id);
      version += 1;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      pending.delete(id);
      throw error;
    },
  );
  pending.set(id, request);
  return request;
}

/** The messages of a language as loaded so far (its core and the areas in use that have arrived); undefined before its core. */
export function messagesFor(language: Language): Messages | undefined {
  if (!parts.has(key(language, 'core'))) return undefined;
  const cached = merged.get(language);
  if (cached?.version === version) return cached.messages;
  const loadedParts = [...inUse].map((area) => parts.get(key(language, area))).filter((part): part is Messages => part !== undefined);
  const messages = merge(...loadedParts);
  merged.set(language, { version, messages });
  return messages;
}

/** True once a language holds the texts of every area in use: only then does the store switch to it. */
export function isLoaded(language: Language): boolean {
  return [...inUse].every((area) => parts.has(key(language, area)));
}

const languageLoads = new Map<Language, Promise<Messages>>();

/** Loads a language for every area in use; concurrent callers share the request, a failed one may be retried. */
export function loadMessages(language: Language): Promise<Messages> {
  const inFlight = languageLoads.get(language);
  if (inFlight) return inFlight;
  const request = Promise.all([...inUse].map((area) => loadPart(language, area)))
    .then(() => messagesFor(language) ?? frenchMessages)
    .finally(() => languageLoads.delete(language));
  languageLoads.set(language, request);
  return request;
}

/** Whether an area's texts in a language are there (a page may then render without waiting for them). */
export function areaLoaded(area: MessageArea, language: Language): boolean {
  return parts.has(key(language, area));
}

/** An area's texts in a language, before its screens render (a route's lazy loading waits for it). */
export function loadArea(area: MessageArea, language: Language): Promise<void> {
  inUse.add(area);
  return loadPart(language, area);
}

/** Subscribes to arrivals of messages (React's useSyncExternalStore); gives the unsubscribe function. */
export function subscribeToMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function messagesVersion(): number {
  return version;
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
  const intl = createIntl(
    { locale: messages ? language : 'fr', defaultLocale: 'fr', messages: messages ?? frenchMessages, onError: reportMessageError },
    cache,
  );
  return (id, values) => intl.formatMessage({ id }, values);
}
