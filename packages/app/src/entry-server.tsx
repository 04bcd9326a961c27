import { createDirectoryCore, createMemoryTokenStore, type FetchFunction, type Language } from '@annuaire/api';
import { renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, preparePage } from './app/routes';
import { routeTable, type RouteEntry, type RoutePrefetch } from './app/routeTable';
import { makeStore, type AppStore, type RootState } from './app/store';
import { carouselFeedsApi } from './data/carouselFeeds';
import { memberDetailsApi } from './features/memberDetails/memberDetailsApi';
import { loadMessages } from './i18n/messages';
import { membersSearchFromQuery } from './shared/membersAddress';
import { initialFiltersState } from './state/filters/filtersSlice';
import { buildHead } from './ssr/head';
import { payloadScript, renderSettled } from './ssr/renderPasses';

export { renderEmbed } from './embed/render';

// The server's render of the public pages, built by `vite build --ssr` into dist/server and loaded by the
// directory service: the same store, routes, containers and kit screens as the browser, over the same api client whose
// fetch the service answers itself (no network). The page's queries start while it renders (the page layer,
// data/pageData.ts, which the server-rendered pages read through); the render is repeated once their answers are in the
// store, until it asks for nothing new. The browser then hydrates
// from the state serialised into the page (ssr/payload.ts). Always the anonymous page: the session is the browser's.

/**
 * The portal's pages the server renders: the route table's `serverRendered` ones; every other path is the browser's.
 * A page of another entry (the embedded directory) has its own render (renderEmbed, embed/render.tsx).
 */
const serverRoutes = routeTable.filter((entry) => entry.serverRendered === true && entry.entry === undefined);

/**
 * The data the route table's `prefetch` names, asked for before the first pass so that one render is enough: a member
 * page asks for its details, then for similar members and ratings, all asked for together here.
 */
const serverPrefetchers: Record<RoutePrefetch, (params: Record<string, string | undefined>, store: AppStore) => Promise<unknown>[]> = {
  member: (params, store) => {
    const memberId = memberIdOf(params);
    return memberId === null
      ? []
      : [
          store.dispatch(memberDetailsApi.endpoints.memberDetails.initiate(memberId)),
          store.dispatch(memberDetailsApi.endpoints.similarMembers.initiate(memberId)),
          store.dispatch(carouselFeedsApi.endpoints.memberRatings.initiate(memberId)),
        ];
  },
};

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
   * started) counts as that visitor's search, so the service counts its search for each visitor it serves it to, and
   * no shared cache may keep it.
   */
  personal: boolean;
}

function routeOf(pathname: string): { route: RouteEntry; params: Record<string, string | undefined> } | undefined {
  for (const route of serverRoutes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}

/** Whether the server renders this path (the others get the app's shell): the directory service asks before render(). */
export function isServerRendered(pathname: string): boolean {
  return routeOf(pathname) !== undefined;
}

function memberIdOf(params: Record<string, string | undefined>): number | null {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function renderOnce(store: AppStore, snapshot: RootState, url: string): string {
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
  const filters = route.query === 'membersSearch' ? { ...initialFiltersState, members: membersSearchFromQuery(address.searchParams) } : initialFiltersState;
  const store = makeStore({ client }, { language: { current: language }, filters });

  // The page's code and texts first, and its data: nothing suspends in the render (it is synchronous: a suspended
  // boundary would be sent as its fallback for the browser to fill, and a reader without JavaScript would miss it).
  await Promise.all([preparePage(address.pathname, language), ...(route.prefetch ? serverPrefetchers[route.prefetch](params, store) : [])]);

  const { body, state } = await renderSettled(store, address.pathname, (snapshot) => renderOnce(store, snapshot, `${address.pathname}${address.search}`));
  const memberId = route.prefetch === 'member' ? memberIdOf(params) : null;
  const member = memberId === null ? undefined : memberDetailsApi.endpoints.memberDetails.select(memberId)(state);
  const company = member?.data?.company;
  const notFound = route.prefetch === 'member' && company === undefined;

  const lang = new URLSearchParams(address.search);
  lang.delete('lang');
  const query = lang.toString();
  const meta = route.meta;
  if (!meta) throw new Error(`The route table gives the server-rendered ${route.path} no title`);
  const texts = notFound && meta.unnamed ? meta.unnamed : meta;
  const head = buildHead({
    language,
    origin,
    address: `${address.pathname}${query === '' ? '' : `?${query}`}`,
    titleId: texts.title,
    descriptionId: texts.description,
    values: company ? { name: company.name } : undefined,
    company,
    schedules: member?.data?.schedules,
  });

  return {
    status: notFound ? 404 : 200,
    language,
    head: head.tags,
    body,
    payload: payloadScript(state),
    personal: filters.members.searchActive && filters.members.page === 0,
  };
}
