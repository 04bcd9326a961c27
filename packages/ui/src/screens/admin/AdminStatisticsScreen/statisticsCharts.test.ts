import { describe, expect, it } from 'vitest';
import { vars } from '../../../theme/contract.css';
import {
  bannerClicksChartData,
  hasFigures,
  hasVisitDays,
  membersBySectorChartData,
  popularSearchesChartData,
  topPopularSearches,
  visitDayLabel,
  visitsChartData,
} from './statisticsCharts';

const searches = [
  { label: 'Tourisme', value: 3 },
  { label: 'Technologie', value: 412 },
  { label: 'Finance', value: 230 },
  { label: 'Santé', value: 180 },
  { label: 'Éducation', value: 95 },
  { label: 'Agriculture', value: 63 },
  { label: 'Énergie', value: 40 },
];

describe('popular searches', () => {
  it('keeps the top 6 sectors, most searched first (spec admin §9)', () => {
    expect(topPopularSearches(searches).map((item) => item.label)).toEqual(['Technologie', 'Finance', 'Santé', 'Éducation', 'Agriculture', 'Énergie']);
  });

  it('is a blue horizontal bar chart of sector against search count', () => {
    const data = popularSearchesChartData(searches, 'Recherches');
    expect(data).toMatchObject({ type: 'bar', horizontal: true });
    expect(data.categories).toHaveLength(6);
    expect(data.series[0]).toMatchObject({ name: 'Recherches', values: [412, 230, 180, 95, 63, 40], color: vars.color.info });
  });
});

describe('visits per day', () => {
  it('is a blue line from zero with one point per day, labelled dd/mm in French and mm/dd in English', () => {
    const points = [
      { date: '2026-11-16', count: 4 },
      { date: '2026-11-17', count: 0 },
    ];
    expect(visitsChartData(points, 'Visites', 'fr')).toMatchObject({
      type: 'line',
      categories: ['16/11', '17/11'],
      yAxisMin: 0,
      series: [{ values: [4, 0], color: vars.color.info }],
    });
    expect(visitsChartData(points, 'Visits', 'en').categories).toEqual(['11/16', '11/17']);
  });

  it('shows a date it cannot read as given', () => {
    expect(visitDayLabel('hier', 'fr')).toBe('hier');
  });

  it('has something to draw as soon as it has days, even at zero', () => {
    expect(hasVisitDays([{ date: '2026-11-16', count: 0 }])).toBe(true);
    expect(hasVisitDays([])).toBe(false);
  });
});

describe('banner clicks', () => {
  it('are dark blue bars, most clicked first, laid horizontally so that each long title has room beside its bar', () => {
    const data = bannerClicksChartData(
      [
        { label: 'Gala', value: 4 },
        { label: 'Forum', value: 348 },
      ],
      'Clics',
    );
    expect(data).toMatchObject({ type: 'bar', categories: ['Forum', 'Gala'], series: [{ values: [348, 4], color: vars.color.brand }] });
    expect(data.horizontal).toBe(true);
  });
});

describe('members by sector', () => {
  it('is a pie of the sectors given, in their order', () => {
    expect(membersBySectorChartData(searches.slice(0, 2), 'Membres')).toMatchObject({ type: 'pie', categories: ['Tourisme', 'Technologie'] });
  });

  it("gives each sector its own colour when every sector has a different one, else the chart's palette", () => {
    const coloured = [
      { label: 'Technologie', value: 6, color: '#2563eb' },
      { label: 'Finance', value: 7, color: '#0f766e' },
    ];
    expect(membersBySectorChartData(coloured, 'Membres').itemColors).toEqual(['#2563eb', '#0f766e']);
    expect(membersBySectorChartData([coloured[0]!, { label: 'Finance', value: 7 }], 'Membres').itemColors).toBeUndefined();
    expect(membersBySectorChartData([coloured[0]!, { ...coloured[1]!, color: '#2563eb' }], 'Membres').itemColors).toBeUndefined();
  });

  it('has nothing to draw when every figure is zero', () => {
    expect(hasFigures([{ label: 'Finance', value: 0 }])).toBe(false);
    expect(hasFigures([{ label: 'Finance', value: 1 }])).toBe(true);
  });
});
