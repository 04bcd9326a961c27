import type { Country, Sector } from '@annuaire/api';
import { describe, expect, it } from 'vitest';
import { countryOptions, sectorOptions } from './companyProfileForm';

// In the service's order (French names): the selects sort by what they show.
const sectors: Sector[] = [
  { id: 6, nameFr: 'Commerce', nameEn: 'Retail' },
  { id: 3, nameFr: 'Santé', nameEn: 'Health' },
  { id: 5, nameFr: 'Industrie', nameEn: 'Industry' },
  { id: 8, nameFr: 'Énergie', nameEn: 'Energy' },
  { id: 1, nameFr: 'Technologie', nameEn: 'Technology' },
];

describe('the profile forms’ selects', () => {
  it('list the sectors by their French names in French, accents ignored (Énergie among the E)', () => {
    expect(sectorOptions(sectors, 'fr').map((option) => option.label)).toEqual(['Commerce', 'Énergie', 'Industrie', 'Santé', 'Technologie']);
  });

  it('list the sectors by their English names in English', () => {
    expect(sectorOptions(sectors, 'en').map((option) => option.label)).toEqual(['Energy', 'Health', 'Industry', 'Retail', 'Technology']);
  });

  it('list the countries by name, accents ignored', () => {
    const countries: Country[] = [
      { id: 1, name: 'Sénégal', icon: '🇸🇳' },
      { id: 2, name: 'États-Unis', icon: '🇺🇸' },
      { id: 3, name: 'France', icon: '🇫🇷' },
      { id: 4, name: 'Cameroun', icon: '🇨🇲' },
    ];
    expect(countryOptions(countries).map((option) => option.label)).toEqual(['Cameroun', 'États-Unis', 'France', 'Sénégal']);
  });
});
