import { createDirectoryClient, createMemoryTokenStore } from '@annuaire/api';
import { describe, expect, it, vi } from 'vitest';
import { company } from '../testing/fixtures';
import { TEST_ORIGIN, api, server } from '../testing/server';
import { prefetchRouteData } from './prefetch';
import { makeStore } from './store';

function storeAndCalls() {
  const asked = vi.fn();
  server.use(
    api.get('/api/companies/{id}', ({ params, response }) => (asked(`company ${params.id}`), response(200).json(company({ id: Number(params.id), name: 'Acme Conseil' })))),
    api.get('/api/companies/{id}/schedules', ({ params, response }) => (asked(`schedules ${params.id}`), response(200).json([]))),
  );
  const store = makeStore({ client: createDirectoryClient({ baseUrl: TEST_ORIGIN, tokens: createMemoryTokenStore(), language: () => 'fr' }) });
  return { store, asked };
}

describe('data of the landing page asked while the app boots', () => {
  it('a member page asks for its details and schedules, and the page finds them in the cache', async () => {
    const { store, asked } = storeAndCalls();
    prefetchRouteData(store, '/membre/12');
    await vi.waitFor(() => expect(asked.mock.calls.map(([call]) => call).sort()).toEqual(['company 12', 'schedules 12']));
    await vi.waitFor(() => expect(store.getState().directoryApi.queries['memberDetails(12)']?.status).toBe('fulfilled'));
  });

  it('other pages, and a member path without a number, ask for nothing', async () => {
    const { store, asked } = storeAndCalls();
    for (const path of ['/', '/membres', '/membre/abc', '/actualites', '/membre/12/extra']) prefetchRouteData(store, path);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).not.toHaveBeenCalled();
  });
});
