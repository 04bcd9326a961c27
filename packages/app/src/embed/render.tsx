import { createDirectoryCore, createMemoryTokenStore, DEFAULT_LANGUAGE, type FetchFunction, type Language } from '@annuaire/api';
import { renderToString } from 'react-dom/server';
import { embedRoute } from '../app/routeTable';
import { makeStore } from '../app/store';
import type { ServerRendered } from '../entry-server';
import { embedApi } from '../features/embed/embedApi';
import { pageTitleTags } from '../ssr/head';
import { payloadScript, renderSettled } from '../ssr/renderPasses';
import { languageChanged } from '../state/language/languageSlice';
import { loadEmbedTexts } from './boot';
import { EmbedApp } from './EmbedApp';

// The service's render of the embedded directory (exported by entry-server.tsx, the app's server bundle): the same
// store, container and kit screen as the frame's own entry (main.tsx here), with the chamber's first members, in the
// chamber's language. The service places it in the built embed.html and the browser hydrates it from its state.

interface EmbedRenderRequest {
  /** The chamber of the address (/embed/:chamberId), which the service has checked. */
  chamberId: number;
  /** Path and query of the frame's page ('/embed/1?membre=3'). */
  url: string;
  /** The site's public origin (PUBLIC_URL). */
  origin: string;
  /** Answers the api client's requests (the service's own routes, in process). */
  fetch: FetchFunction;
}

/**
 * The frame's page with its first results, or undefined when the chamber's options cannot be read (the service then
 * sends the page the browser renders alone). Rendered for each visitor and kept nowhere (`personal`): its first page
 * is a search the chamber's statistics count as that visitor's (source 'embed').
 */
export async function renderEmbed({ chamberId, url, origin, fetch }: EmbedRenderRequest): Promise<ServerRendered | undefined> {
  const address = new URL(url, 'http://page.invalid');
  let language: Language = DEFAULT_LANGUAGE;
  const client = createDirectoryCore({ baseUrl: origin, tokens: createMemoryTokenStore(), fetch, language: () => language });
  const store = makeStore({ client }, { language: { current: language } });

  // The chamber's options first: they give the frame's language (never the visitor's portal choice).
  const options = await store.dispatch(embedApi.endpoints.embedOptions.initiate(chamberId));
  if (!options.data) return undefined;
  language = await loadEmbedTexts(options.data.language);
  // its texts are loaded: the store takes the language at once (i18n/languageLoading.ts)
  store.dispatch(languageChanged(language));

  const { body, state } = await renderSettled(store, address.pathname, (snapshot) =>
    renderToString(<EmbedApp store={store} serverState={snapshot} chamberId={chamberId} search={address.search} />),
  );
  return {
    status: 200,
    language,
    head: pageTitleTags(language, embedRoute.meta.title, embedRoute.meta.description),
    body,
    payload: payloadScript(state),
    personal: true,
  };
}
