// THE route manifest of the app (DESIGN.md Routes), as data: the one record of what each path is. routes.tsx builds
// the router from it; the server's render (entry-server.tsx) renders the pages it marks and asks for the data it
// names; the page titles and meta (shared/PageHead.tsx), the member space's and the back-office's frames (their
// headers' links, titles and highlighted tab or section) read it; the build (vite.config.ts) writes dist/routes.json
// from it, which the directory service reads for each page's hints and `npm run bench` for each route's JavaScript.
// Plain data on purpose: the build reads it without React.
import type { AdminSection, AdminSetting, MemberTab } from '@annuaire/ui';
import type { MessageId } from '../i18n/messages';
import type { PageMeta } from '../shared/PageHead';
// With its extension: vite.config.ts loads this file (and this import) outside the bundler.
import { PUBLIC_PATHS } from '../shared/publicPaths.ts';

/** Who may open a route: anyone, a signed-in member (valid token), an administrator (spec public §6, admin §6). */
export type Access = 'public' | 'member' | 'admin';

/** The message areas (packages/ui/src/i18n/<area>, packages/app/src/i18n/<area>): a page's texts load with it. */
export type RouteMessages = 'core' | 'home' | 'memberDetails' | 'login' | 'apply' | 'member' | 'admin';

export interface RouteEntry {
  /** react-router path pattern. */
  readonly path: string;
  /**
   * The page module (pageModule below), a chunk loaded on demand with the page's texts (the directory service names a
   * page's chunks in its HTML, so they download with the first one). `eager` pages are in the first chunk instead:
   * the pages most visitors land on, whose code the other public pages mostly share (page frame, cards).
   */
  readonly page: string;
  readonly eager?: boolean;
  readonly access: Access;
  /** The area of texts the page shows, loaded with it (default: the core, always there). */
  readonly messages?: RouteMessages;
  /** The path this one leads to instead (spec public §2.1: the member space's default is the company profile). */
  readonly redirect?: string;
  /** The page's <title> and meta description (every page but a redirect). */
  readonly meta?: PageMeta;
  /**
   * The directory service renders the page (entry-server.tsx): its code is asked for once the page has painted
   * (boot.ts), so its HTML names none of it; the other pages' HTML names their code (the service's page hints).
   */
  readonly serverRendered?: boolean;
  /** The data the page needs, asked for as soon as its route matches (RoutePrefetch). */
  readonly prefetch?: RoutePrefetch;
  /** The server's render starts from the page's state that the address's query gives (a GET of the page's form). */
  readonly query?: 'membersSearch';
  /** In the member space: the header's tab of the page (the path that tab leads to). */
  readonly member?: MemberPlace;
  /** In the back-office: the header's title and highlighted section, and the header link leading here. */
  readonly admin?: AdminPlace;
  /**
   * The page is an application of its own, with its own HTML and entry instead of the portal's (index.html, main.tsx)
   * and outside its router: the build's input `<entry>.html` (vite.config.ts), whose scripts are the route's whole
   * initial JavaScript (dist/routes.json, `npm run bench`). Its `page` names the feature it shows.
   */
  readonly entry?: AppEntry;
}

/** The application entries beside the portal's: the directory a chamber embeds on its own site (embed.html). */
export type AppEntry = 'embed';

/**
 * What a page's data is, asked for as soon as its route matches, in parallel with its code (the page's own query then
 * finds the request in flight or its answer in the cache). `member`: the company of the path's `:id`; the browser
 * asks for its details (similar members and ratings follow them, spec public §4), the server's render for all three
 * at once, so one render pass is enough; a member not found is a 404.
 */
export type RoutePrefetch = 'member';

interface MemberPlace {
  /** The tab highlighted on the page; one entry per tab, the path its link leads to. */
  readonly tab: MemberTab;
  /**
   * The screen shows its own level-1 heading; otherwise the frame gives the page one (hidden: the active tab says it
   * on screen) from the page's title.
   */
  readonly ownHeading?: true;
}

interface AdminPlace {
  /** The header's title (catalogue id). */
  readonly title: MessageId;
  /** The navigation's section highlighted on the page. */
  readonly section?: AdminSection;
  /** The header link that leads to this path: a section of the navigation, or an item of the Parameters menu. */
  readonly linkedFrom?: AdminSection | AdminSetting;
}

/** The frame of every page of an access group: its page module and its texts. */
export const groupLayouts: Partial<Record<Access, { readonly page: string; readonly messages: RouteMessages }>> = {
  member: { page: 'memberSpace', messages: 'member' },
  admin: { page: 'adminArea', messages: 'admin' },
};

