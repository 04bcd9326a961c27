import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createDirectoryClient, createMemoryTokenStore } from '@annuaire/api';
import { makeStore } from '../app/store';
import { languageChanged } from '../state/language/languageSlice';
import { api, server, TEST_ORIGIN } from '../testing/server';
import { referenceApi, sectorLabel } from './reference';

function storeOnTestServer() {
  const store = makeStore({
    client: createDirectoryClient({ baseUrl: TEST_ORIGIN, tokens: createMemoryTokenStore(), language: () => store.getState().language.current }),
  });
  return store;
}

describe('reference data over the real client', () => {
  describe('given the service answers', () => {
    it('gives the countries as the contract shapes them', async () => {
      server.use(api.get('/api/countries', ({ response }) => response(200).json([{ id: 1, name: 'France', icon: '🇫🇷' }])));
      const store = storeOnTestServer();
      const result = await store.dispatch(referenceApi.endpoints.countries.initiate());
      expect(result.data).toEqual([{ id: 1, name: 'France', icon: '🇫🇷' }]);
    });
  });
  describe('given the service fails', () => {
    it('gives the catalogue message in the current language', async () => {
      server.use(api.get('/api/countries', () => HttpResponse.json({ message: 'boom', status: 500, error: 'Internal Server Error' }, { status: 500 })));
      const store = storeOnTestServer();
      store.dispatch(languageChanged('en'));
      // The store switches once the English messages have loaded (i18n/languageLoading.ts).
      await vi.waitFor(() => expect(store.getState().language.current).toBe('en'));
      const result = await store.dispatch(referenceApi.endpoints.countries.initiate());
      expect(result.error).toEqual({ message: 'Internal server error', status: 500, error: 'Internal Server Error' });
    });
  });
  it('labels a sector in the interface language', () => {
    expect(sectorLabel({ nameFr: 'Santé', nameEn: 'Health' }, 'fr')).toBe('Santé');
    expect(sectorLabel({ nameFr: 'Santé', nameEn: 'Health' }, 'en')).toBe('Health');
  });
});
