import { describe, expect, it } from 'vitest';
import { contactsChartData, contactsLegend, dayLabel, formatShare, hasContacts, hasDailyViews, profileViewsChartData } from './statisticsCharts';
import type { ContactPeriod } from './statisticsCharts';

const labelsFr: Record<ContactPeriod, string> = { today: "Aujourd'hui", lastWeek: 'Cette semaine', lastMonth: 'Ce mois-ci', currentYear: 'Cette année' };
const labelsEn: Record<ContactPeriod, string> = { today: 'Today', lastWeek: 'This week', lastMonth: 'This month', currentYear: 'This year' };

const daily = [
  { date: '2026-11-16', count: 4 },
  { date: '2026-11-17', count: 0 },
  { date: '18-11-2026', count: 7 },
];

describe('profile views per day', () => {
  it('is a line with one count per day in order', () => {
    const data = profileViewsChartData(daily, 'Vues', 'fr');
    expect(data.type).toBe('line');
    expect(data.series).toEqual([{ name: 'Vues', values: [4, 0, 7] }]);
  });

  it('is smoothed by 0.4 with the axis starting at zero (spec public §2.7)', () => {
    expect(profileViewsChartData(daily, 'Vues', 'fr')).toMatchObject({ smooth: 0.4, yAxisMin: 0 });
  });

  describe('given the French locale', () => {
    it('labels the days dd/mm, service dates included', () => {
      expect(profileViewsChartData(daily, 'Vues', 'fr').categories).toEqual(['16/11', '17/11', '18/11']);
    });
  });

  describe('given the English locale', () => {
    it('labels the days mm/dd', () => {
      expect(profileViewsChartData(daily, 'Views', 'en').categories).toEqual(['11/16', '11/17', '11/18']);
    });
  });

  describe('given a date the screen cannot read', () => {
    it('shows the raw value (spec public §5)', () => {
      expect(dayLabel('inconnue', 'fr')).toBe('inconnue');
    });
  });
});

describe('contacts by period', () => {
  const contacts = { today: 1, lastWeek: 2, lastMonth: 3, currentYear: 2 };

  it('is a pie of the four periods in the order Today, This week, This month, This year', () => {
    expect(contactsChartData(contacts, labelsEn, 'Contacts')).toEqual({
      type: 'pie',
      categories: ['Today', 'This week', 'This month', 'This year'],
      series: [{ name: 'Contacts', values: [1, 2, 3, 2] }],
    });
  });

  it('lists each period with its value and its share with one decimal (spec public §2.7)', () => {
    expect(contactsLegend(contacts, labelsEn, 'en')).toEqual([
      { period: 'today', label: 'Today', value: '1', share: '12.5%' },
      { period: 'lastWeek', label: 'This week', value: '2', share: '25.0%' },
      { period: 'lastMonth', label: 'This month', value: '3', share: '37.5%' },
      { period: 'currentYear', label: 'This year', value: '2', share: '25.0%' },
    ]);
  });

  it('writes the French shares with a decimal comma and groups large values', () => {
    const rows = contactsLegend({ today: 1, lastWeek: 0, lastMonth: 0, currentYear: 1233 }, labelsFr, 'fr');
    expect(rows[0]).toEqual({ period: 'today', label: "Aujourd'hui", value: '1', share: '0,1\u00a0%' });
    expect(rows[3]).toEqual({ period: 'currentYear', label: 'Cette année', value: '1\u202f233', share: '99,9\u00a0%' });
  });
});

describe('formatShare', () => {
  it('rounds to one decimal', () => {
    expect(formatShare(1, 3, 'en')).toBe('33.3%');
    expect(formatShare(2, 3, 'fr')).toBe('66,7\u00a0%');
  });

  it('is 0.0% of an empty total rather than NaN', () => {
    expect(formatShare(0, 0, 'en')).toBe('0.0%');
  });
});

describe('no data available', () => {
  it('has no line without days', () => {
    expect(hasDailyViews([])).toBe(false);
    expect(hasDailyViews(daily)).toBe(true);
  });

  it('has no pie when every period is zero', () => {
    expect(hasContacts({ today: 0, lastWeek: 0, lastMonth: 0, currentYear: 0 })).toBe(false);
    expect(hasContacts({ today: 0, lastWeek: 0, lastMonth: 0, currentYear: 5 })).toBe(true);
  });
});
