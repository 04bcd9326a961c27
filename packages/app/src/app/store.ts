import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { carouselsReducer } from '../state/carousels/carouselsSlice';
import { filtersReducer } from '../state/filters/filtersSlice';
import { languageReducer } from '../state/language/languageSlice';
import { sessionReducer } from '../state/session/sessionSlice';
import { languageLoading } from '../i18n/languageLoading';
import { directoryApi, type AppExtra } from '../data/directoryApi';

const rootReducer = combineReducers({
  session: sessionReducer,
  language: languageReducer,
  filters: filtersReducer,
  carousels: carouselsReducer,
  [directoryApi.reducerPath]: directoryApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Builds the store; tests pass a preloaded state and a client on a fake or MSW-backed fetch. */
export function makeStore(extra: AppExtra, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // A language is switched to once its messages have loaded (i18n/languageLoading.ts).
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(languageLoading())
        .concat(directoryApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
