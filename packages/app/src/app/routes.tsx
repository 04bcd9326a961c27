import { lazy, Suspense, useEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, useParams, useRoutes, type Params, type RouteObject } from 'react-router';
import { memberDetailsApi } from '../features/memberDetails/memberDetailsApi';
import { MembersContainer } from '../features/members/MembersContainer';
import { areaLoaded, loadArea } from '../i18n/messages';
import { loadDeferredParts } from '../shared/deferred';
import { RouteMetaContext } from '../shared/PageHead';
import { adminAccess, memberAccess } from '../state/session/guards';
import { renewSession } from '../state/session/renewSession';
import { canRenew, isExpiringSoon } from '../state/session/sessionSlice';
import type { LoginLocationState } from '../shared/loginRedirect';
import { useAppDispatch, useAppSelector, useAppStore } from './hooks';
import { RootLayout } from './RootLayout';
import { FALLBACK_PATH, groupLayouts, pageModule, routeTable, type Access, type RouteEntry, type RouteMessages, type RoutePrefetch } from './routeTable';
import type { AppStore } from './store';
import type { Language } from '../state/language/languageSlice';
import { ChunkBoundary } from '../shared/ChunkBoundary';

// The router built from the route table (routeTable.ts): per path its chunk and texts (loaded together), the data
// it asks for as soon as it is matched, and per access group the guard and the group's frame. A page that is an
// application of its own (its `entry`: the embedded directory) is not the portal's: the service serves its HTML.
//
// Declarative routes (useRoutes) rather than react-router's data router: createBrowserRouter brings the data
// router's state machine into the initial JavaScript of every public page (enough to exceed DESIGN.md's 150 KB budget),
// for loaders this app does not need: its data lives in the store (the page layer, data/pageData.ts), asked for here.

export interface PageModule {
  Component: ComponentType;
}

/** The portal's pages: every route but those of another entry. */
const portalRoutes = routeTable.filter((entry) => entry.entry === undefined);

// The public page modules, each a chunk of its own (routeTable.ts's pageModule); the back-office's through
// adminPages.ts and the member space's through memberPages.ts, chunks of their own.
const pageModules = import.meta.glob<PageModule>('./pages/*.tsx');
// The eager pages of the route table, in the first chunk.
const eagerPages: Record<string, ComponentType> = { members: MembersContainer };

// The page modules already loaded: a page whose code and texts are there renders at once (no suspension), which the
// server's render needs (a suspended boundary would be completed by an inline script) and a hydration uses.
const loadedPages = new Map<string, PageModule>();

function importPage(page: string, access: Access): Promise<PageModule> {
  const missing = () => Promise.reject(new Error(`The route table names a page without a module: src/app/${pageModule(page, access)}`));
  const loaded = (module: PageModule) => {
    loadedPages.set(page, module);
    return module;
  };
  if (access === 'admin') return import('./adminPages').then(({ importAdminPage }) => importAdminPage(page)?.then(loaded) ?? missing());
  if (access === 'member') return import('./memberPages').then(({ importMemberPage }) => importMemberPage(page)?.then(loaded) ?? missing());
  const load = pageModules[`./${pageModule(page, access)}`];
  return load ? load().then(loaded) : missing();
}

/**
 * An answer React's lazy reads at once: it calls `then` and looks at the result before suspending, so a thenable
 * that calls back synchronously renders without suspending (a real Promise always calls back later).
 */
function settled<T>(value: T): Promise<T> {
  const thenable: PromiseLike<T> = { then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(value) : value) as never };
  return thenable as Promise<T>;
}

/**
 * The data a page needs (the route table's prefetch), asked for as soon as its route matches (in parallel with its
 * code), not once it has mounted. The page's own query then finds the request in flight or its answer in the cache.
 */
const prefetchers: Record<RoutePrefetch, (params: Params, store: AppStore) => void> = {
  member: (params, store) => {
    const id = Number(params.id);
    if (Number.isInteger(id) && id > 0) void store.dispatch(memberDetailsApi.endpoints.memberDetails.initiate(id));
  },
};

const decide = { member: memberAccess, admin: adminAccess } as const;

/** A page loaded on demand: its module and the texts of its area in the language shown, together. */
function lazyPage(store: AppStore, page: string, access: Access, messages: RouteMessages | undefined) {
  return lazy(() => {
    const language = store.getState().language.current;
    const ready = loadedPages.get(page);
    if (ready && (!messages || areaLoaded(messages, language))) return settled({ default: ready.Component });
    return Promise.all([importPage(page, access), messages ? loadArea(messages, language) : undefined]).then(([module]) => ({
      default: module.Component,
    }));
  });
}

/**
 * A route's page: asks for its data when matched, renders it (its code may still be on its way) with its entry's
 * title and meta for its PageHead.
 */
