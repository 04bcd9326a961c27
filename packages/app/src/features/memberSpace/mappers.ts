import type { Schedule } from '@annuaire/api';
import type { OpeningHoursDay } from '@annuaire/ui';
import { defaultOpeningHours, WEEK_DAYS, type DayHours } from '../../validation/schemas';

// The one place where the member space maps the service's shapes to the screens' view models (DESIGN.md step 5).

/**
 * The week of the hours form: the defaults of a new form (spec public §4), each day set from its loaded entry.
 * A closed day keeps no times.
 */
export function toOpeningHours(schedules: readonly Schedule[]): DayHours[] {
  const byDay = new Map(schedules.map((entry) => [entry.dayOfWeek, entry]));
  return defaultOpeningHours().map((day) => {
    const entry = byDay.get(day.dayOfWeek);
    if (!entry) return day;
    return entry.closed
      ? { dayOfWeek: day.dayOfWeek, closed: true, openingTime: '', closingTime: '' }
      : { dayOfWeek: day.dayOfWeek, closed: false, openingTime: (entry.openingTime ?? '').slice(0, 5), closingTime: (entry.closingTime ?? '').slice(0, 5) };
  });
}

/** The schedules save: the whole week, closed days with null times. */
export function toSchedules(days: readonly DayHours[]): Schedule[] {
  return WEEK_DAYS.map((dayOfWeek) => {
    const day = days.find((candidate) => candidate.dayOfWeek === dayOfWeek);
    return !day || day.closed
      ? { dayOfWeek, closed: true, openingTime: null, closingTime: null }
      : { dayOfWeek, closed: false, openingTime: day.openingTime, closingTime: day.closingTime };
  });
}

/** The screen's days (the kit's type is the same shape as the validation's). */
export function toScreenDays(days: readonly DayHours[]): OpeningHoursDay[] {
  return days.map((day) => ({ ...day }));
}
