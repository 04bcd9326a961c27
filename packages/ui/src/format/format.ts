import type { UiLocale } from '../i18n/messages';

/** The Intl locale behind each product language (spec public §10: numbers use fr-FR or en-US). */
export const intlLocale: Record<UiLocale, string> = { fr: 'fr-FR', en: 'en-US' };

/** Placeholder for a missing date (spec public §10: empty last-update placeholder). */
export const DATE_PLACEHOLDER = '--/--/----';

/** Counters get a plus from this value on (spec public §9: counter plus sign from 1000). */
export const COUNTER_PLUS_FROM = 1000;

/** A number with the locale's grouping: fr-FR uses a narrow no-break space as thousands separator. */
export function formatNumber(value: number, locale: UiLocale): string {
  return new Intl.NumberFormat(intlLocale[locale]).format(value);
}

/** Home statistics counters: '1 250+' (fr) / '1,250+' (en) from 1000, the bare number below. */
export function formatCounter(value: number, locale: UiLocale): string {
  const text = formatNumber(value, locale);
  return value >= COUNTER_PLUS_FROM ? `${text}+` : text;
}

/**
 * Growth as a signed percentage with one decimal, plus when 0 or more (spec public §10):
 * 12.5 -> '+12.5%' (en) / '+12,5 %' (fr, with the no-break space Intl puts before %).
 * The input is in percent (12.5 means 12.5 %).
 */
export function formatSignedPercent(value: number, locale: UiLocale): string {
  // -0 would print '-0.0%': a zero growth is shown as '+0.0%'.
  const normalised = Object.is(value, -0) ? 0 : value;
  return new Intl.NumberFormat(intlLocale[locale], {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'always',
  }).format(normalised / 100);
}

/** Green when 0 or more, red otherwise (spec public §10, admin §9). */
export function growthTone(value: number): 'positive' | 'negative' {
  return value >= 0 ? 'positive' : 'negative';
}

type DateInput = Date | string | number | null | undefined;

/** Reads a Date, a timestamp, an ISO string, an input date 'yyyy-mm-dd' or a service date 'dd-mm-yyyy'. */
export function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  if (typeof input === 'number') return toDate(new Date(input));
  const service = /^(\d{2})-(\d{2})-(\d{4})$/.exec(input);
  if (service) return calendarDate(Number(service[3]), Number(service[2]), Number(service[1]));
  const inputDate = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input);
  if (inputDate) return calendarDate(Number(inputDate[1]), Number(inputDate[2]), Number(inputDate[3]));
  return toDate(new Date(input));
}

/** A calendar day at local midnight, or null when the day does not exist (31-02-2024). */
function calendarDate(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Short date of the statistics: dd/mm in French, mm/dd in English (spec public §10). */
export function formatShortDate(input: DateInput, locale: UiLocale): string {
  const date = toDate(input);
  if (!date) return DATE_PLACEHOLDER.slice(0, 5);
  const day = pad(date.getDate());
  const month = pad(date.getMonth() + 1);
  return locale === 'fr' ? `${day}/${month}` : `${month}/${day}`;
}

/** Full date dd/mm/yyyy (fr) or mm/dd/yyyy (en); '--/--/----' when there is none. */
export function formatDate(input: DateInput, locale: UiLocale): string {
  const date = toDate(input);
  if (!date) return DATE_PLACEHOLDER;
  return `${formatShortDate(date, locale)}/${date.getFullYear()}`;
}

/** Service date 'dd-mm-yyyy' to a date input's 'yyyy-mm-dd' (admin §9); null when it is not a real day. */
export function serviceDateToInput(serviceDate: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(serviceDate.trim());
  if (!match || !calendarDate(Number(match[3]), Number(match[2]), Number(match[1]))) return null;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** A date input's 'yyyy-mm-dd' to the service's 'dd-mm-yyyy' (admin §9); null when it is not a real day. */
export function inputDateToService(inputDate: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(inputDate.trim());
  if (!match || !calendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) return null;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** A date as the back-office shows it: 'dd-mm-yyyy' in both languages (admin §9); '--/--/----' when there is none. */
export function formatServiceDate(input: DateInput): string {
  const date = toDate(input);
  return date ? toServiceDate(date) : DATE_PLACEHOLDER;
}

/** Today (or a given day) as a service date 'dd-mm-yyyy' (admin §3: member display row date). */
export function toServiceDate(date: Date): string {
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}
