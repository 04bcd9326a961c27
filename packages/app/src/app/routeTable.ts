// THE route manifest of the app (DESIGN.md Routes), as data: routes.tsx builds the router from it, and the build
// (vite.config.ts) writes dist/routes.json from it, which the directory service reads for each page's hints and
// `npm run bench` for each route's JavaScript. Plain data on purpose: the build reads it without React.

/** Who may open a route: anyone, a signed-in member (valid token), an administrator (spec public §6, admin §6). */
export type Access = 'public' | 'member' | 'admin';

/** The message areas (packages/ui/src/i18n/<area>, packages/app/src/i18n/<area>): a page's texts load with it. */
export type RouteMessages = 'core' | 'home' | 'memberDetails' | 'login' | 'member' | 'admin';

export interface RouteEntry {
  /** react-router path pattern. */
  readonly path: string;
  /**
   * The page module `src/app/pages/<page>.tsx`, a chunk loaded on demand with the page's texts (the directory service
   * names a page's chunks in its HTML, so they download with the first one). `eager` pages are in the first chunk
   * instead: the pages most visitors land on, whose code the other public pages mostly share (page frame, cards).
   */
  readonly page: string;
  readonly eager?: boolean;
  readonly access: Access;
  /** The area of texts the page shows, loaded with it (default: the core, always there). */
  readonly messages?: RouteMessages;
  /** The path this one leads to instead (spec public §2.1: the member space's default is the company profile). */
  readonly redirect?: string;
  /**
   * The directory service renders the page (entry-server.tsx's routes): its code is asked for once the page has painted
   * (boot.ts), so its HTML names none of it; the other pages' HTML names their code (the service's page hints).
   */
  readonly serverRendered?: boolean;
}

/** The frame of every page of an access group: its module (`src/app/pages/<page>.tsx`) and its texts. */
export const groupLayouts: Partial<Record<Access, { readonly page: string; readonly messages: RouteMessages }>> = {
  member: { page: 'memberSpace', messages: 'member' },
  admin: { page: 'adminArea', messages: 'admin' },
};

export const routeTable: readonly RouteEntry[] = [
  { path: '/', page: 'home', access: 'public', messages: 'home', serverRendered: true },
  // spec public §2.1: two readings of the home path, / and /accueil.
  { path: '/accueil', page: 'home', access: 'public', messages: 'home', serverRendered: true },
  { path: '/membres', page: 'members', eager: true, access: 'public', serverRendered: true },
  { path: '/membre/:id', page: 'memberDetails', access: 'public', messages: 'memberDetails', serverRendered: true },
  { path: '/actualites', page: 'news', access: 'public', serverRendered: true },
  { path: '/login', page: 'login', access: 'public', messages: 'login' },
  // "Devenir membre": a company applies to a chamber (no account before the chamber approves it)
  { path: '/devenir-membre', page: 'membershipApplication', access: 'public' },
  { path: '/espace-membre', page: 'memberSpace', access: 'member', redirect: '/apropos' },
  { path: '/apropos', page: 'companyProfile', access: 'member' },
  { path: '/media', page: 'companyMedia', access: 'member' },
  { path: '/horaire', page: 'openingHours', access: 'member' },
  { path: '/statistique', page: 'memberStatistics', access: 'member' },
  // "Mon compte" of every signed-in person: a member's in the member space, an administrator's in the back-office
  // (its Parameters menu), both the same screen with the member space's texts.
  { path: '/compte', page: 'account', access: 'member' },
  // The back-office (spec admin §2, DESIGN.md routes): each section at /<section> and /admin/<section>. A section is
  // routed once its screen exists; the others are unknown paths until then.
  { path: '/admin', page: 'adminArea', access: 'admin', redirect: '/admin/members' },
  { path: '/members', page: 'adminMembers', access: 'admin' },
  { path: '/admin/members', page: 'adminMembers', access: 'admin' },
  { path: '/banners', page: 'adminBanners', access: 'admin' },
  { path: '/admin/banners', page: 'adminBanners', access: 'admin' },
  { path: '/announcements', page: 'adminAnnouncements', access: 'admin' },
  { path: '/admin/announcements', page: 'adminAnnouncements', access: 'admin' },
  { path: '/statistics', page: 'adminStatistics', access: 'admin' },
  { path: '/admin/statistics', page: 'adminStatistics', access: 'admin' },
  { path: '/amcham', page: 'adminAmcham', access: 'admin' },
  { path: '/admin/amcham', page: 'adminAmcham', access: 'admin' },
  // The header's Parameters menu links to /categories and /secteurs (spec admin §2); like every section they answer
  // under /admin too.
  { path: '/categories', page: 'adminCategories', access: 'admin' },
  { path: '/admin/categories', page: 'adminCategories', access: 'admin' },
  { path: '/secteurs', page: 'adminSectors', access: 'admin' },
  { path: '/admin/secteurs', page: 'adminSectors', access: 'admin' },
  // The change log of the audit trail, linked from the header's Parameters menu.
  { path: '/journal', page: 'adminJournal', access: 'admin' },
  { path: '/admin/journal', page: 'adminJournal', access: 'admin' },
  // The outbox of the service's mails, the network administrator's only (the page tells a chamber administrator so),
  // linked from the header's Parameters menu for the network administrator.
  { path: '/courriels', page: 'adminMails', access: 'admin' },
  { path: '/admin/courriels', page: 'adminMails', access: 'admin' },
  // The accounts the administrator looks after (both administrator profiles), from the header's Parameters menu.
  { path: '/comptes', page: 'adminAccounts', access: 'admin' },
  { path: '/admin/comptes', page: 'adminAccounts', access: 'admin' },
  { path: '/admin/membres/:id', page: 'adminMemberView', access: 'admin' },
  // The edit page shows the member space's profile form: its texts come with it.
  { path: '/admin/membres/:id/edit', page: 'adminMemberEdit', access: 'admin', messages: 'member' },
  { path: '/admin/compte', page: 'adminAccount', access: 'admin', messages: 'member' },
];

/** Where an unknown path goes (spec public §2.1). */
export const FALLBACK_PATH = '/';
