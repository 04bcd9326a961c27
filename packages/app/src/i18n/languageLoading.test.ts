import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { languageChanged, languageReducer, type Language } from '../state/language/languageSlice';
import { languageLoading } from './languageLoading';

/** A store with the language slice and the middleware over a fake loader whose loads the test settles by hand. */
function storeWithLoader(alreadyLoaded: Language[] = ['fr']) {
  const loaded = new Set<Language>(alreadyLoaded);
  const loads: Array<{ language: Language; resolve: () => void; reject: (error: Error) => void }> = [];
  const onError = vi.fn();
  const load = (language: Language) =>
    new Promise<void>((resolve, reject) => {
      loads.push({ language, resolve: () => (loaded.add(language), resolve()), reject });
    });
  const store = configureStore({
    reducer: { language: languageReducer },
    middleware: (getDefault) => getDefault().prepend(languageLoading({ isLoaded: (language) => loaded.has(language), load, onError })),
  });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { store, loads, onError, settled };
}

describe('choosing a language waits for its messages', () => {
  describe('given English not loaded yet', () => {
    it('the store stays in French while English loads, then switches', async () => {
      const { store, loads, settled } = storeWithLoader();
      store.dispatch(languageChanged('en'));
      expect(store.getState().language.current).toBe('fr');
      expect(loads.map((load) => load.language)).toEqual(['en']);
      loads[0]?.resolve();
      await settled();
      expect(store.getState().language.current).toBe('en');
    });

    it('choosing French again while English loads keeps French when English arrives', async () => {
      const { store, loads, settled } = storeWithLoader();
      store.dispatch(languageChanged('en'));
      store.dispatch(languageChanged('fr'));
      loads[0]?.resolve();
      await settled();
      expect(store.getState().language.current).toBe('fr');
    });

    it('a failed load keeps the current language, is reported, and choosing again retries', async () => {
      const { store, loads, onError, settled } = storeWithLoader();
      store.dispatch(languageChanged('en'));
      loads[0]?.reject(new Error('chunk not reachable'));
      await settled();
      expect(store.getState().language.current).toBe('fr');
      expect(onError).toHaveBeenCalledWith(new Error('chunk not reachable'));
      store.dispatch(languageChanged('en'));
      loads[1]?.resolve();
      await settled();
      expect(store.getState().language.current).toBe('en');
    });
  });

  describe('given a language already loaded', () => {
    it('switches at once without loading', () => {
      const { store, loads } = storeWithLoader(['fr', 'en']);
      store.dispatch(languageChanged('en'));
      expect(store.getState().language.current).toBe('en');
      expect(loads).toEqual([]);
    });

    it('other actions pass through untouched', () => {
      const { store } = storeWithLoader();
      expect(store.dispatch({ type: 'other/action' })).toEqual({ type: 'other/action' });
    });
  });
});
