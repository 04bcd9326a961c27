import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';

describe('app catalogues', () => {
  it('French and English have exactly the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });
  it('no message is empty', () => {
    for (const value of [...Object.values(fr), ...Object.values(en)]) expect(value.trim()).not.toBe('');
  });
});
