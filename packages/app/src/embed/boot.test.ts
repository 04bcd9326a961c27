import { LANGUAGE_STORAGE_KEY, REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@annuaire/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedApi } from '../features/embed/embedApi';
import { bootEmbed } from './boot';

const options = { language: 'fr', scope: 'chamber', sectorIds: [], accent: null, font: 'kit', perPage: 12, chamberName: 'AmCham', countryId: 1 };

describe('the embedded directory’s start', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  describe('given a visitor signed in on the portal (its session and language in the browser’s storage)', () => {
    it('reads nothing from the storage, writes nothing to it, and sends no token', async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, 'portal-token');
      localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'portal-refresh');
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
      const read = vi.spyOn(Storage.prototype, 'getItem');
      const written = vi.spyOn(Storage.prototype, 'setItem');
      const sent: Array<string | null> = [];
      const fetch = async (request: Request) => {
        sent.push(request.headers.get('authorization'));
        return new Response(JSON.stringify(options), { status: 200, headers: { 'content-type': 'application/json' } });
      };

      const { store } = await bootEmbed({ baseUrl: 'http://annuaire.test', fetch });
      const answer = await store.dispatch(embedApi.endpoints.embedOptions.initiate(1));

      expect(answer.data).toMatchObject({ chamberName: 'AmCham' });
      expect(sent).toEqual([null]);
      expect(read).not.toHaveBeenCalled();
      expect(written).not.toHaveBeenCalled();
      // the portal's session and language are still the portal's; the frame starts in French (its options say otherwise)
      expect(store.getState().session.status).toBe('signedOut');
      expect(store.getState().language.current).toBe('fr');
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('portal-token');
    });
  });

  describe('given the state the service rendered the frame with', () => {
    it('starts from it: its cached first page is there before any request', async () => {
      const fetch = vi.fn(async () => new Response(null, { status: 500 }));
      const { store: rendered } = await bootEmbed({ baseUrl: 'http://annuaire.test', fetch: async () => Response.json(options) });
      await rendered.dispatch(embedApi.endpoints.embedOptions.initiate(1));
      const { session: _session, ...state } = rendered.getState();

      const { store, serverState } = await bootEmbed({ preloaded: state, baseUrl: 'http://annuaire.test', fetch });

      // RTK Query's part of the state is there (the embed's endpoints loaded it); the store's type leaves it optional
      const selectOptions = embedApi.endpoints.embedOptions.select(1);
      expect(selectOptions(store.getState() as Parameters<typeof selectOptions>[0]).data).toMatchObject({ chamberName: 'AmCham' });
      expect(serverState).toEqual(store.getState());
      expect(fetch).not.toHaveBeenCalled();
    });
  });
});
