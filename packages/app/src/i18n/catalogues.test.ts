import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';
import { translator } from './messages';

describe('app catalogues', () => {
  it('French and English have exactly the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });
  it('no message is empty', () => {
    for (const value of [...Object.values(fr), ...Object.values(en)]) expect(value.trim()).not.toBe('');
  });
  it('a placeholder is replaced in the current language', () => {
    expect(translator('fr')('validation.min', { length: 50 })).toBe('Minimum 50 caractères requis.');
    expect(translator('en')('validation.min', { length: 50 })).toBe('Minimum 50 characters required.');
  });
});
