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

/** A figure over the period against the one before: new when there was none before and some now (no '+100 %'). */
function periodCard(kind: StatisticsCard['kind'], figure: StatisticsSummary['views']): StatisticsCard {
  return { kind, value: figure.total, growth: figure.growth, isNew: figure.previous === 0 && figure.total > 0 };
}

/**
 * The summary cards: every figure the service computes, each with its growth (the members' is this month's), or
 * said to be new when there is nothing to compare with (none before the month, none over the previous period).
 */
export function toStatisticsCards(summary: StatisticsSummary, sectors: readonly SectorShare[] | undefined): StatisticsCard[] {
  const { members } = summary;
  return [
    {
      kind: 'members',
      value: membersTotalFromSectors(members.total, sectors),
      growth: members.monthlyGrowth,
      isNew: members.total - members.newThisMonth === 0 && members.newThisMonth > 0,
    },
    periodCard('profileViews', summary.views),
    periodCard('contacts', summary.contacts),
    periodCard('searches', summary.searches),
    periodCard('bannerClicks', summary.adClicks),
  ];
}

export function toDailyVisits(days: readonly DailyVisit[]): StatisticsDailyVisits[] {
  return days.map((day) => ({ date: day.date, count: day.number }));
}

/** Sector names in the current language, from the data (nameFr / nameEn), not from a fixed list. */
export function toPopularSearchItems(rows: readonly PopularSearch[], language: Language): StatisticsItem[] {
  return rows.map((row) => ({ label: language === 'en' ? row.sectorNameEn : row.sectorName, value: row.searchNumber }));
}

/** Each sector with its own colour (the service's), so that it keeps it from one period or chamber to another. */
export function toSectorItems(rows: readonly SectorShare[], language: Language): StatisticsItem[] {
  return rows.map((row) => ({ label: language === 'en' ? row.sectorNameEn : row.sectorName, value: row.count, color: row.color }));
}

export function toBannerClickItems(rows: readonly AdClicks[]): StatisticsItem[] {
  return rows.map((row) => ({ label: row.title, value: row.clicks }));
}
