/**
 * View models of the back-office screens (spec admin §2-§9). The app maps the directory service's answers to these
 * in one place per screen and owns state, validation (the app's form, Yup) and data; the screens show what they are given
 * and report what the user does. Labels arrive translated (sector and country names in the current language) and
 * messages resolved (the container picks the catalogue's message).
 */

/** The admin header's sections, in the order of its navigation (spec admin §2 "Admin header"). */
export const adminSections = ['members', 'banners', 'announcements', 'statistics', 'amcham'] as const;
export type AdminSection = (typeof adminSections)[number];

/**
 * The items of the header's Parameters menu, in its order (spec admin §2): sectors and categories management, the
 * change log, the directory embedded on the chamber's site, the accounts the administrator looks after, its own
 * account, and the network administrator's mails.
 */
export const adminSettings = ['sectors', 'categories', 'journal', 'embed', 'accounts', 'account', 'mails'] as const;
export type AdminSetting = (typeof adminSettings)[number];

/** A country chamber as the header and the chamber picker show it. */
export interface AdminChamber {
  id: number;
  name: string;
  /** The chamber's logo; the kit's placeholder when missing or broken. */
  logoUrl?: string;
  /** The country's flag emoji. */
  countryIcon?: string;
}

/** Statuses of a member (spec admin §3, §4; DESIGN.md: persisted). */
export const memberStatuses = ['ACTIVE', 'INACTIVE', 'PENDING'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** A row of the members table (spec admin §2 "Members management screen", §3 "Member display row"). */
export interface AdminMemberRow {
  id: number;
  name: string;
  logoUrl?: string;
  /** Sector name in the current language. */
  sector: string;
  country: string;
  countryIcon?: string;
  status: MemberStatus;
  /** When the member was created (ISO 8601); shown dd-mm-yyyy (spec admin §9). */
  createdAt: string;
  /** Its membership application has waited 30 days for an answer: marked beside its status. */
  overdue?: boolean;
}

/** A summary card: a real figure, its label and, where it has one, its growth in percent (spec admin §9 colours). */
export interface AdminSummaryCard {
  id: string;
  label: string;
  value: number;
  growth?: number;
  /** What the growth compares with ('vs. semaine précédente'). */
  caption?: string;
}

/** Where a list stands: loading, failed (with the catalogue's message), or loaded. */
export type AdminListState = { status: 'loading' } | { status: 'error'; message?: string } | { status: 'loaded' };
