import type { AppStore, RootState } from '../app/store';
import { directoryApi } from '../data/directoryApi';
import { pageApi } from '../data/pageData';
import { scriptJson } from './head';
import { PAYLOAD_ELEMENT_ID, type ServerPayload } from './payload';

// The server's render of a page over the store (entry-server.tsx for the portal's pages, embed/render.tsx for the
// embedded directory): the page's queries start while it renders (the page layer, data/pageData.ts, and RTK Query for
// what the embedded directory still asks through it); the render is repeated once their answers are in the store, until
// it asks for nothing new. The browser then hydrates from the state serialised into
// the page (ssr/payload.ts).

const MAX_PASSES = 4;

/**
 * React writes the page's <title> and meta description (shared/PageHead.tsx) before the markup when it renders no
 * <head>; the head has them from the server's own (the same texts, which the browser's render then takes over), so
 * they leave the body. Other tags React puts there stay.
 */
function withoutPageHead(markup: string): string {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;
  let rest = markup;
  let kept = '';
  for (let tag = hoisted.exec(rest); tag !== null; tag = hoisted.exec(rest)) {
    const [text] = tag;
    if (!text.startsWith('<title>') && !text.startsWith('<meta name="description"')) kept += text;
    rest = rest.slice(text.length);
  }
  return kept + rest;
}

/** The requests a state holds: the page layer's, and RTK Query's when a part of the page asks through it. */
function queryKeys(state: RootState): string[] {
  return [...Object.keys(state.pageData), ...Object.keys(state.directoryApi?.queries ?? {}).map((key) => `directoryApi:${key}`)];
}

/**
 * Renders the page until a pass starts no new query: each pass renders one state (react-redux's serverState: what the
 * hooks dispatch while rendering does not change what this pass shows, e.g. RTK Query asking again for an answer that
 * failed), and that state is what the browser hydrates from. `renderOnce` renders synchronously (cheaper than a
 * prerender to a stream, the same HTML): the page's code and data are in before, so nothing suspends; a part that
 * suspended or failed would be sent as its fallback for the browser to render (the warning names the page).
 */
export async function renderSettled(store: AppStore, page: string, renderOnce: (snapshot: RootState) => string): Promise<{ body: string; state: RootState }> {
  let body = '';
  let snapshot = store.getState();
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    snapshot = store.getState();
    const known = new Set(queryKeys(snapshot));
    body = withoutPageHead(renderOnce(snapshot));
    const started = queryKeys(store.getState()).filter((key) => !known.has(key));
    await Promise.all([...store.dispatch(pageApi.util.runningQueries()), ...store.dispatch(directoryApi.util.getRunningQueriesThunk())]);
    if (started.length === 0) break;
  }
  if (body.includes('<!--$!-->')) console.warn(`server render of ${page}: a part suspended or failed and is left to the browser`);
  return { body, state: snapshot };
}

/** The <script> carrying the state the page was rendered with (the session is the browser's: never in it). */
export function payloadScript(state: RootState): string {
  const { language, filters, carousels, pageData, directoryApi: asked } = state;
  const payload: ServerPayload = {
    state: {
      language,
      filters,
      carousels,
      pageData,
      // RTK Query's answers only when the page asked through it (the embedded directory): none on the portal's pages
      ...(asked && Object.keys(asked.queries).length > 0 ? { directoryApi: { ...asked, mutations: {}, subscriptions: {} } } : {}),
    },
  };
  return `<script type="application/json" id="${PAYLOAD_ELEMENT_ID}">${scriptJson(payload)}</script>`;
}
