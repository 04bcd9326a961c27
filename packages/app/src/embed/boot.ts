import { createDirectoryCore, createMemoryTokenStore, DEFAULT_LANGUAGE, type FetchFunction } from '@annuaire/api';
import { embedRoute } from '../app/routeTable';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { loadArea, loadMessages } from '../i18n/messages';
import type { PreloadedState } from '../ssr/payload';
import type { Language } from '../state/language/languageSlice';

export interface EmbedBootOptions {
  /** A server-rendered frame's state (ssr/payload.ts): the store starts from it, in the chamber's language. */
  preloaded?: PreloadedState;
  baseUrl?: string;
  fetch?: FetchFunction;
}

export interface EmbedBooted {
  store: AppStore;
  /** The state the server rendered: what a server-rendered frame hydrates against. */
  serverState: RootState;
}

/** The language's texts for the frame (its core and the member details' area): French when they cannot be fetched. */
export async function loadEmbedTexts(language: Language): Promise<Language> {
  const area = embedRoute.messages;
  try {
    await Promise.all([loadMessages(language), area ? loadArea(area, language) : undefined]);
    return language;
  } catch (error) {
    console.error(`The ${language} messages could not be loaded; starting in French`, error);
    if (area) await loadArea(area, DEFAULT_LANGUAGE);
    return DEFAULT_LANGUAGE;
  }
}

/**
 * The store of the directory embedded on a chamber's site, over the real client with a token store in memory: no
 * session (the portal's token is neither read nor sent, even to a visitor signed in on the portal), nothing read from
 * or written to the visitor's browser (no storage, no cookie: a browser that blocks a framed document's storage throws
 * at the first read of localStorage). The language is the chamber's (its options, EmbedDirectoryContainer), never
 * written back.
 */
export async function bootEmbed({ preloaded, baseUrl = '', fetch }: EmbedBootOptions = {}): Promise<EmbedBooted> {
  const language = await loadEmbedTexts(preloaded?.language.current ?? DEFAULT_LANGUAGE);
  const holder: { store?: AppStore } = {};
  const client = createDirectoryCore({
    baseUrl,
    tokens: createMemoryTokenStore(),
    fetch,
    language: () => holder.store?.getState().language.current ?? language,
  });
  const store = makeStore({ client }, { ...preloaded, language: { current: language } });
  holder.store = store;
  return { store, serverState: store.getState() };
}
