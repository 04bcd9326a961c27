import { describe, expect, it } from 'vitest';
import {
  contactsLegendText,
  contactsPieOption,
  contactsTooltipText,
  formatShare,
  hasContacts,
  hasDailyViews,
  profileViewsLineOption,
} from './statisticsCharts';
import type { ContactPeriod, StatisticsChartContext } from './statisticsCharts';

const theme = { palette: ['#112244', '#cc2233'], text: '#111111', textMuted: '#555555', border: '#dddddd', surface: '#ffffff', fontFamily: 'sans-serif' };
const fr: StatisticsChartContext = { locale: 'fr', theme, animate: false };
const en: StatisticsChartContext = { locale: 'en', theme, animate: true };

const labelsFr: Record<ContactPeriod, string> = { today: 'Aujourd’hui', lastWeek: 'Cette semaine', lastMonth: 'Ce mois-ci', currentYear: 'Cette année' };
const labelsEn: Record<ContactPeriod, string> = { today: 'Today', lastWeek: 'This week', lastMonth: 'This month', currentYear: 'This year' };

const daily = [
  { date: '2026-11-16', count: 4 },
  { date: '2026-11-17', count: 0 },
  { date: '18-11-2026', count: 7 },
];

describe('profile views line chart', () => {
  it('smooths the line at 0.4 (spec public §2.7)', () => {
    expect(profileViewsLineOption(daily, 'Vues', fr).series[0]?.smooth).toBe(0.4);
  });

  it('starts the value axis at zero with whole steps', () => {
    const option = profileViewsLineOption(daily, 'Vues', fr);
    expect(option.yAxis.min).toBe(0);
    expect(option.yAxis.minInterval).toBe(1);
  });

  it('plots one count per day in order', () => {
    expect(profileViewsLineOption(daily, 'Vues', fr).series[0]?.data).toEqual([4, 0, 7]);
  });

  describe('given the French locale', () => {
    it('labels the days dd/mm, service dates included', () => {
      expect(profileViewsLineOption(daily, 'Vues', fr).xAxis.data).toEqual(['16/11', '17/11', '18/11']);
    });
  });

  describe('given the English locale', () => {
    it('labels the days mm/dd', () => {
      expect(profileViewsLineOption(daily, 'Views', en).xAxis.data).toEqual(['11/16', '11/17', '11/18']);
    });
  });

  describe('given a date the screen cannot read', () => {
    it('shows the raw value (spec public §5)', () => {
      expect(profileViewsLineOption([{ date: 'inconnue', count: 1 }], 'Vues', fr).xAxis.data).toEqual(['inconnue']);
    });
  });

  it('animates only when motion is allowed', () => {
    expect(profileViewsLineOption(daily, 'Vues', fr).animation).toBe(false);
    expect(profileViewsLineOption(daily, 'Views', en).animation).toBe(true);
  });

  it('formats axis values in the locale', () => {
    expect(profileViewsLineOption(daily, 'Views', en).yAxis.axisLabel.formatter(12500)).toBe('12,500');
    expect(profileViewsLineOption(daily, 'Vues', fr).yAxis.axisLabel.formatter(12500)).toBe('12\u202f500');
  });
});

describe('contacts by period pie chart', () => {
  const contacts = { today: 1, lastWeek: 2, lastMonth: 3, currentYear: 2 };

  it('has the four periods in the order Today, This week, This month, This year', () => {
    const option = contactsPieOption(contacts, labelsEn, 'Contacts', en);
    expect(option.legend.data).toEqual(['Today', 'This week', 'This month', 'This year']);
    expect(option.series[0]?.data).toEqual([
      { name: 'Today', value: 1 },
      { name: 'This week', value: 2 },
      { name: 'This month', value: 3 },
      { name: 'This year', value: 2 },
    ]);
  });

  it('shows each period with its value in the legend', () => {
    const option = contactsPieOption(contacts, labelsFr, 'Contacts', fr);
    expect(option.legend.formatter('Ce mois-ci')).toBe('Ce mois-ci (3)');
    expect(option.legend.formatter('Aujourd’hui')).toBe('Aujourd’hui (1)');
  });

  it('shows the value and its percentage with one decimal in the tooltip (spec public §2.7)', () => {
    const option = contactsPieOption(contacts, labelsEn, 'Contacts', en);
    const params = { name: 'This month', value: 3 } as Parameters<typeof option.tooltip.formatter>[0];
    expect(option.tooltip.formatter(params)).toBe('This month: 3 (37.5%)');
  });

  it('writes the French tooltip with a decimal comma', () => {
    const option = contactsPieOption(contacts, labelsFr, 'Contacts', fr);
    const params = { name: 'Aujourd’hui', value: 1 } as Parameters<typeof option.tooltip.formatter>[0];
    expect(option.tooltip.formatter(params)).toBe('Aujourd’hui\u00a0: 1 (12,5\u00a0%)');
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

describe('texts', () => {
  it('groups large legend values in the locale', () => {
    expect(contactsLegendText('This year', 1234, 'en')).toBe('This year (1,234)');
  });

  it('builds the tooltip from name, value and total', () => {
    expect(contactsTooltipText('Today', 1, 4, 'en')).toBe('Today: 1 (25.0%)');
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
