import type { AdClicks, DailyVisit, Language, PopularSearch, SectorShare, StatisticsSummary } from '@annuaire/api';
import type { StatisticsCard, StatisticsDailyVisits, StatisticsItem } from '@annuaire/ui';

/**
 * spec admin §2: members total from sectors = the total of members scaled by the sum of the sector percentages,
 * rounded; with no sector data, the plain total.
 */
export function membersTotalFromSectors(total: number, sectors: readonly Pick<SectorShare, 'percentage'>[] | undefined): number {
  if (!sectors || sectors.length === 0) return total;
  const share = sectors.reduce((sum, sector) => sum + sector.percentage, 0);
  return Math.round((total * share) / 100);
}

/** The summary cards: every figure the service computes, each with its growth (the members' is this month's). */
export function toStatisticsCards(summary: StatisticsSummary, sectors: readonly SectorShare[] | undefined): StatisticsCard[] {
  return [
    { kind: 'members', value: membersTotalFromSectors(summary.members.total, sectors), growth: summary.members.monthlyGrowth },
    { kind: 'profileViews', value: summary.views.total, growth: summary.views.growth },
    { kind: 'contacts', value: summary.contacts.total, growth: summary.contacts.growth },
    { kind: 'searches', value: summary.searches.total, growth: summary.searches.growth },
    { kind: 'bannerClicks', value: summary.adClicks.total, growth: summary.adClicks.growth },
  ];
}

export function toDailyVisits(days: readonly DailyVisit[]): StatisticsDailyVisits[] {
  return days.map((day) => ({ date: day.date, count: day.number }));
}

/** Sector names in the current language, from the data (nameFr / nameEn), not from a fixed list. */
export function toPopularSearchItems(rows: readonly PopularSearch[], language: Language): StatisticsItem[] {
  return rows.map((row) => ({ label: language === 'en' ? row.sectorNameEn : row.sectorName, value: row.searchNumber }));
}

export function toSectorItems(rows: readonly SectorShare[], language: Language): StatisticsItem[] {
  return rows.map((row) => ({ label: language === 'en' ? row.sectorNameEn : row.sectorName, value: row.count }));
}

export function toBannerClickItems(rows: readonly AdClicks[]): StatisticsItem[] {
  return rows.map((row) => ({ label: row.title, value: row.clicks }));
}
