import { createDirectoryClient, createMemoryTokenStore, type TokenStore } from '@annuaire/api';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { makeStore, type RootState } from '../app/store';
import { AppProviders } from '../app/AppProviders';
import { TEST_ORIGIN } from './server';

export interface ProvidersOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  /** Where the memory router starts. */
  route?: string;
  tokens?: TokenStore;
  /** Carousel timers run only when a test asks for them (they are frozen by default). */
  timers?: 'paused' | 'running';
}

/** Renders with the real store, the real client (on MSW), the kit's provider and a memory router. */
export function renderWithProviders(ui: ReactElement, { preloadedState, route = '/', tokens = createMemoryTokenStore(), timers = 'paused', ...options }: ProvidersOptions = {}) {
  const store = makeStore(
    { client: createDirectoryClient({ baseUrl: TEST_ORIGIN, tokens, language: () => store.getState().language.current }) },
    preloadedState,
  );
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