export const routeTable: readonly RouteEntry[] = [
  {
    path: '/',
    page: 'home',
    access: 'public',
    messages: 'home',
    meta: { title: 'app.page.home.title', description: 'app.page.home.description' },
    serverRendered: true,
  },
  // spec public §2.1: two readings of the home path, / and /accueil.
  {
    path: '/accueil',
    page: 'home',
    access: 'public',
    messages: 'home',
    meta: { title: 'app.page.home.title', description: 'app.page.home.description' },
    serverRendered: true,
  },
  {
    path: PUBLIC_PATHS.members,
    page: 'members',
    eager: true,
    access: 'public',
    meta: { title: 'app.page.members.title', description: 'app.page.members.description' },
    serverRendered: true,
    query: 'membersSearch',
  },
  {
    path: PUBLIC_PATHS.member,
    page: 'memberDetails',
    access: 'public',
    messages: 'memberDetails',
    meta: {
      title: 'app.page.member.title',
      description: 'app.page.member.description',
      unnamed: { title: 'app.page.memberLoading.title', description: 'app.page.memberLoading.description' },
    },
    serverRendered: true,
    prefetch: 'member',
  },
  {
    path: PUBLIC_PATHS.news,
    page: 'news',
    access: 'public',
    meta: { title: 'app.page.news.title', description: 'app.page.news.description' },
    serverRendered: true,
  },
  {
    path: PUBLIC_PATHS.login,
    page: 'login',
    access: 'public',
    messages: 'login',
    meta: { title: 'app.page.login.title', description: 'app.page.login.description' },
  },
  // "Devenir membre": a company applies to a chamber (no account before the chamber approves it)
  {
    path: PUBLIC_PATHS.apply,
    page: 'membershipApplication',
    access: 'public',
    messages: 'apply',
    meta: { title: 'app.page.apply.title', description: 'app.page.apply.description' },
  },
  // The directory a chamber embeds on its own site (the directory service's /embed/:chamberId and /embed.js): an entry
  // of its own (embed.html, src/embed/), rendered by the service; no portal frame, no session; the member details'
  // texts come with it.
  {
    path: '/embed/:chamberId',
    page: 'embed',
    entry: 'embed',
    access: 'public',
    messages: 'memberDetails',
    meta: { title: 'app.page.embed.title', description: 'app.page.embed.description' },
    serverRendered: true,
  },
  { path: '/espace-membre', page: 'memberSpace', access: 'member', redirect: '/apropos' },
  {
    path: '/apropos',
    page: 'companyProfile',
    access: 'member',
    meta: { title: 'app.page.memberProfile.title', description: 'app.page.memberProfile.description' },
    member: { tab: 'about' },
  },
  {
    path: '/media',
    page: 'companyMedia',
    access: 'member',
    meta: { title: 'app.page.memberMedia.title', description: 'app.page.memberMedia.description' },
    member: { tab: 'media' },
  },
  {
    path: '/horaire',
    page: 'openingHours',
    access: 'member',
    meta: { title: 'app.page.memberHours.title', description: 'app.page.memberHours.description' },
    member: { tab: 'hours' },
  },
  {
    path: '/statistique',
    page: 'memberStatistics',
    access: 'member',
    meta: { title: 'app.page.memberStatistics.title', description: 'app.page.memberStatistics.description' },
    member: { tab: 'statistics', ownHeading: true },
  },
  // "Mon compte" of every signed-in person: a member's in the member space, an administrator's in the back-office
  // (its Parameters menu), both the same screen with the member space's texts.
  {
    path: '/compte',
    page: 'account',
    access: 'member',
    meta: { title: 'app.page.account.title', description: 'app.page.account.description' },
    member: { tab: 'account', ownHeading: true },
  },
  // The back-office (spec admin §2, DESIGN.md routes): each section at /<section> and /admin/<section>, where the
  // header's navigation leads. A section is routed once its screen exists; the others are unknown paths until then.
  { path: '/admin', page: 'adminArea', access: 'admin', redirect: '/admin/members' },
  {
    path: '/members',
    page: 'adminMembers',
    access: 'admin',
    meta: { title: 'app.page.adminMembers.title', description: 'app.page.adminMembers.description' },
    admin: { title: 'app.admin.title.members', section: 'members' },
  },
  {
    path: '/admin/members',
    page: 'adminMembers',
    access: 'admin',
    meta: { title: 'app.page.adminMembers.title', description: 'app.page.adminMembers.description' },
    admin: { title: 'app.admin.title.members', section: 'members', linkedFrom: 'members' },
  },
  {
    path: '/banners',
    page: 'adminBanners',
    access: 'admin',
    meta: { title: 'app.page.adminBanners.title', description: 'app.page.adminBanners.description' },
    admin: { title: 'app.admin.title.banners', section: 'banners' },
  },
  {
    path: '/admin/banners',
    page: 'adminBanners',
    access: 'admin',
    meta: { title: 'app.page.adminBanners.title', description: 'app.page.adminBanners.description' },
    admin: { title: 'app.admin.title.banners', section: 'banners', linkedFrom: 'banners' },
  },
  {
    path: '/announcements',
    page: 'adminAnnouncements',
    access: 'admin',
    meta: { title: 'app.page.adminAnnouncements.title', description: 'app.page.adminAnnouncements.description' },
    admin: { title: 'app.admin.title.announcements', section: 'announcements' },
  },
  {
    path: '/admin/announcements',
    page: 'adminAnnouncements',
    access: 'admin',
    meta: { title: 'app.page.adminAnnouncements.title', description: 'app.page.adminAnnouncements.description' },
    admin: { title: 'app.admin.title.announcements', section: 'announcements', linkedFrom: 'announcements' },
  },
  {
    path: '/statistics',
    page: 'adminStatistics',
    access: 'admin',
    meta: { title: 'app.page.adminStatistics.title', description: 'app.page.adminStatistics.description' },
    admin: { title: 'app.admin.title.statistics', section: 'statistics' },
  },
  {
    path: '/admin/statistics',
    page: 'adminStatistics',
    access: 'admin',
    meta: { title: 'app.page.adminStatistics.title', description: 'app.page.adminStatistics.description' },
    admin: { title: 'app.admin.title.statistics', section: 'statistics', linkedFrom: 'statistics' },
  },
  {
    path: '/amcham',
    page: 'adminAmcham',
    access: 'admin',
    meta: { title: 'app.page.adminAmcham.title', description: 'app.page.adminAmcham.description' },
    admin: { title: 'app.admin.title.amcham', section: 'amcham' },
  },
  {
    path: '/admin/amcham',
    page: 'adminAmcham',
    access: 'admin',
    meta: { title: 'app.page.adminAmcham.title', description: 'app.page.adminAmcham.description' },
    admin: { title: 'app.admin.title.amcham', section: 'amcham', linkedFrom: 'amcham' },
  },
  // The header's Parameters menu links to /categories and /secteurs (spec admin §2); like every section they answer
  // under /admin too.
  {
    path: '/categories',
    page: 'adminCategories',
    access: 'admin',
    meta: { title: 'app.page.adminCategories.title', description: 'app.page.adminCategories.description' },
    admin: { title: 'app.admin.title.categories', linkedFrom: 'categories' },
  },
  {
    path: '/admin/categories',
    page: 'adminCategories',
    access: 'admin',
    meta: { title: 'app.page.adminCategories.title', description: 'app.page.adminCategories.description' },
    admin: { title: 'app.admin.title.categories' },
  },
  {
    path: '/secteurs',
    page: 'adminSectors',
    access: 'admin',
    meta: { title: 'app.page.adminSectors.title', description: 'app.page.adminSectors.description' },
    admin: { title: 'app.admin.title.sectors', linkedFrom: 'sectors' },
  },
  {
    path: '/admin/secteurs',
    page: 'adminSectors',
    access: 'admin',
    meta: { title: 'app.page.adminSectors.title', description: 'app.page.adminSectors.description' },
    admin: { title: 'app.admin.title.sectors' },
  },
  // The change log of the audit trail, linked from the header's Parameters menu.
  {
    path: '/journal',
    page: 'adminJournal',
    access: 'admin',
    meta: { title: 'app.page.adminJournal.title', description: 'app.page.adminJournal.description' },
    admin: { title: 'app.admin.title.journal', linkedFrom: 'journal' },
  },
  {
    path: '/admin/journal',
    page: 'adminJournal',
    access: 'admin',
    meta: { title: 'app.page.adminJournal.title', description: 'app.page.adminJournal.description' },
    admin: { title: 'app.admin.title.journal' },
  },
  // The directory embedded on the chamber's own site ("Intégration"), linked from the header's Parameters menu.
  {
    path: '/integration',
    page: 'adminEmbed',
    access: 'admin',
    meta: { title: 'app.page.adminEmbed.title', description: 'app.page.adminEmbed.description' },
    admin: { title: 'app.admin.title.embed', linkedFrom: 'embed' },
  },
  {
    path: '/admin/integration',
    page: 'adminEmbed',
    access: 'admin',
    meta: { title: 'app.page.adminEmbed.title', description: 'app.page.adminEmbed.description' },
    admin: { title: 'app.admin.title.embed' },
  },
  // The outbox of the service's mails, the network administrator's only (the page tells a chamber administrator so),
  // linked from the header's Parameters menu for the network administrator.
  {
    path: '/courriels',
    page: 'adminMails',
    access: 'admin',
    meta: { title: 'app.page.adminMails.title', description: 'app.page.adminMails.description' },
    admin: { title: 'app.admin.title.mails', linkedFrom: 'mails' },
  },
  {
    path: '/admin/courriels',
    page: 'adminMails',
    access: 'admin',
    meta: { title: 'app.page.adminMails.title', description: 'app.page.adminMails.description' },
    admin: { title: 'app.admin.title.mails' },
  },
  // The accounts the administrator looks after (both administrator profiles), from the header's Parameters menu.
  {
    path: '/comptes',
    page: 'adminAccounts',
    access: 'admin',
    meta: { title: 'app.page.adminAccounts.title', description: 'app.page.adminAccounts.description' },
    admin: { title: 'app.admin.title.accounts', linkedFrom: 'accounts' },
  },
  {
    path: '/admin/comptes',
    page: 'adminAccounts',
    access: 'admin',
    meta: { title: 'app.page.adminAccounts.title', description: 'app.page.adminAccounts.description' },
    admin: { title: 'app.admin.title.accounts' },
  },
  {
    path: '/admin/membres/:id',
    page: 'adminMemberView',
    access: 'admin',
    meta: { title: 'app.page.adminMember.title', description: 'app.page.adminMember.description' },
    admin: { title: 'app.admin.title.memberView', section: 'members' },
  },
  // The edit page shows the member space's profile form: its texts come with it.
  {
    path: '/admin/membres/:id/edit',
    page: 'adminMemberEdit',
    access: 'admin',
    messages: 'member',
    meta: { title: 'app.page.adminMember.title', description: 'app.page.adminMember.description' },
    admin: { title: 'app.admin.title.memberEdit', section: 'members' },
  },
  {
    path: '/admin/compte',
    page: 'adminAccount',
    access: 'admin',
    messages: 'member',
    meta: { title: 'app.page.account.title', description: 'app.page.account.description' },
    admin: { title: 'app.admin.title.account', linkedFrom: 'account' },
  },
];

