import { describe, expect, it } from 'vitest';
import {
  dayWindows,
  averageRating,
  fillDailyCounts,
  fillMonthlyCounts,
  monthlyPercentageChange,
  roundToOneDecimal,
  sectorShares,
  timelineWindows,
  weekWindows,
  weeklyEvolution,
} from './stats.js';

describe('weeklyEvolution (% change of the last 7 days vs the 7 before)', () => {
  it('is the signed percentage with one decimal', () => {
    expect(weeklyEvolution(15, 10)).toBe(50);
    expect(weeklyEvolution(2, 3)).toBe(-33.3);
    expect(weeklyEvolution(7, 6)).toBe(16.7);
  });

  it('is +100 % when the previous week had nothing', () => {
    expect(weeklyEvolution(4, 0)).toBe(100);
  });

  it('is 0 % when both weeks had nothing', () => {
    expect(weeklyEvolution(0, 0)).toBe(0);
  });

  it('is -100 % when this week has nothing', () => {
    expect(weeklyEvolution(0, 9)).toBe(-100);
  });
});

describe('average rating (spec public §9: rounded to one decimal)', () => {
  it('rounds to one decimal', () => {
    expect(averageRating(4.25, 4)).toBe(4.3);
    expect(averageRating('3.3333333', 3)).toBe(3.3);
  });

  it('is null without ratings', () => {
    expect(averageRating(null, 0)).toBeNull();
    expect(averageRating(5, 0)).toBeNull();
  });

  it('never answers negative zero', () => {
    expect(Object.is(roundToOneDecimal(-0.01), 0)).toBe(true);
  });
});

describe('weekly-daily views', () => {
  describe('given views on some days only', () => {
    it('answers the last 7 days, one row each, oldest first, zeros where nothing happened', () => {
      const rows = fillDailyCounts(
        [
          { date: '2026-11-22', count: 3 },
          { date: '2026-11-18', count: 1 },
          { date: '2026-11-10', count: 99 },
        ],
        '2026-11-22',
      );
      expect(rows).toEqual([
        { date: '2026-11-16', count: 0 },
        { date: '2026-11-17', count: 0 },
        { date: '2026-11-18', count: 1 },
        { date: '2026-11-19', count: 0 },
        { date: '2026-11-20', count: 0 },
        { date: '2026-11-21', count: 0 },
        { date: '2026-11-22', count: 3 },
      ]);
    });
  });

  it('uses the same 7 days as weeklyEvolution', () => {
    const windows = weekWindows(new Date('2026-11-22T15:00:00.000Z'));
    expect(windows.currentStart.toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(windows.previousStart.toISOString()).toBe('2026-11-09T00:00:00.000Z');
  });
});

describe('circular stats windows (today, lastWeek, lastMonth, currentYear)', () => {
  it('starts today at midnight UTC, the week 6 days earlier, the month 29 days earlier, the year on 1 January', () => {
    const windows = timelineWindows(new Date('2026-03-05T10:00:00.000Z'));
    expect(windows.today.toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(windows.lastWeek.toISOString()).toBe('2026-02-27T00:00:00.000Z');
    expect(windows.lastMonth.toISOString()).toBe('2026-02-04T00:00:00.000Z');
    expect(windows.currentYear.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('company totals', () => {
  it('fills the last 12 months with zeros, oldest first', () => {
    const months = fillMonthlyCounts(
      [
        { month: '2026-11', count: 4 },
        { month: '2026-01', count: 2 },
      ],
      new Date('2026-11-22T00:00:00Z'),
    );
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2025-12', count: 0 });
    expect(months[1]).toEqual({ month: '2026-01', count: 2 });
    expect(months[11]).toEqual({ month: '2026-11', count: 4 });
  });

  it('measures this month growth against the total before the month', () => {
    expect(monthlyPercentageChange(110, 10)).toBe(10);
    expect(monthlyPercentageChange(3, 3)).toBe(100);
    expect(monthlyPercentageChange(0, 0)).toBe(0);
  });
});

describe('the periods of the admin statistics', () => {
  it('a period of 7 days is today and the 6 days before, compared with the 7 days before them', () => {
    expect(dayWindows(new Date('2026-11-24T23:59:00Z'), 7)).toEqual({ previousFrom: '2026-11-11', from: '2026-11-18', to: '2026-11-24' });
    expect(dayWindows(new Date('2026-03-01T00:00:00Z'), 30)).toEqual({ previousFrom: '2026-01-01', from: '2026-01-31', to: '2026-03-01' });
  });
});

describe('members by sector', () => {
  it('gives each sector its share with one decimal, biggest first, with a colour each', () => {
    const shares = sectorShares([
      { sectorId: 2, sectorName: 'Finance', sectorNameEn: 'Finance', count: 1 },
      { sectorId: 1, sectorName: 'Technologie', sectorNameEn: 'Technology', count: 2 },
      { sectorId: 3, sectorName: 'Santé', sectorNameEn: 'Health', count: 0 },
    ]);
    expect(shares.map((share) => [share.sectorId, share.sectorName, share.sectorNameEn, share.count, share.percentage])).toEqual([
      [1, 'Technologie', 'Technology', 2, 66.7],
      [2, 'Finance', 'Finance', 1, 33.3],
    ]);
    expect(new Set(shares.map((share) => share.color)).size).toBe(2);
  });

  it('is empty for an empty directory', () => {
    expect(sectorShares([])).toEqual([]);
  });
});
