import { describe, expect, it } from 'vitest';
import { loadUiMessages, uiMessagesFr } from './loadUiMessages';
import en from './en.json';
import fr from './fr.json';

describe('given the kit catalogues for apps that load one language at a time', () => {
  it('French is there at once', () => {
    expect(uiMessagesFr).toEqual(fr);
  });

  it('each language loads its own catalogue', async () => {
    expect(await loadUiMessages('fr')).toEqual(fr);
    expect(await loadUiMessages('en')).toEqual(en);
  });
});
