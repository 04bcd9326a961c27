import { describe, expect, it } from 'vitest';
import { deepFrozen } from '../../testing/deepFrozen';
import { languageChanged, languageReducer, parseLanguage } from './languageSlice';

describe('language (spec public §1)', () => {
  it('defaults to French', () => {
    expect(languageReducer(undefined, { type: 'init' }).current).toBe('fr');
  });
  it('an unknown stored language falls back to French', () => {
    expect(parseLanguage('de')).toBe('fr');
    expect(parseLanguage(null)).toBe('fr');
    expect(parseLanguage(undefined)).toBe('fr');
  });
  it('accepts en and fr whatever their case', () => {
    expect(parseLanguage('EN')).toBe('en');
    expect(parseLanguage('fr')).toBe('fr');
  });
  it('switches language', () => {
    expect(languageReducer({ current: 'fr' }, languageChanged('en')).current).toBe('en');
  });
});

describe('the language reducer', () => {
  it('keeps the action type of the language slice', () => {
    expect(languageChanged.type).toBe('language/languageChanged');
  });
  it('never changes the state it is given, and gives the same state when the language stays', () => {
    const french = deepFrozen({ current: 'fr' as const });
    expect(languageReducer(french, languageChanged('en'))).toEqual({ current: 'en' });
    expect(french.current).toBe('fr');
    expect(languageReducer(french, languageChanged('FR' as 'fr'))).toBe(french);
  });
});