function RoutePage({ entry, Page }: { entry: RouteEntry; Page: ComponentType }) {
  const store = useAppStore();
  const params = useParams();
  const { pathname } = useLocation();
  const { prefetch } = entry;
  useEffect(() => {
    if (prefetch) prefetchers[prefetch](params, store);
    // One request per page reached: the params are those of the path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefetch, pathname, store]);
  return (
    <RouteMetaContext value={entry.meta}>
      <ChunkBoundary>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </ChunkBoundary>
    </RouteMetaContext>
  );
}

/**
 * An access group's guard (spec public §4, §6; admin §2, §6): a visitor without the access goes to /login, told
 * where it came from and why (an expired session, a page for administrators). An access token that has run out, or
 * runs out within 5 minutes, is renewed on the way (the page stays; its calls wait for the shared refresh): only a
 * refused refresh ends the session. Decided at each render, as the token's expiry depends on the time.
 */
function Guard({ access, children }: { access: Exclude<Access, 'public'>; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const session = useAppSelector((state) => state.session);
  const { pathname, search } = useLocation();
  const decision = decide[access](session);
  const renew = decision === 'allow' && canRenew(session) && isExpiringSoon(session);
  // The tokens a renewal gave: one that still looks close to its end is the device's clock running ahead of the
  // service's, and renewing it again would loop (the service's 401 says when it really has run out).
  const renewed = useRef(new Set<string>());
  useEffect(() => {
    if (!renew || session.token === null || renewed.current.has(session.token)) return;
    void dispatch(renewSession()).then((renewedNow) => {
      const token = renewedNow ? store.getState().session.token : null;
      if (token !== null) renewed.current.add(token);
    });
  }, [dispatch, renew, pathname, session.token, store]);
  if (decision === 'allow') return children;
  // After a deliberate sign-out the next sign-in (perhaps another person's) does not come back here.
  const state: LoginLocationState = session.signedOutByUser
    ? {}
    : { from: pathname + search, fromAccess: access, reason: decision === 'signIn' ? undefined : decision };
  return <Navigate to="/login" replace state={state} />;
}

function createRoutes(store: AppStore): RouteObject[] {
  const routeOf = (entry: RouteEntry): RouteObject => {
    if (entry.redirect) return { path: entry.path, element: <Navigate to={entry.redirect} replace /> };
    const Page = entry.eager ? eagerPages[entry.page] : lazyPage(store, entry.page, entry.access, entry.messages);
    if (!Page) throw new Error(`The route table names an eager page the router does not import: ${entry.page}`);
    return { path: entry.path, element: <RoutePage entry={entry} Page={Page} /> };
  };

  const groups = (['member', 'admin'] as const).flatMap((access): RouteObject[] => {
    const entries = portalRoutes.filter((entry) => entry.access === access);
    if (entries.length === 0) return [];
    const layout = groupLayouts[access];
    const Frame = layout ? lazyPage(store, layout.page, access, layout.messages) : Outlet;
    const element = (
      <Guard access={access}>
        <Suspense fallback={null}>
          <Frame />
        </Suspense>
      </Guard>
    );
    return [{ element, children: entries.map(routeOf) }];
  });

  return [
    {
      element: <RootLayout />,
      children: [
        ...portalRoutes.filter((entry) => entry.access === 'public').map(routeOf),
        ...groups,
        { path: '*', element: <Navigate to={FALLBACK_PATH} replace /> },
      ],
    },
  ];
}

/** The app's routes (DESIGN.md Routes, spec public §2.1), built once per store. */
export function AppRoutes() {
  const store = useAppStore();
  const routes = useMemo(() => createRoutes(store), [store]);
  return useRoutes(routes);
}

/**
 * The code and texts of the page at a path, and of its area's frame (the member space's, the back-office's), loaded:
 * then nothing suspends as it renders. The server renders a page once they are; the sign-in waits for them before it
 * leads to the space, which otherwise showed an empty page while they came. On the server, the code of the parts a
 * page defers too.
 */
export async function preparePage(pathname: string, language: Language): Promise<void> {
  const entry = matchRoutes(
    portalRoutes.map((route) => ({ path: route.path, route })),
    pathname,
  )?.at(-1)?.route.route;
  if (!entry || entry.eager || entry.redirect) return;
  const layout = groupLayouts[entry.access];
  await Promise.all([
    importPage(entry.page, entry.access),
    entry.messages ? loadArea(entry.messages, language) : undefined,
    layout ? importPage(layout.page, entry.access) : undefined,
    layout ? loadArea(layout.messages, language) : undefined,
  ]);
  // The server renders the parts a page defers (shared/deferred.tsx) in full; the browser hydrates them later.
  if (import.meta.env.SSR) await loadDeferredParts();
}

/**
 * Starts the landing page's code while the app boots, before the router renders: one round trip less before it
 * shows. A failure is left to the route, whose own import reports it.
 */
export function preloadPage(pathname: string): void {
  const entry = matchRoutes(
    portalRoutes.map((route) => ({ path: route.path, route })),
    pathname,
  )?.at(-1)?.route.route;
  if (!entry) return;
  if (!entry.eager) importPage(entry.page, entry.access).catch(() => undefined);
  const layout = groupLayouts[entry.access];
  if (layout) importPage(layout.page, entry.access).catch(() => undefined);
}
