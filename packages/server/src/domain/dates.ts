/**
 * Calendar helpers of the directory domain. The service speaks dd-mm-yyyy for ad and event dates
 * (admin spec §9: "Dates are dd-mm-yyyy for the service"), the database stores ISO dates (yyyy-mm-dd),
 * and statistics days are ISO dates. "Today" is the UTC calendar day so every process agrees.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SERVICE_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** True when year, month and day name a real calendar day (rejects 31-02-2026). */
function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** The UTC calendar day of an instant, as yyyy-mm-dd. */
export function toIsoDate(instant: Date): string {
  return `${pad(instant.getUTCFullYear(), 4)}-${pad(instant.getUTCMonth() + 1)}-${pad(instant.getUTCDate())}`;
}

/** yyyy-mm-dd (or a Date) -> dd-mm-yyyy; null stays null. */
export function formatServiceDate(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const iso = value instanceof Date ? toIsoDate(value) : value.slice(0, 10);
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [, year, month, day] = match;
  return `${day}-${month}-${year}`;
}

/**
 * dd-mm-yyyy -> yyyy-mm-dd. Also accepts yyyy-mm-dd (what a date input sends, admin spec §9) so a
 * client that forgot to convert is not rejected. Returns null for anything that is not a real day.
 */
export function parseServiceDate(value: string): string | null {
  const trimmed = value.trim();
  const service = SERVICE_DATE.exec(trimmed);
  const iso = ISO_DATE.exec(trimmed);
  let year: number;
  let month: number;
  let day: number;
  if (service) {
    day = Number(service[1]);
    month = Number(service[2]);
    year = Number(service[3]);
  } else if (iso) {
    year = Number(iso[1]);
    month = Number(iso[2]);
    day = Number(iso[3]);
  } else {
    return null;
  }
  if (!isRealDay(year, month, day)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Adds whole days to an ISO date (negative to go back). */
export function addDays(isoDate: string, days: number): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`not an ISO date: ${isoDate}`);
  const instant = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return toIsoDate(instant);
}

/** The start (00:00 UTC) of the calendar day of an instant. */
export function startOfUtcDay(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
}
