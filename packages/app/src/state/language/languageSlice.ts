import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@annuaire/api';
import type { UnknownAction } from '@reduxjs/toolkit';
import { actionCreator } from '../actionCreator';
import { patched } from '../patched';

export type { Language };

/** spec public §1: an unknown stored language falls back to French (the stored value may differ in case). */
export function parseLanguage(value: unknown): Language {
  const lower = typeof value === 'string' ? value.toLowerCase() : '';
  return (LANGUAGES as readonly string[]).includes(lower) ? (lower as Language) : DEFAULT_LANGUAGE;
}

interface LanguageState {
  current: Language;
}

const initialLanguageState: LanguageState = { current: DEFAULT_LANGUAGE };

// A plain reducer, not Redux Toolkit's createSlice, which is in the module that brings immer (actionCreator.ts); the
// action type is the one createSlice gave, which other code may match on.
export const languageChanged = actionCreator<Language>('language/languageChanged');

export function languageReducer(state: LanguageState = initialLanguageState, action: UnknownAction): LanguageState {
  return languageChanged.match(action) ? patched(state, { current: parseLanguage(action.payload) }) : state;
}
