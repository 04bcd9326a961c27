import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@annuaire/api';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type { Language };

/** spec public §1: an unknown stored language falls back to French (the stored value may differ in case). */
export function parseLanguage(value: unknown): Language {
  const lower = typeof value === 'string' ? value.toLowerCase() : '';
  return (LANGUAGES as readonly string[]).includes(lower) ? (lower as Language) : DEFAULT_LANGUAGE;
}

interface LanguageState {
  current: Language;
}

const languageSlice = createSlice({
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
