import { createDirectoryClient, createMemoryTokenStore, type TokenStore } from '@annuaire/api';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/routes';
import { makeStore, type RootState } from '../app/store';
import { TEST_ORIGIN } from './server';

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
