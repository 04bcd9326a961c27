import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../session/storageKeys';
import { readPreferredLanguage, writePreferredLanguage } from './language';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

describe('preferred language (spec public §1)', () => {
  it('reads the stored choice', () => {
    expect(readPreferredLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' }))).toBe('en');
  });
  it("reads a code stored in upper case ('EN', as the language options code it)", () => {
    expect(readPreferredLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'EN' }))).toBe('en');
    expect(readPreferredLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'Fr' }))).toBe('fr');
  });
  it('falls back to French for an unknown stored language', () => {
    expect(readPreferredLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'de' }))).toBe('fr');
  });
  it('falls back to French when nothing is stored or there is no storage', () => {
    expect(readPreferredLanguage(memoryStorage())).toBe('fr');
    expect(readPreferredLanguage(undefined)).toBe('fr');
  });
  it('falls back to French when the storage refuses to be read', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readPreferredLanguage(refusing)).toBe('fr');
  });
  it("keeps the choice under 'annuaire.language'", () => {
    const storage = memoryStorage();
    writePreferredLanguage(storage, 'en');
    expect(storage.map.get('annuaire.language')).toBe('en');
  });
});
