import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** spec public §1: an unknown stored language falls back to French. */
export function parseLanguage(value: unknown): Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value.toLowerCase())
    ? (value.toLowerCase() as Language)
    : DEFAULT_LANGUAGE;
}

export interface LanguageState {
  current: Language;
}

export const languageSlice = createSlice({
  name: 'language',
  initialState: { current: DEFAULT_LANGUAGE } as LanguageState,
  reducers: {
    languageChanged(state, action: PayloadAction<Language>) {
      state.current = parseLanguage(action.payload);
    },
  },
});

export const { languageChanged } = languageSlice.actions;
export const languageReducer = languageSlice.reducer;
