import type { Id, MemberSummary } from '../types';

/** Days in the order the opening hours are shown (spec public §3: dayOfWeek MONDAY to SUNDAY). */
export const weekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof weekdays)[number];

/** One day of the opening hours (spec public §3: times HH:MM or null). */
export interface OpeningHours {
  dayOfWeek: Weekday;
  closed: boolean;
  openingTime?: string | null;
  closingTime?: string | null;
}

/** A review as the carousel shows it. `placeholder` is the stand-in of spec public §4 (anonymous, 5 stars, no reviews yet). */
export interface MemberReview {
  id: Id;
  /** 'First Last' as the container composed it. */
  author: string;
  score: number;
  comment: string;
  placeholder?: boolean;
}

/** Spec public §4: when there are no ratings or they fail to load, one placeholder rating is shown. */
export const placeholderReview: MemberReview = { id: 'placeholder', author: '', score: 5, comment: '', placeholder: true };

/** A member's public profile (spec public §2.5). */
export interface MemberDetails extends MemberSummary {
  description?: string;
  /** Photo URLs of the gallery. */
  pictures?: readonly string[];
  /** Embed URL of the presentation video (v= links already turned into embed links by the container). */
  videoEmbedUrl?: string;
  latitude?: number | null;
  longitude?: number | null;
  /** Average of the ratings (shown to one decimal) and their number. */
  averageRating?: number;
  reviewCount?: number;
}

/** The opening hours in weekday order; days without an entry are left out. */
export function sortOpeningHours(schedules: readonly OpeningHours[]): OpeningHours[] {
  return [...schedules].sort((a, b) => weekdays.indexOf(a.dayOfWeek) - weekdays.indexOf(b.dayOfWeek));
}
