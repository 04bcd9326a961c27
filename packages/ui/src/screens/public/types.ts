/**
 * View models of the public screens. The app maps the directory service's answers to these in one place per
 * screen, so another chamber can drive the screens from its own backend. Labels arrive already translated
 * (sector and country names in the current language) unless a field says otherwise.
 */

export type Id = string | number;

/** A member company as the cards and lists show it (spec public §2.3, §2.4). */
export interface MemberSummary {
  id: Id;
  name: string;
  /** Sector label in the current language. */
  sector?: string;
  /** Country name in the current language. */
  country?: string;
  address?: string;
  /** Website as the container normalised it (https:// prepended when there was no scheme, spec public §5). */
  website?: string;
  phone?: string;
  email?: string;
  /** Absolute or app-relative URL of the logo; the placeholder shows when missing or broken. */
  logoUrl?: string;
}

/** Category of an announcement: the badge shows the name of the current language (spec public §2.3). */
export interface AnnouncementCategory {
  nameFr: string;
  nameEn: string;
}

/** An announcement / event card (spec public §2.3, §3). */
export interface Announcement {
  id: Id;
  title: string;
  description: string;
  imageUrl?: string;
  category?: AnnouncementCategory;
  /** Start date: an ISO date, a 'yyyy-mm-dd' or a service 'dd-mm-yyyy' string. */
  startDate?: string;
}

/** A choice of the country and sector filters. */
export interface FilterOption {
  value: string;
  label: string;
}

/** The three filters of the home search and the members page (spec public §2.3, §2.4); '' means "all". */
export interface MemberFilters {
  keyword: string;
  countryId: string;
  sectorId: string;
}

export const emptyMemberFilters: MemberFilters = { keyword: '', countryId: '', sectorId: '' };

/** True when any filter is set (spec public §2.4: the 'Active filters' banner shows whenever one is). */
export function hasActiveFilters(filters: MemberFilters): boolean {
  return filters.keyword.trim() !== '' || filters.countryId !== '' || filters.sectorId !== '';
}
