/** Opening hours: the server-side check of PUT /api/companies/{id}/schedules. */

import { DAYS_OF_WEEK, type DayOfWeek } from '../db/schema.js';

// The days are the database enum's (db/schema.ts), declared once.
export interface ScheduleInput {
  dayOfWeek: string;
  closed?: boolean | null;
  openingTime?: string | null;
  closingTime?: string | null;
}

export interface Schedule {
  dayOfWeek: DayOfWeek;
  closed: boolean;
  openingTime: string | null;
  closingTime: string | null;
}

// spec public §5: HH:MM on 24 hours, hour 0 to 23, minutes 00 to 59
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export type ScheduleValidation = { ok: true; schedules: Schedule[] } | { ok: false; message: string };

/**
 * Validates and normalises a week of opening hours: at most 7 entries, one per day, times HH:MM and
 * required when open. A closing time may come before the opening time (spec public §5: no check that closing is
 * after opening exists): the day runs past midnight, as a bar open 22:00-02:00. A closed day keeps no times.
 * The answer is ordered Monday to Sunday. The member space's form applies the same rules (app validation/schemas.ts).
 */
export function validateSchedules(input: readonly ScheduleInput[]): ScheduleValidation {
  if (input.length > DAYS_OF_WEEK.length) {
    return { ok: false, message: "Une semaine compte au plus 7 jours d'horaires." };
  }
  const seen = new Set<string>();
  const schedules: Schedule[] = [];
  for (const entry of input) {
    const day = DAYS_OF_WEEK.find((candidate) => candidate === entry.dayOfWeek);
    if (!day) return { ok: false, message: `Jour invalide : ${entry.dayOfWeek}` };
    if (seen.has(day)) return { ok: false, message: `Le jour ${day} apparaît plusieurs fois.` };
    seen.add(day);
    const closed = entry.closed === true;
    if (closed) {
      schedules.push({ dayOfWeek: day, closed: true, openingTime: null, closingTime: null });
      continue;
    }
    const openingTime = entry.openingTime ?? null;
    const closingTime = entry.closingTime ?? null;
    if (openingTime === null || closingTime === null || openingTime === '' || closingTime === '') {
      return { ok: false, message: `Ce champ est obligatoire. (${day})` };
    }
    if (!TIME.test(openingTime) || !TIME.test(closingTime)) {
      return { ok: false, message: `Format horaire invalide (HH:MM). (${day})` };
    }
    schedules.push({ dayOfWeek: day, closed: false, openingTime, closingTime });
  }
  schedules.sort((a, b) => DAYS_OF_WEEK.indexOf(a.dayOfWeek) - DAYS_OF_WEEK.indexOf(b.dayOfWeek));
  return { ok: true, schedules };
}
