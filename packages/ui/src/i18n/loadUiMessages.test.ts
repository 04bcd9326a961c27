import { describe, expect, it } from 'vitest';
import { loadUiMessages, uiMessagesFr } from './loadUiMessages';
import { catalogues, uiAreas } from './messages';

describe('given the kit catalogues for apps that load one language and one area at a time', () => {
  it('the French core is there at once', () => {
    expect(uiMessagesFr).toEqual(catalogues.core.fr);
  });

  it.each(uiAreas)('each language of the %s area loads its own catalogue', async (area) => {
    expect(await loadUiMessages('fr', area)).toEqual(catalogues[area].fr);
    expect(await loadUiMessages('en', area)).toEqual(catalogues[area].en);
  });
});
