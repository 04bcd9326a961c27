import { describe, expect, it } from 'vitest';
import { validateSchedules } from './schedules.js';

describe('opening hours validation', () => {
  it('accepts a week and orders it Monday to Sunday', () => {
    const result = validateSchedules([
      { dayOfWeek: 'SUNDAY', closed: true },
      { dayOfWeek: 'MONDAY', closed: false, openingTime: '09:00', closingTime: '18:00' },
    ]);
    expect(result).toEqual({
      ok: true,
      schedules: [
        { dayOfWeek: 'MONDAY', closed: false, openingTime: '09:00', closingTime: '18:00' },
        { dayOfWeek: 'SUNDAY', closed: true, openingTime: null, closingTime: null },
      ],
    });
  });

  it('drops the times of a closed day', () => {
    const result = validateSchedules([{ dayOfWeek: 'SATURDAY', closed: true, openingTime: '09:00', closingTime: '12:00' }]);
    expect(result.ok && result.schedules[0]).toEqual({ dayOfWeek: 'SATURDAY', closed: true, openingTime: null, closingTime: null });
  });

  it('rejects a time that is not HH:MM on 24 hours', () => {
    expect(validateSchedules([{ dayOfWeek: 'MONDAY', closed: false, openingTime: '24:00', closingTime: '25:00' }])).toEqual({
      ok: false,
      message: 'Format horaire invalide (HH:MM). (MONDAY)',
    });
    expect(validateSchedules([{ dayOfWeek: 'MONDAY', closed: false, openingTime: '9:00', closingTime: '18:00' }]).ok).toBe(false);
  });

  it('requires both times on an open day', () => {
    expect(validateSchedules([{ dayOfWeek: 'MONDAY', closed: false, openingTime: '09:00' }])).toEqual({
      ok: false,
      message: 'Ce champ est obligatoire. (MONDAY)',
    });
  });

  it('accepts a day that closes after midnight (spec public §5: no closing-after-opening check)', () => {
    expect(validateSchedules([{ dayOfWeek: 'FRIDAY', closed: false, openingTime: '22:00', closingTime: '02:00' }])).toEqual({
      ok: true,
      schedules: [{ dayOfWeek: 'FRIDAY', closed: false, openingTime: '22:00', closingTime: '02:00' }],
    });
  });

  it('rejects the same day twice', () => {
    const result = validateSchedules([
      { dayOfWeek: 'MONDAY', closed: true },
      { dayOfWeek: 'MONDAY', closed: true },
    ]);
    expect(result.ok).toBe(false);
  });

  it('rejects more than 7 days', () => {
    const days = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY', 'MONDAY'];
    expect(validateSchedules(days.map((dayOfWeek) => ({ dayOfWeek, closed: true }))).ok).toBe(false);
  });

  it('rejects an unknown day', () => {
    expect(validateSchedules([{ dayOfWeek: 'FUNDAY', closed: true }]).ok).toBe(false);
  });
});
