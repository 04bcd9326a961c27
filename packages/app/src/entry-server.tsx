import { createDirectoryCore, createMemoryTokenStore, type FetchFunction, type Language } from '@annuaire/api';
import { renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, preparePage } from './app/routes';
import { makeStore, type AppStore, type RootState } from './app/store';
import { carouselFeedsApi } from './data/carouselFeeds';
import { directoryApi } from './data/directoryApi';
import { memberDetailsApi } from './features/memberDetails/memberDetailsApi';
import { loadMessages, type MessageId } from './i18n/messages';
import { membersSearchFromQuery } from './shared/membersAddress';
import { initialFiltersState } from './state/filters/filtersSlice';
import { buildHead, scriptJson } from './ssr/head';
import { PAYLOAD_ELEMENT_ID, type ServerPayload } from './ssr/payload';

// The server's render of the public pages, built by `vite build --ssr` into dist/server and loaded by the
// directory service: the same store, routes, containers and kit screens as the browser, over the same api client whose
// fetch the service answers itself (no network). The page's queries start while it renders (directoryApi.ts); the
// render is repeated once their answers are in the store, until it asks for nothing new. The browser then hydrates
// from the state serialised into the page (ssr/payload.ts). Always the anonymous page: the session is the browser's.

interface ServerRoute {
  path: string;
  titleId: MessageId;
  descriptionId: MessageId;
}

/** The public pages the server renders; every other path is the browser's (the member and admin areas). */
const SERVER_ROUTES: readonly ServerRoute[] = [
  { path: '/', titleId: 'app.page.home.title', descriptionId: 'app.page.home.description' },
  { path: '/accueil', titleId: 'app.page.home.title', descriptionId: 'app.page.home.description' },
  { path: '/membres', titleId: 'app.page.members.title', descriptionId: 'app.page.members.description' },
  { path: '/membre/:id', titleId: 'app.page.member.title', descriptionId: 'app.page.member.description' },
  { path: '/actualites', titleId: 'app.page.news.title', descriptionId: 'app.page.news.description' },
];

const MAX_PASSES = 4;

export interface ServerRenderRequest {
  /** Path and query of the page ('/membres?country=2'), `lang` already read by the caller. */
  url: string;
  language: Language;
  /** The site's public origin (PUBLIC_URL): canonical addresses and JSON-LD. */
  origin: string;
  /** Answers the api client's requests (the service's own routes, in process). */
  fetch: FetchFunction;
}

export interface ServerRendered {
  status: 200 | 404;
  language: Language;
  /** Tags for the head (title first). */
  head: string;
  /** The inside of #root. */
  body: string;
  /** The payload <script> to put before the app's module script. */
  payload: string;
  /**
   * A visit the statistics count: the first page of a members search (a GET of its form, e.g. before the app has
   * started) counts as that visitor's search, so the service renders it for each visitor and caches it nowhere.
   */
  personal: boolean;
}

function routeOf(pathname: string): { route: ServerRoute; params: Record<string, string | undefined> } | undefined {
  for (const route of SERVER_ROUTES) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}

/** Whether the server renders this path (the others get the app's shell). */
export function isServerRendered(pathname: string): boolean {
  return routeOf(pathname) !== undefined;
}

function memberIdOf(params: Record<string, string | undefined>): number | null {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function renderOnce(store: AppStore, snapshot: RootState, url: string): string {
  // Synchronous (cheaper than a prerender to a stream, the same HTML): the page's code and data are in before the
  // render (render() below), so nothing suspends. A part that suspended or failed would be sent as its fallback for
  // the browser to render (React gives no cause here; the warning below names the page).
  return renderToString(
    <StaticRouter location={url}>
      <AppProviders store={store} serverState={snapshot}>
        <AppRoutes />
      </AppProviders>
    </StaticRouter>,
  );
}

export async function render({ url, language, origin, fetch }: ServerRenderRequest): Promise<ServerRendered | undefined> {
  const address = new URL(url, 'http://page.invalid');
  const matched = routeOf(address.pathname);
  if (!matched) return undefined;
  const { route, params } = matched;

  await loadMessages(language);
  const client = createDirectoryCore({ baseUrl: origin, tokens: createMemoryTokenStore(), fetch, language: () => language });
  const filters = address.pathname === '/membres' ? { ...initialFiltersState, members: membersSearchFromQuery(address.searchParams) } : initialFiltersState;
  const store = makeStore({ client }, { language: { current: language }, filters });

  // The page's code and texts first: nothing suspends in the render (it is synchronous: a suspended boundary would be
  // sent as its fallback for the browser to fill, and a reader without JavaScript would miss it). A member page asks
  // for its details, then for similar members and ratings: asked for together here, so one render is enough.
  const memberId = route.path === '/membre/:id' ? memberIdOf(params) : null;
  await Promise.all([
    preparePage(address.pathname, language),
    ...(memberId === null
      ? []
      : [
          store.dispatch(memberDetailsApi.endpoints.memberDetails.initiate(memberId)),
          store.dispatch(memberDetailsApi.endpoints.similarMembers.initiate(memberId)),
          store.dispatch(carouselFeedsApi.endpoints.memberRatings.initiate(memberId)),
        ]),
  ]);

  // Each pass renders one state (react-redux's serverState: what the hooks dispatch while rendering does not change
  // what this pass shows, e.g. RTK Query asking again for an answer that failed) and that state is what the browser
  // hydrates from. A pass that starts no new query is the page.
  let body = '';
  let snapshot = store.getState();
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    snapshot = store.getState();
    const known = new Set(Object.keys(snapshot.directoryApi.queries));
    body = renderOnce(store, snapshot, `${address.pathname}${address.search}`);
    const started = Object.keys(store.getState().directoryApi.queries).filter((key) => !known.has(key));
    await Promise.all(store.dispatch(directoryApi.util.getRunningQueriesThunk()));
    if (started.length === 0) break;
  }
  if (body.includes('<!--$!-->')) console.warn(`server render of ${address.pathname}: a part suspended or failed and is left to the browser`);

  const state = snapshot;
  const member = memberId === null ? undefined : memberDetailsApi.endpoints.memberDetails.select(memberId)(state);
  const company = member?.data?.company;
  const notFound = route.path === '/membre/:id' && company === undefined;

  const lang = new URLSearchParams(address.search);
  lang.delete('lang');
  const query = lang.toString();
  const head = buildHead({
    language,
    origin,
    address: `${address.pathname}${query === '' ? '' : `?${query}`}`,
    titleId: company ? route.titleId : notFound ? 'app.page.memberLoading.title' : route.titleId,
    descriptionId: company ? route.descriptionId : notFound ? 'app.page.memberLoading.description' : route.descriptionId,
    values: company ? { name: company.name } : undefined,
    company,
    schedules: member?.data?.schedules,
  });

  const { session: _session, ...rendered } = state;
  const payload: ServerPayload = {
    state: { ...rendered, directoryApi: { ...rendered.directoryApi, mutations: {}, subscriptions: {} } },
  };
  return {
    status: notFound ? 404 : 200,
    language,
    head: head.tags,
    body,
    payload: `<script type="application/json" id="${PAYLOAD_ELEMENT_ID}">${scriptJson(payload)}</script>`,
    personal: filters.members.searchActive && filters.members.page === 0,
  };
}
