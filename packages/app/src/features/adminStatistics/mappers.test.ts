import { describe, expect, it } from 'vitest';
import { membersTotalFromSectors, toPopularSearchItems, toSectorItems, toStatisticsCards } from './mappers';

const sectors = [
  { sectorId: 1, sectorName: 'Technologie', sectorNameEn: 'Technology', count: 6, percentage: 60, color: '#1D4ED8' },
  { sectorId: 3, sectorName: 'Santé', sectorNameEn: 'Health', count: 4, percentage: 39.9, color: '#0EA5E9' },
];

describe('members total from sectors (spec admin §2)', () => {
  it('is the total scaled by the sum of the sector percentages, rounded', () => {
    expect(membersTotalFromSectors(1243, sectors)).toBe(1242);
    expect(membersTotalFromSectors(10, [{ percentage: 33.3 }, { percentage: 33.3 }])).toBe(7);
  });

  it('is the plain total with no sector data', () => {
    expect(membersTotalFromSectors(1243, undefined)).toBe(1243);
    expect(membersTotalFromSectors(1243, [])).toBe(1243);
  });
});

describe('sector names', () => {
  it('come from the data in the current language', () => {
    const searched = [{ sectorId: 9, sectorName: 'Économie bleue', sectorNameEn: 'Blue economy', searchNumber: 3 }];
    expect(toPopularSearchItems(searched, 'fr')).toEqual([{ label: 'Économie bleue', value: 3 }]);
    expect(toPopularSearchItems(searched, 'en')).toEqual([{ label: 'Blue economy', value: 3 }]);
    expect(toSectorItems(sectors, 'en').map((item) => item.label)).toEqual(['Technology', 'Health']);
  });
});

describe('summary cards', () => {
  it("give every figure of the service with its growth, the members' being this month's", () => {
    const cards = toStatisticsCards(
      {
        days: 7,
        countryAmchamId: null,
        from: '2026-11-18',
        to: '2026-11-24',
        members: { total: 100, newThisMonth: 5, monthlyGrowth: 5.3 },
        views: { total: 40, previous: 20, growth: 100 },
        contacts: { total: 2, previous: 4, growth: -50 },
        searches: { total: 0, previous: 0, growth: 0 },
        adClicks: { total: 7, previous: 0, growth: 100 },
      },
      undefined,
    );
    expect(cards).toEqual([
      { kind: 'members', value: 100, growth: 5.3, isNew: false },
      { kind: 'profileViews', value: 40, growth: 100, isNew: false },
      { kind: 'contacts', value: 2, growth: -50, isNew: false },
      { kind: 'searches', value: 0, growth: 0, isNew: false },
      // None over the previous period: new, not '+100 %'.
      { kind: 'bannerClicks', value: 7, growth: 100, isNew: true },
    ]);
  });

  it('say the members are all new when none was there before the month', () => {
    const summary = {
      days: 7 as const,
      countryAmchamId: null,
      from: '2026-11-18',
      to: '2026-11-24',
      members: { total: 3, newThisMonth: 3, monthlyGrowth: 100 },
      views: { total: 0, previous: 0, growth: 0 },
      contacts: { total: 0, previous: 0, growth: 0 },
      searches: { total: 0, previous: 0, growth: 0 },
      adClicks: { total: 0, previous: 0, growth: 0 },
    };
    expect(toStatisticsCards(summary, undefined)[0]).toEqual({ kind: 'members', value: 3, growth: 100, isNew: true });
  });
});

describe('sectors of the pie', () => {
  it('keep their own colour', () => {
    expect(toSectorItems(sectors, 'fr').map((item) => item.color)).toEqual(['#1D4ED8', '#0EA5E9']);
  });
});
