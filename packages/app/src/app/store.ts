// The store from Redux itself, not Redux Toolkit's configureStore: the first chunk imports nothing from Redux Toolkit's
// module (not even Redux's functions it re-exports), which RTK Query's lazy chunks use, and which brings immer and
// reselect into every chunk that imports it. What configureStore added here is below: the thunks' extra argument and
// the DevTools extension; its development-only checks of the state (the reducers are tested for immutability instead)
// and its batching of RTK Query's notifications are left out.
import {
  applyMiddleware,
  combineReducers,
  compose,
  legacy_createStore as createStore,
  type Middleware,
  type Reducer,
  type Store,
  type StoreEnhancer,
  type UnknownAction,
} from 'redux';
import type { ThunkDispatch } from '@reduxjs/toolkit';
import { carouselsReducer } from '../state/carousels/carouselsSlice';
import { filtersReducer } from '../state/filters/filtersSlice';
import { languageReducer } from '../state/language/languageSlice';
import { sessionReducer } from '../state/session/sessionSlice';
import { languageLoading } from '../i18n/languageLoading';
import { pageDataReducer } from '../data/pageData';
import type { AppExtra } from '../data/serviceCall';
import type { directoryApi } from '../data/directoryApi';

// The state every page starts with (the public pages' data in `pageData`), and RTK Query's part (`directoryApi`) for
// the member space, the back-office and the forms, added to the stores by directoryApi.ts when a chunk that uses it
// loads: a visitor's first page does not download RTK Query.
const firstReducers = {
  session: sessionReducer,
  language: languageReducer,
  filters: filtersReducer,
  carousels: carouselsReducer,
  pageData: pageDataReducer,
};

const combinedFirst = combineReducers(firstReducers);

/** The state: its first parts, and RTK Query's once a chunk using it has loaded. */
export type RootState = ReturnType<typeof combinedFirst> & { directoryApi?: ReturnType<(typeof directoryApi)['reducer']> };

let combined: Reducer<RootState, UnknownAction, Partial<RootState>> = combinedFirst;

/** The store's reducer: the first parts, and RTK Query's once added (addDirectoryApi). */
const rootReducer = (state: Partial<RootState> | undefined, action: UnknownAction): RootState => combined(state, action);

// RTK Query's middleware once added, applied to each store from the first action after it was added. What RTK's
// combineSlices and createDynamicMiddleware do, in the few lines this app needs: theirs add 0.5 KB to the first chunk.
const addedMiddleware: Middleware[] = [];
const lazyMiddleware: Middleware = (api) => (next) => {
  let applied = 0;
  let chain = next;
  return (action) => {
    if (applied !== addedMiddleware.length) {
      applied = addedMiddleware.length;
      chain = (compose(...addedMiddleware.map((middleware) => middleware(api))) as (next: (action: unknown) => unknown) => (action: unknown) => unknown)(next);
    }
    return chain(action);
  };
};

// The stores made so far that are still in use, so that a part added later has its state in them at once (its hooks
// read it at their first render, before any action would have created it).
const openStores = new Set<WeakRef<Store>>();
const forgetStore = new FinalizationRegistry<WeakRef<Store>>((ref) => openStores.delete(ref));

/** What a store does once a part of it is added: its reducer gives that part its first state. */
const SLICE_ADDED = 'store/sliceAdded';

/**
 * Adds RTK Query's part (reducer and middleware) to every store, those made already and those to come. Called once,
 * by directoryApi.ts as it loads: no module can use an RTK Query hook without importing it first.
 */
export function addDirectoryApi(api: typeof directoryApi): void {
  combined = combineReducers({ ...firstReducers, [api.reducerPath]: api.reducer }) as unknown as typeof combined;
  addedMiddleware.push(api.middleware);
  for (const ref of openStores) ref.deref()?.dispatch({ type: SLICE_ADDED, payload: api.reducerPath });
}

/** Thunks get the store's extra (the client), as redux-thunk's withExtraArgument gives it. */
function thunkWith(extra: AppExtra): Middleware {
  return ({ dispatch, getState }) =>
    (next) =>
    (action) =>
      typeof action === 'function' ? (action as (...args: unknown[]) => unknown)(dispatch, getState, extra) : next(action);
}

declare global {
  interface Window {
    /** The Redux DevTools extension, where installed: the store shows in it, as configureStore would have done. */
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose;
  }
}

/** Builds the store; tests pass a preloaded state and a client on a fake or MSW-backed fetch. */
export function makeStore(extra: AppExtra, preloadedState?: Partial<RootState>) {
  const composeEnhancers = (typeof window === 'undefined' ? undefined : window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__) ?? compose;
  // A language is switched to once its messages have loaded (i18n/languageLoading.ts).
  const enhancer: StoreEnhancer<{ dispatch: ThunkDispatch<RootState, AppExtra, UnknownAction> }> = composeEnhancers(
    applyMiddleware(languageLoading(), thunkWith(extra), lazyMiddleware),
  );
  const store = createStore(rootReducer, preloadedState, enhancer);
  const ref = new WeakRef<Store>(store);
  openStores.add(ref);
  forgetStore.register(store, ref);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