/**
 * A page's module, from src/app: the public pages in pages/, the member space's and the back-office's in a folder of
 * their own (pages/member/, pages/admin/), whose modules load through one chunk each (memberPages.ts, adminPages.ts)
 * rather than being named in the first chunk that every public visitor downloads.
 */
export function pageModule(page: string, access: Access): string {
  return access === 'public' ? `pages/${page}.tsx` : `pages/${access}/${page}.tsx`;
}

/** The path a tab of the member space's header leads to. */
export function memberTabPath(tab: MemberTab): string {
  const entry = routeTable.find((route) => route.member?.tab === tab);
  if (!entry) throw new Error(`The route table has no page for the member tab ${tab}`);
  return entry.path;
}

/** The path a link of the back-office's header leads to (a section of its navigation, an item of its Parameters menu). */
export function adminLinkPath(link: AdminSection | AdminSetting): string {
  const entry = routeTable.find((route) => route.admin?.linkedFrom === link);
  if (!entry) throw new Error(`The route table has no page for the admin header's ${link} link`);
  return entry.path;
}

/** The route of an application entry of its own (its page's title and texts): the embedded directory's. */
function entryRoute(entry: AppEntry): RouteEntry & { readonly meta: PageMeta } {
  const route = routeTable.find((candidate) => candidate.entry === entry);
  if (!route?.meta) throw new Error(`The route table has no page with a title for the ${entry} entry`);
  return { ...route, meta: route.meta };
}

export const embedRoute = entryRoute('embed');

/** The public home, where the member space's and the back-office's platform title leads. */
export const HOME_PATH = PUBLIC_PATHS.home;

/** Where an unknown path goes (spec public §2.1). */
export const FALLBACK_PATH = '/';
