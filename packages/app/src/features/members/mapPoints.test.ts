import type { CompanyLocation, Sector } from '@annuaire/api';
import { describe, expect, it } from 'vitest';
import { toMapPoints } from './mapPoints';

const sectors: Sector[] = [
  { id: 1, nameFr: 'Technologie', nameEn: 'Technology' },
  { id: 3, nameFr: 'Santé', nameEn: 'Health' },
];

const located: CompanyLocation[] = [
  { id: 3, name: 'Clinique Santé Plus', lat: 14.6928, lon: -17.4467, sectorId: 3 },
  { id: 2, name: 'Tech Ivoire Solutions', lat: 5.35, lon: -4, sectorId: 1 },
  { id: 9, name: 'Sans Secteur Connu', lat: 1, lon: 2, sectorId: 42 },
];

describe('toMapPoints', () => {
  describe('given located members and the sectors list', () => {
    it('names each sector in French, links each member to its page and keeps the coordinates', () => {
      expect(toMapPoints(located.slice(0, 2), sectors, 'fr')).toEqual([
        { id: 3, name: 'Clinique Santé Plus', lat: 14.6928, lon: -17.4467, sector: 'Santé', href: '/membre/3' },
        { id: 2, name: 'Tech Ivoire Solutions', lat: 5.35, lon: -4, sector: 'Technologie', href: '/membre/2' },
      ]);
    });

    it('names each sector in English when the interface is in English', () => {
      expect(toMapPoints(located.slice(0, 2), sectors, 'en').map((point) => point.sector)).toEqual(['Health', 'Technology']);
    });
  });

  describe('given a sector the list does not know, or no list yet', () => {
    it('leaves the sector out rather than showing an id', () => {
      expect(toMapPoints(located, sectors, 'fr')[2]?.sector).toBeUndefined();
      expect(toMapPoints(located, undefined, 'fr').map((point) => point.sector)).toEqual([undefined, undefined, undefined]);
    });
  });
});
