import { describe, expect, it, vi } from 'vitest';
import { createDirectoryClient, createMemoryTokenStore } from '@annuaire/api';
import { TEST_ORIGIN } from '../testing/server';

describe('the store', () => {
  describe("given a store made before RTK Query's module has loaded (a visitor's first page, then the member space)", () => {
    it('has RTK Query state and middleware as soon as the module loads, before any other action', async () => {
      vi.resetModules();
      const { makeStore } = await import('./store');
      const store = makeStore({ client: createDirectoryClient({ baseUrl: TEST_ORIGIN, tokens: createMemoryTokenStore(), language: () => 'fr' }) });
      expect(store.getState().directoryApi).toBeUndefined();

      const { directoryApi } = await import('../data/directoryApi');
      expect(store.getState().directoryApi?.config.middlewareRegistered).toBe(true);

      const probe = directoryApi.injectEndpoints({
        endpoints: (build) => ({ storeTestProbe: build.query<string, void>({ query: () => () => Promise.resolve({ data: 'réponse' }) }) }),
      });
      expect((await store.dispatch(probe.endpoints.storeTestProbe.initiate())).data).toBe('réponse');
    });
  });
});
