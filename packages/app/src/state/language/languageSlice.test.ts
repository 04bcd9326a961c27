import { describe, expect, it } from 'vitest';
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
