import { companyImageUrl, DAYS_OF_WEEK, normalizeWebsite, type Company, type Language, type Rating, type Schedule } from '@annuaire/api';
import { toEmbedUrl, type MemberDetails, type MemberReview, type OpeningHours } from '@annuaire/ui';
import type { RatingItem } from '../../state/carousels/carouselRules';
import { toMemberSummary } from '../../shared/memberMappers';

// API -> view models of /membre/{id} (spec public §2.5), the "open now" rule and the schema.org description.

export function toMemberDetails(company: Company, language: Language): MemberDetails {
  const video = company.videoLink?.trim();
  return {
    ...toMemberSummary(company, language),
    description: company.description,
    pictures: company.pictures.map((picture) => companyImageUrl(picture)).filter((url): url is string => url !== null),
    videoEmbedUrl: video ? (toEmbedUrl(video) ?? undefined) : undefined,
    latitude: company.lat,
    longitude: company.lon,
    averageRating: company.averageRating ?? undefined,
    reviewCount: company.ratingCount,
  };
}

/** A member's sector and place, before its page's description (the page's meta description and link previews). */
export function memberPageSummary(company: Company, language: Language): string {
  const sector = language === 'en' ? company.sectorNameEn || company.sector : company.sector;
  const place = [company.city, company.country].filter(Boolean).join(', ');
  return [sector, place].filter(Boolean).join(' · ');
}

export function toOpeningHours(schedule: Schedule): OpeningHours {
  return { dayOfWeek: schedule.dayOfWeek, closed: schedule.closed, openingTime: schedule.openingTime, closingTime: schedule.closingTime };
}

export function toRatingItem(rating: Rating): RatingItem {
  return { id: rating.id, firstName: rating.firstName, lastName: rating.lastName, score: rating.score, comment: rating.comment, createdAt: rating.createdAt };
}

export function toReview(item: RatingItem, index: number): MemberReview {
  // Ratings fewer than 3 are repeated (spec public §4): each copy needs its own key.
  return {
    id: `${item.id}-${index}`,
    author: `${item.firstName} ${item.lastName}`.trim(),
    score: item.score,
    comment: item.comment,
    placeholder: item.placeholder,
  };
}

// The contract's days in Date.getDay()'s order (Sunday is 0).
const DAYS = [DAYS_OF_WEEK[6], ...DAYS_OF_WEEK.slice(0, 6)] as const;

function minutes(time: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const clocks = new Map<string, Intl.DateTimeFormat>();

/** The day (Date.getDay()'s numbering) and the minute of the day at `now` on the clocks of `timeZone`. */
function localClock(now: Date, timeZone: string): { day: number; minutes: number } {
  try {
    let clock = clocks.get(timeZone);
    if (clock === undefined) {
      clock = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      clocks.set(timeZone, clock);
    }
    const parts = clock.formatToParts(now);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
    return { day: WEEKDAYS.indexOf(part('weekday') as (typeof WEEKDAYS)[number]), minutes: (Number(part('hour')) % 24) * 60 + Number(part('minute')) };
  } catch {
    // a zone this browser does not know: its own clock, the best guess left
    return { day: now.getDay(), minutes: now.getHours() * 60 + now.getMinutes() };
  }
}

/**
 * Whether the member is open at `now` (spec public §2.5 "open now"), from its schedules, which are local times in the
 * member's time zone (its chamber's): the answer is the same for a visitor anywhere. A closing time before the
 * opening time runs past midnight. Undefined when there are no schedules.
 */
export function isOpenAt(schedules: readonly Schedule[], now: Date, timeZone: string): boolean | undefined {
  if (schedules.length === 0) return undefined;
  const { day: today, minutes: at } = localClock(now, timeZone);
  const day = (offset: number) => schedules.find((s) => s.dayOfWeek === DAYS[(today + 7 + offset) % 7]);
  const span = (schedule: Schedule | undefined) => {
    if (!schedule || schedule.closed) return null;
    const open = minutes(schedule.openingTime);
    const close = minutes(schedule.closingTime);
    return open === null || close === null ? null : { open, close };
  };
  const current = span(day(0));
  if (current && (current.close > current.open ? at >= current.open && at < current.close : at >= current.open)) return true;
  const yesterday = span(day(-1));
  return yesterday !== null && yesterday.close < yesterday.open && at < yesterday.close;
}

const SCHEMA_DAYS: Record<Schedule['dayOfWeek'], string> = {
  MONDAY: 'https://schema.org/Monday',
  TUESDAY: 'https://schema.org/Tuesday',
  WEDNESDAY: 'https://schema.org/Wednesday',
  THURSDAY: 'https://schema.org/Thursday',
  FRIDAY: 'https://schema.org/Friday',
  SATURDAY: 'https://schema.org/Saturday',
  SUNDAY: 'https://schema.org/Sunday',
};

/** The schema.org LocalBusiness of a member (search engines read the page's JSON-LD). */
export function localBusinessJsonLd(company: Company, schedules: readonly Schedule[], pageUrl: string): Record<string, unknown> {
  const website = normalizeWebsite(company.webLink);
  const logo = companyImageUrl(company.logo);
  const origin = new URL(pageUrl).origin;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': pageUrl,
    name: company.name,
    description: company.description || undefined,
    url: website ?? pageUrl,
    telephone: company.telephone || undefined,
    email: company.email || undefined,
    image: logo ? new URL(logo, origin).href : undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address,
      addressLocality: company.city ?? undefined,
      addressCountry: company.country,
    },
    geo: company.lat !== null && company.lon !== null ? { '@type': 'GeoCoordinates', latitude: company.lat, longitude: company.lon } : undefined,
    openingHoursSpecification: schedules
      .filter((s) => !s.closed && s.openingTime && s.closingTime)
      .map((s) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: SCHEMA_DAYS[s.dayOfWeek], opens: s.openingTime, closes: s.closingTime })),
    aggregateRating:
      company.averageRating !== null && company.ratingCount > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: Math.round(company.averageRating * 10) / 10,
            reviewCount: company.ratingCount,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  };
}
