import { createDirectoryClient, createMemoryTokenStore, type TokenStore } from '@annuaire/api';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/routes';
import { makeStore, type RootState } from '../app/store';
import { adminShellHandlers, signedInAdmin } from './adminSession';
import { server, TEST_ORIGIN } from './server';

export interface ProvidersOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  /** Where the memory router starts. */
  route?: string;
  tokens?: TokenStore;
  /** Carousel timers run only when a test asks for them (they are frozen by default). */
  timers?: 'paused' | 'running';
}

function testStore(preloadedState: Partial<RootState> | undefined, tokens: TokenStore) {
  const store = makeStore(
    { client: createDirectoryClient({ baseUrl: TEST_ORIGIN, tokens, language: () => store.getState().language.current }) },
    preloadedState,
  );
  return store;
}

/** Renders a screen with the real store, the real client (on MSW), the kit's provider and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, route = '/', tokens = createMemoryTokenStore(), timers = 'paused', ...options }: ProvidersOptions = {},
) {
  const store = testStore(preloadedState, tokens);
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders store={store} timersPaused={timers === 'paused'}>
        {ui}
      </AppProviders>
    </MemoryRouter>,
    options,
  );
  return { store, tokens, ...result };
}

/** Renders the whole app at a path: the route table's routes (guards, pages loaded on demand with their texts). */
export function renderApp(route: string, options: Omit<ProvidersOptions, 'route'> = {}) {
  return renderWithProviders(<AppRoutes />, { ...options, route });
}

/** The signed-in user a container test starts with; an administrator's user record and chambers are answered too. */
type TestSession = 'chamberAdmin' | 'networkAdmin';

interface ContainerOptions extends ProvidersOptions {
  /** The route pattern the container is mounted at, for a container that reads the route's parameters. */
  path?: string;
  session?: TestSession;
}

/**
 * Renders one container (not the route table) at a route: its session in the store, its route's parameters from
 * `path`, and a /login beside it so a redirect there can be seen.
 */
export function renderContainer(ui: ReactElement, { path = '*', session, preloadedState, ...options }: ContainerOptions = {}) {
  if (session !== undefined) {
    const [profil, chamber] = session === 'networkAdmin' ? (['ADMIN_RESEAU', null] as const) : (['ADMIN_AMCHAM', 1] as const);
    // The session's user record and chambers answer unless the test declared its own: its handlers stay in front.
    const declared = server.listHandlers();
    adminShellHandlers(profil, chamber);
    server.use(...declared);
    preloadedState = { ...signedInAdmin(profil, chamber), ...preloadedState };
  }
  return renderWithProviders(
    <Routes>
      <Route path={path} element={ui} />
      <Route path="/login" element={<h1>Page de connexion</h1>} />
    </Routes>,
    { ...options, preloadedState },
  );
}
