import { describe, expect, it } from 'vitest';
import { exportFileName } from './mappers';

describe('the export’s file name', () => {
  it('is in the language of the file, its columns’ language, after the chamber', () => {
    expect(exportFileName("AmCham Côte d'Ivoire", 'fr')).toBe('membres-amcham-cote-d-ivoire.csv');
    expect(exportFileName("AmCham Côte d'Ivoire", 'en')).toBe('members-amcham-cote-d-ivoire.csv');
  });

  it('names the chamber generically while its name is unknown', () => {
    expect(exportFileName(undefined, 'fr')).toBe('membres-chambre.csv');
    expect(exportFileName(undefined, 'en')).toBe('members-chamber.csv');
  });
});
