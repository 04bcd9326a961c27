import type { Company } from '@annuaire/api';
import { describe, expect, it } from 'vitest';
import { countryLabel, countryOptions, fromScreenFilters, memberAddress, sectorOptions, toMemberSummary, toScreenFilters } from './memberMappers';

const company: Company = {
  id: 12,
  name: 'Société Générale de Conseil',
  description: 'Conseil',
  sector: 'Finance',
  sectorNameEn: 'Finance',
  sectorId: 2,
  country: 'Sénégal',
  countryIcon: '🇸🇳',
  countryId: 3,
  countryAmcham: 'AmCham Sénégal',
  countryAmchamId: 2,
  timeZone: 'Africa/Dakar',
  address: 'Place de l’Indépendance',
  city: 'Dakar',
  telephone: '+221 33 800 00 00',
  email: 'contact@sgc.example.com',
  webLink: 'sgc.example.com',
  logo: 'sgc.png',
  pictures: [],
  videoLink: null,
  lat: null,
  lon: null,
  status: 'ACTIVE',
  averageRating: null,
  ratingCount: 0,
  viewCount: 0,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('member card mapping (spec public §2.3, §5)', () => {
  it('the website gets https:// when it has no scheme', () => {
    expect(toMemberSummary(company, 'fr').website).toBe('https://sgc.example.com');
  });
  it('the address is followed by the city', () => {
    expect(toMemberSummary(company, 'fr').address).toBe('Place de l’Indépendance, Dakar');
  });
  it('the city is not repeated when the address already ends with it', () => {
    expect(toMemberSummary({ ...company, address: '53 rue du Commerce, Cocody, Abidjan', city: 'Abidjan' }, 'fr').address).toBe(
      '53 rue du Commerce, Cocody, Abidjan',
    );
  });
  it('the logo is served from the company images folder', () => {
    expect(toMemberSummary(company, 'fr').logoUrl).toBe('/repertoire_amchams/sgc.png');
  });
  it('no logo and no website: both absent (the card shows its placeholder)', () => {
    const summary = toMemberSummary({ ...company, logo: null, webLink: null }, 'fr');
    expect(summary.logoUrl).toBeUndefined();
    expect(summary.website).toBeUndefined();
  });
  it('the sector label is translated', () => {
    const health = { ...company, sector: 'Santé', sectorNameEn: 'Health' };
    expect(toMemberSummary(health, 'fr').sector).toBe('Santé');
    expect(toMemberSummary(health, 'en').sector).toBe('Health');
  });
  it('the country label is translated from its flag', () => {
    expect(countryLabel('Sénégal', '🇸🇳', 'fr')).toBe('Sénégal');
    expect(countryLabel('Sénégal', '🇸🇳', 'en')).toBe('Senegal');
    expect(countryLabel('États-Unis', '🇺🇸', 'en')).toBe('United States');
  });
  it('a country without a flag keeps its name', () => {
    expect(countryLabel('Atlantide', '', 'en')).toBe('Atlantide');
  });
  it('address and city make one line', () => {
    expect(toMemberSummary(company, 'fr').address).toBe('Place de l’Indépendance, Dakar');
  });
});

describe('filters mapping', () => {
  it('country and sector options are labelled in the language and sorted', () => {
    expect(
      countryOptions(
        [
          { id: 2, name: 'Sénégal', icon: '🇸🇳' },
          { id: 1, name: 'Cameroun', icon: '🇨🇲' },
        ],
        'en',
      ),
    ).toEqual([
      { value: '1', label: 'Cameroon' },
      { value: '2', label: 'Senegal' },
    ]);
    expect(
      sectorOptions(
        [
          { id: 1, nameFr: 'Santé', nameEn: 'Health' },
          { id: 2, nameFr: 'Finance', nameEn: 'Finance' },
        ],
        'fr',
      ).map((o) => o.label),
    ).toEqual(['Finance', 'Santé']);
  });
  it('"all" is the empty value on screen and null in the store', () => {
    expect(toScreenFilters({ keyword: 'a', countryId: null, sectorId: 4 })).toEqual({ keyword: 'a', countryId: '', sectorId: '4' });
    expect(fromScreenFilters({ keyword: 'a', countryId: '', sectorId: '4' })).toEqual({ keyword: 'a', countryId: null, sectorId: 4 });
  });
});

describe('memberAddress', () => {
  it('names the city once whatever its accents and case in the address', () => {
    expect(memberAddress('12 rue Sidi Maârouf, CASABLANCA', 'Casablanca')).toBe('12 rue Sidi Maârouf, CASABLANCA');
    expect(memberAddress('3 avenue Foch, Yaounde', 'Yaoundé')).toBe('3 avenue Foch, Yaounde');
  });
  it('keeps a city that is only part of a street name', () => {
    expect(memberAddress('8 rue de Dakar', 'Dakar')).toBe('8 rue de Dakar, Dakar');
  });
  it('gives the city alone, the address alone, or nothing', () => {
    expect(memberAddress('', 'Dakar')).toBe('Dakar');
    expect(memberAddress('8 rue de Dakar', null)).toBe('8 rue de Dakar');
    expect(memberAddress(null, '  ')).toBeUndefined();
  });
});
