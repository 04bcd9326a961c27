import { describe, expect, it } from 'vitest';
import { sortOpeningHours } from './model';

describe('sortOpeningHours', () => {
  it('orders the days Monday to Sunday', () => {
    expect(
      sortOpeningHours([
        { dayOfWeek: 'SUNDAY', closed: true },
        { dayOfWeek: 'WEDNESDAY', closed: true },
        { dayOfWeek: 'MONDAY', closed: true },
      ]).map((day) => day.dayOfWeek),
    ).toEqual(['MONDAY', 'WEDNESDAY', 'SUNDAY']);
  });
});
