import { expect, test as base, type Browser, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';
import { stripVTControlCharacters } from 'node:util';
import { matchPath } from 'react-router';
import { routeTable } from '../src/app/routeTable';
import { ADMIN_PASSWORD, MEMBER_PASSWORD } from './signIn';
import { ERROR_MESSAGES, LANGUAGES, message, type Language } from './smoke/messages';

// Smoke of the built app (DESIGN.md "Tests and checks"): every route of the route table, as the right user, in
// French and English, at a phone and a desktop width (a second address of the same screen once: isSecondAddress), on
// the real service and its demo directory. A page fails on a console error or an uncaught exception, a failed request,
// a broken image, an error state on screen, a chart without drawn series, or (on the phone) a page wider than the
// screen. Every new route joins ROUTES.

// 'network' visits an admin route as the network administrator (a page that is its alone, like the Mails).
type Who = 'public' | 'member' | 'admin' | 'network';
type Translate = (id: string, values?: Record<string, string>) => string;

interface SmokeRoute {
  /** The address visited. */
  path: string;
  /** Who visits it: 'public' anonymously, the others signed in with their demo account (ACCOUNTS). */
  who: Who;
  /** Where the route ends when it redirects. */
  landsOn?: string;
  /** Waits for the page's main content, found by its texts in the page's language (so a page in the wrong language never settles). */
  ready: (page: Page, t: Translate) => Promise<void>;
  /** How many charts the page draws; each one must draw its series. */
  charts?: number;
  /** Hosts of the third-party embeds the page shows (map, video); the smoke serves them a blank page (no Internet here). */
  embeds?: readonly string[];
  /** Requests this page is expected to see fail, each with the reason. Ideally none: none today. */
  expectedFailures?: ReadonlyArray<{ url: RegExp; why: string }>;
  /**
   * The page's forms as a user meets them (DESIGN.md "Forms and screens"): the submit's state at open, no message
   * before anything was typed, and a first click on a checkbox or radio after focusing the first field, which must
   * tick it (a message appearing on that blur must not move it from under the pointer).
   */
  forms?: (page: Page, t: Translate) => Promise<void>;
  /** The language the page shows whatever the visitor's (the embedded directory shows its chamber's). */
  shownIn?: Language;
}

// Company 1 of the demo directory (packages/server/src/db/seed): logo, gallery, video, map, opening hours and 90 days
// of views and contacts, so every member page shows real content (member-space.spec.ts edits company 3, not this one).
const DEMO_COMPANY_ID = 1;

// Admin routes join ROUTES with who: 'admin' and are visited signed in as this chamber administrator.
const ACCOUNTS: Record<Exclude<Who, 'public'>, { email: string; password: string }> = {
  member: { email: `membre${DEMO_COMPANY_ID}@annuaire.demo`, password: MEMBER_PASSWORD },
  admin: { email: 'admin.ci@annuaire.demo', password: ADMIN_PASSWORD },
  network: { email: 'admin.reseau@annuaire.demo', password: ADMIN_PASSWORD },
};

/** The route table's access a visitor of ROUTES stands for (the network administrator's pages are admin routes). */
const accessOf = (who: Who) => (who === 'network' ? 'admin' : who);

const VIDEO = 'www.youtube-nocookie.com';
// The maps' tiles come from the local tile stub the run starts (playwright.config.ts, e2e/tileStub.mjs): let them through.
const TILES_ORIGIN = `http://127.0.0.1:${process.env.E2E_TILE_PORT}`;

// A page settles as soon as it can; the limit is generous because these machines are shared and a busy one takes
// seconds to boot a page (a page that never settles still fails, with what was seen until then).
const SETTLE_MS = 30_000;
const eventually = expect.configure({ timeout: SETTLE_MS });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

// The members screen of the chamber administrator (spec admin §2): its search box and the first member of its chamber.
async function adminMembersReady(page: Page, t: Translate) {
  await eventually(page.getByRole('searchbox', { name: t('admin.members.search.label') })).toBeVisible();
  await eventually(page.getByRole('link', { name: startsWith(t('admin.members.action.view', { name: '' })) }).first()).toBeVisible();
}

// The banners screen (spec admin §2): its search box and a banner of the chamber with its view link.
async function adminBannersReady(page: Page, t: Translate) {
  await eventually(page.getByRole('searchbox', { name: t('admin.banners.search.label') })).toBeVisible();
  await eventually(
    page.getByRole('link', { name: startsWith(t('admin.banners.action.view', { title: '' }).split(' ').slice(0, 3).join(' ')) }).first(),
  ).toBeVisible();
}

// The announcements screen (spec admin §2): its search box and an upcoming announcement of the chamber.
async function adminAnnouncementsReady(page: Page, t: Translate) {
  await eventually(page.getByRole('searchbox', { name: t('admin.announcements.search.label') })).toBeVisible();
  await eventually(page.getByRole('button', { name: startsWith(t('admin.announcements.action.view', { title: '' })) }).first()).toBeVisible();
}

// The Amcham page (spec admin §2): its search box and a chamber's view button (the chamber administrator reads every chamber).
async function adminAmchamReady(page: Page, t: Translate) {
  await eventually(page.getByRole('searchbox', { name: t('admin.amcham.search.label') })).toBeVisible();
  await eventually(page.getByRole('button', { name: startsWith(t('admin.amcham.action.view', { name: '' })) }).first()).toBeVisible();
}

// The categories and sectors pages (spec admin §2), read-only for the chamber administrator: search box and the read-only note.
async function adminCategoriesReady(page: Page, t: Translate) {
  await eventually(page.getByRole('searchbox', { name: t('admin.names.category.search') })).toBeVisible();
  await eventually(page.getByText(t('admin.names.category.readOnly'))).toBeVisible();
  await eventually(page.locator('table:not([aria-busy]) tbody tr').first()).toBeVisible();
}

async function adminSectorsReady(page: Page, t: Translate) {
  await eventually(page.getByRole('searchbox', { name: t('admin.names.sector.search') })).toBeVisible();
  await eventually(page.getByText(t('admin.names.sector.readOnly'))).toBeVisible();
  await eventually(page.locator('table:not([aria-busy]) tbody tr').first()).toBeVisible();
}

// The change log: its kind filter, then the chamber's latest write or, on a fresh database, the empty state.
async function adminJournalReady(page: Page, t: Translate) {
  await eventually(page.getByRole('combobox', { name: t('admin.journal.filter.kind') })).toBeVisible();
  await eventually(
    page
      .getByRole('heading', { name: t('admin.journal.empty.title') })
      .or(page.getByRole('button', { name: startsWith(t('admin.journal.details.open', { id: '' })) }).first()),
  ).toBeVisible();
}

// "Intégration": its title, the code to paste naming the chamber, the audience per source.
async function adminEmbedReady(page: Page, t: Translate) {
  await eventually(page.getByRole('heading', { name: t('admin.embed.title'), level: 2 })).toBeVisible();
  await eventually(page.locator('[data-snippet="script"]')).toContainText('/embed.js?chamber=');
  await eventually(page.getByRole('row', { name: startsWith(t('admin.embed.audience.embed')) })).toBeVisible();
}

// Its settings form as it opens: the saved values, no message, save enabled; a sector ticked by the first click after
// focusing the accent field (not saved).
async function adminEmbedForm(page: Page, t: Translate) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: t('admin.embed.save'), exact: true }) });
  await expectUntouched(form);
  await expect(form.getByRole('button', { name: t('admin.embed.save'), exact: true })).toBeEnabled();
  await form.getByRole('textbox', { name: startsWith(t('admin.embed.accent')) }).focus();
  const sector = form.getByRole('checkbox').first();
  const before = await sector.isChecked();
  await sector.click();
  await eventually(sector).toBeChecked({ checked: !before });
}

// The outbox of mails (the network administrator's): its state filter, then the latest mail's state or, when none was
// written yet, the empty state.
async function adminMailsReady(page: Page, t: Translate) {
  await eventually(page.getByRole('combobox', { name: t('admin.mails.filter.state') })).toBeVisible();
  await eventually(page.getByRole('heading', { name: t('admin.mails.empty.title') }).or(page.locator('table [data-state]').first())).toBeVisible();
}

// The accounts the administrator looks after: its role filter, then the first account's state (the demo seeds the
// chamber's administrators, so the list is never empty).
async function adminAccountsReady(page: Page, t: Translate) {
  await eventually(page.getByRole('combobox', { name: t('admin.accounts.filter.role') })).toBeVisible();
  await eventually(page.locator('table [data-state]').first()).toBeVisible();
}

// The statistics screen (spec admin §2): its title, then its four charts drawn (each loads on its own).
async function adminStatisticsReady(page: Page, t: Translate) {
  await eventually(page.getByRole('heading', { name: t('admin.statistics.title'), level: 2 })).toBeVisible();
  await eventually(page.locator('[data-type][data-state="ready"]')).toHaveCount(4);
  await expect(page.getByRole('heading', { name: t('admin.statistics.empty') })).toHaveCount(0);
}

// A form as it opens: no field marked invalid, no message.
async function expectUntouched(form: Locator) {
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
}

// A dialog opened by a button of the page (its exact name, or the button itself), checked as it opens, then closed
// without saving.
async function inDialog(page: Page, opener: string | Locator, check: (dialog: Locator) => Promise<void>) {
  await (typeof opener === 'string' ? page.getByRole('button', { name: opener, exact: true }) : opener).click();
  const dialog = page.getByRole('dialog');
  await eventually(dialog).toBeVisible();
  await expectUntouched(dialog);
  await check(dialog);
  await page.keyboard.press('Escape');
  await eventually(dialog).toBeHidden();
}

// The company profile (member space and back-office edit): opens with its loaded values, no message; its save stays
// enabled (spec public §5: an invalid submit says what to correct).
async function profileForm(page: Page, t: Translate) {
  const form = page.getByRole('form', { name: t('member.profile.formLabel') });
  await expectUntouched(form);
  await expect(form.getByRole('button', { name: t('member.form.save'), exact: true })).toBeEnabled();
  await form.getByRole('textbox', { name: startsWith(t('member.profile.field.companyName')) }).focus();
  await form.getByRole('textbox', { name: startsWith(t('member.profile.field.address')) }).click();
  await expect(form.getByRole('textbox', { name: startsWith(t('member.profile.field.address')) })).toBeFocused();
}

// Every route of the app's route table (src/app/routeTable.ts) has its row here: a test below fails on a route
// without one.
// "Mon compte" (member space and back-office): its title, the account's address, the password form as it opens.
async function accountReady(page: Page, t: Translate) {
  await eventually(page.getByRole('heading', { name: t('member.account.title'), level: 1 })).toBeVisible();
  await eventually(page.getByText(startsWith(t('member.account.email.current', { email: '' })))).toBeVisible();
}

async function accountForms(page: Page, t: Translate) {
  const password = page.locator('form').filter({ has: page.getByRole('button', { name: t('member.account.password.submit') }) });
  await expect(password.getByRole('button', { name: t('member.account.password.submit') })).toBeDisabled();
  await expectUntouched(password);
  await password.getByLabel(startsWith(t('member.account.password.current'))).focus();
  // the member's new-review setting: a click right after the focus ticks or unticks it (saved at once), a second puts it back
  const setting = page.getByRole('checkbox', { name: t('member.account.preferences.newReview') });
  if ((await setting.count()) === 0) return;
  const before = await setting.isChecked();
  await setting.click();
  await eventually(setting).toBeChecked({ checked: !before });
  await eventually(setting).toBeEnabled();
  await setting.click();
  await eventually(setting).toBeChecked({ checked: before });
  await eventually(setting).toBeEnabled();
}

const ROUTES: readonly SmokeRoute[] = [
  {
    path: '/',
    who: 'public',
    ready: async (page, t) => {
      await eventually(page.getByRole('searchbox', { name: t('public.search.keyword') })).toBeVisible();
      await eventually(page.locator('#annuaires').getByRole('article').first()).toBeVisible();
    },
  },
  {
    path: '/accueil',
    who: 'public',
    ready: async (page, t) => {
      await eventually(page.getByRole('searchbox', { name: t('public.search.keyword') })).toBeVisible();
      await eventually(page.locator('#annuaires').getByRole('article').first()).toBeVisible();
    },
  },
  {
    path: '/membres',
    who: 'public',
    ready: async (page, t) => {
      await eventually(page.getByRole('heading', { name: startsWith(`${t('public.membersPage.heading')} (`) })).toBeVisible();
      await eventually(page.locator('main').getByRole('article').first()).toBeVisible();
    },
  },
  {
    path: `/membre/${DEMO_COMPANY_ID}`,
    who: 'public',
    ready: async (page, t) => {
      await eventually(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await eventually(page.getByRole('heading', { name: t('public.memberDetails.galleryTitle') })).toBeVisible();
      await eventually(page.getByRole('heading', { name: t('public.memberDetails.hoursTitle') })).toBeVisible();
    },
    embeds: [VIDEO],
    forms: (page, t) =>
      inDialog(page, t('public.memberDetails.writeReview'), async (dialog) => {
        await expect(dialog.getByRole('button', { name: t('public.review.publish') })).toBeDisabled();
        await dialog.getByRole('textbox', { name: startsWith(t('public.review.comment')) }).focus();
        // the fifth star: a radio under its label
        await dialog.locator('fieldset label').nth(4).click();
        await expect(dialog.getByRole('radio').nth(4)).toBeChecked();
      }),
  },
  {
    path: '/actualites',
    who: 'public',
    ready: async (page, t) => {
      await eventually(page.getByRole('heading', { name: t('public.newsPage.title'), level: 1 })).toBeVisible();
      await eventually(page.locator('main').getByRole('article').first()).toBeVisible();
    },
  },
  {
    path: '/devenir-membre',
    who: 'public',
    ready: async (page, t) => {
      await eventually(page.getByRole('heading', { name: t('public.apply.title'), level: 1 })).toBeVisible();
      await eventually(page.getByRole('button', { name: t('public.apply.submit') })).toBeVisible();
    },
    forms: async (page, t) => {
      await expectUntouched(page.locator('form').first());
      await page.getByLabel(startsWith(t('public.apply.field.companyName'))).focus();
      await page.getByRole('checkbox', { name: startsWith(t('public.apply.field.acceptTerms')) }).click();
      await expect(page.getByRole('checkbox', { name: startsWith(t('public.apply.field.acceptTerms')) })).toBeChecked();
      await expect(page.getByText(t('validation.required'))).toHaveCount(0);
    },
  },
  // The directory a chamber embeds on its own site (its frame: /embed.js, e2e/embed.spec.ts), opened here on its own:
  // in the chamber's language (its options: French until the chamber chooses), whatever the visitor's.
  {
    path: '/embed/1',
    who: 'public',
    shownIn: 'fr',
    ready: async (page, t) => {
      await eventually(page.getByRole('heading', { level: 1, name: t('public.membersPage.title') })).toBeVisible();
      await eventually(page.getByRole('heading', { level: 2, name: startsWith(`${t('public.membersPage.heading')} (`) })).toBeVisible();
      await eventually(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    path: '/login',
    who: 'public',
    ready: async (page, t) => {
      await eventually(page.getByRole('button', { name: t('public.login.submit') })).toBeVisible();
    },
    forms: async (page, t) => {
      await expect(page.getByRole('button', { name: t('public.login.submit') })).toBeDisabled();
      await expectUntouched(page.locator('form').first());
      await page.getByLabel(startsWith(t('public.login.email'))).focus();
      await page.getByRole('checkbox', { name: t('public.login.rememberMe') }).click();
      await expect(page.getByRole('checkbox', { name: t('public.login.rememberMe') })).toBeChecked();
      await expect(page.getByText(t('validation.login.email.required'))).toHaveCount(0);
    },
  },
  {
    // spec public §2.1: the member space opens on the company profile.
    path: '/espace-membre',
    who: 'member',
    landsOn: '/apropos',
    ready: async (page, t) => {
      await eventually(page.getByRole('textbox', { name: startsWith(t('member.profile.field.companyName')) })).not.toHaveValue('');
    },
  },
  {
    path: '/apropos',
    who: 'member',
    ready: async (page, t) => {
      await eventually(page.getByRole('textbox', { name: startsWith(t('member.profile.field.companyName')) })).not.toHaveValue('');
    },
    forms: profileForm,
  },
  {
    path: '/media',
    who: 'member',
    ready: async (page, t) => {
      await eventually(page.getByRole('img', { name: t('member.media.gallery.photo', { index: '1' }) })).toBeVisible();
    },
    embeds: [VIDEO],
  },
  {
    path: '/horaire',
    who: 'member',
    ready: async (page, t) => {
      await eventually(page.getByRole('checkbox', { name: t('member.hours.openLabel', { day: t('member.hours.day.monday') }) })).toBeVisible();
    },
    forms: async (page, t) => {
      await expectUntouched(page.locator('main form'));
      await expect(page.getByRole('button', { name: t('member.hours.save') })).toBeEnabled();
      await page.getByRole('textbox', { name: t('member.hours.openingLabel', { day: t('member.hours.day.monday') }) }).focus();
      const saturday = page.getByRole('checkbox', { name: t('member.hours.openLabel', { day: t('member.hours.day.saturday') }) });
      const wasOpen = (await saturday.getAttribute('aria-checked')) === 'true';
      await saturday.click();
      await expect(saturday).toHaveAttribute('aria-checked', String(!wasOpen));
    },
  },
  {
    path: '/statistique',
    who: 'member',
    ready: async (page, t) => {
      await eventually(page.getByRole('heading', { name: t('member.statistics.title'), level: 1 })).toBeVisible();
    },
    // The profile views (line) and the contacts by period (pie).
    charts: 2,
  },
  { path: '/compte', who: 'member', ready: accountReady, forms: accountForms },
  {
    // spec admin §2: /admin opens on the members screen.
    path: '/admin',
    who: 'admin',
    landsOn: '/admin/members',
    ready: adminMembersReady,
  },
  {
    path: '/members',
    who: 'admin',
    ready: adminMembersReady,
    forms: (page, t) =>
      inDialog(page, t('admin.members.add'), async (dialog) => {
        await expect(dialog.getByRole('button', { name: t('admin.memberForm.submit'), exact: true })).toBeDisabled();
      }),
  },
  { path: '/admin/members', who: 'admin', ready: adminMembersReady },
  // spec admin §2: the banners and announcements screens of the chamber.
  {
    path: '/banners',
    who: 'admin',
    ready: adminBannersReady,
    forms: (page, t) =>
      inDialog(page, t('admin.banners.add'), async (dialog) => {
        await expect(dialog.getByRole('button', { name: t('admin.bannerForm.submit'), exact: true })).toBeDisabled();
        // the title has the focus; the first click on 'Bannière permanente' ticks it, 'Le titre est requis' or not
        // first: in French the English title under it starts with the same word ('Titre en anglais')
        await dialog
          .getByRole('textbox', { name: startsWith(t('admin.bannerForm.field.title')) })
          .first()
          .focus();
        await dialog.getByRole('checkbox', { name: t('admin.bannerForm.field.permanent') }).click();
        await expect(dialog.getByRole('checkbox', { name: t('admin.bannerForm.field.permanent') })).toBeChecked();
        await expect(dialog.getByText(t('validation.banner.title'))).toHaveCount(0);
      }),
  },
  { path: '/admin/banners', who: 'admin', ready: adminBannersReady },
  {
    path: '/announcements',
    who: 'admin',
    ready: adminAnnouncementsReady,
    // spec admin §5: an invalid submit marks every field, so Enregistrer stays enabled
    forms: (page, t) =>
      inDialog(page, t('admin.announcements.add'), async (dialog) => {
        await expect(dialog.getByRole('button', { name: t('admin.announcementForm.submit'), exact: true })).toBeEnabled();
      }),
  },
  { path: '/admin/announcements', who: 'admin', ready: adminAnnouncementsReady },
  // spec admin §2: the statistics screen, its four charts drawn from the chamber's real figures (every demo chamber
  // has banners of its own clicked over the last 30 days: db/seed).
  // spec admin §2: the country chambers, categories and sectors; the header links to /categories and /secteurs, which
  // answer under /admin too.
  {
    path: '/amcham',
    who: 'admin',
    ready: adminAmchamReady,
    // a chamber administrator edits its own chamber (adding one is the network administrator's): the form opens
    // with the chamber's values, valid, no message
    forms: (page, t) =>
      inDialog(page, page.getByRole('button', { name: startsWith(t('admin.amcham.action.edit', { name: '' })) }).first(), async (dialog) => {
        await expect(dialog.getByRole('button', { name: t('admin.amchamForm.submit'), exact: true })).toBeEnabled();
      }),
  },
  { path: '/admin/amcham', who: 'admin', ready: adminAmchamReady },
  { path: '/categories', who: 'admin', ready: adminCategoriesReady },
  { path: '/admin/categories', who: 'admin', ready: adminCategoriesReady },
  { path: '/secteurs', who: 'admin', ready: adminSectorsReady },
  { path: '/admin/secteurs', who: 'admin', ready: adminSectorsReady },
  { path: '/statistics', who: 'admin', ready: adminStatisticsReady, charts: 4 },
  { path: '/admin/statistics', who: 'admin', ready: adminStatisticsReady, charts: 4 },
  // The change log of the audit trail, from the header's Parameters menu.
  { path: '/journal', who: 'admin', ready: adminJournalReady },
  { path: '/admin/journal', who: 'admin', ready: adminJournalReady },
  // The directory on the chamber's site, from the Parameters menu; the network administrator picks the chamber.
  { path: '/integration', who: 'admin', ready: adminEmbedReady, forms: adminEmbedForm },
  { path: '/admin/integration', who: 'admin', ready: adminEmbedReady },
  { path: '/integration', who: 'network', ready: adminEmbedReady },
  // The outbox of mails, from the network administrator's Parameters menu.
  { path: '/courriels', who: 'network', ready: adminMailsReady },
  { path: '/admin/courriels', who: 'network', ready: adminMailsReady },
  // The accounts, from the Parameters menu, as each administrator profile.
  { path: '/comptes', who: 'admin', ready: adminAccountsReady },
  { path: '/admin/comptes', who: 'admin', ready: adminAccountsReady },
  { path: '/comptes', who: 'network', ready: adminAccountsReady },
  { path: '/admin/comptes', who: 'network', ready: adminAccountsReady },
  { path: '/admin/compte', who: 'admin', ready: accountReady, forms: accountForms },
  {
    path: `/admin/membres/${DEMO_COMPANY_ID}`,
    who: 'admin',
    ready: async (page, t) => {
      await eventually(page.getByRole('heading', { name: t('admin.memberView.reviews.title') })).toBeVisible();
      await eventually(page.getByRole('heading', { name: t('admin.memberView.hours.title') })).toBeVisible();
      await eventually(page.getByRole('link', { name: t('admin.memberView.edit') })).toBeVisible();
    },
  },
  {
    path: `/admin/membres/${DEMO_COMPANY_ID}/edit`,
    who: 'admin',
    ready: async (page, t) => {
      await eventually(page.getByRole('textbox', { name: startsWith(t('member.profile.field.companyName')) })).not.toHaveValue('');
      await eventually(page.getByRole('heading', { name: t('app.admin.edit.statusTitle') })).toBeVisible();
    },
    forms: profileForm,
  },
];

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;

const LANGUAGE_KEY = 'annuaire.language'; // packages/api/src/session/storageKeys.ts

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

// One sign-in per account for the whole run, through the real login page. 'Remember me' keeps the session in
// localStorage, which a storage state carries (it does not carry sessionStorage). The access token lives 15 minutes:
// a session older than 10 is renewed by signing in again rather than refreshed (refresh tokens rotate, and a
// reused one would sign every later test out).
const SESSION_MS = 10 * 60_000;
const sessions = new Map<Exclude<Who, 'public'>, { state: StorageState; at: number }>();

async function signIn(browser: Browser, baseURL: string, who: Exclude<Who, 'public'>): Promise<{ state: StorageState; at: number }> {
  const cached = sessions.get(who);
  if (cached && Date.now() - cached.at < SESSION_MS) return cached;
  const context = await browser.newContext({ baseURL, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(startsWith(message('fr', 'public.login.email'))).fill(ACCOUNTS[who].email);
  await page.getByLabel(startsWith(message('fr', 'public.login.password'))).fill(ACCOUNTS[who].password);
  await page.getByRole('checkbox', { name: message('fr', 'public.login.rememberMe') }).check();
  await page.getByRole('button', { name: message('fr', 'public.login.submit') }).click();
  await eventually(page).not.toHaveURL(/\/login$/);
  const session = { state: await context.storageState(), at: Date.now() };
  await context.close();
  sessions.set(who, session);
  return session;
}

/** A browser tab kept for the next visits of the same visitor, language and window size on this worker. */
interface Tab {
  key: string;
  context: BrowserContext;
  page: Page;
  /** When its session was signed in (when the tab opened, for a public visitor). */
  signedInAt: number;
}

// What a test listens to on its page, removed before the tab's next test.
const PAGE_EVENTS = ['request', 'requestfinished', 'requestfailed', 'response', 'console', 'pageerror'] as const;

// Each test loads its route afresh, in a tab the worker keeps for the next routes of the same visitor, language and
// width, as a reader typing the next address: a new context per visit made the browser start a renderer process and
// download and compile the app's code again every time, the smoke's largest cost. The tab goes when the visitor, the
// language or the width changes, and before its session is 10 minutes old (so that it never needs a refresh).
// Playwright traces a context that outlives a test one test at a time: with E2E_TRACE, a failed test keeps its trace as before.
const test = base.extend<{ who: Who; language: Language }, { tabs: { current?: Tab } }>({
  who: ['public', { option: true }],
  language: ['fr', { option: true }],
  locale: async ({ language }, use) => use(language === 'en' ? 'en-US' : 'fr-FR'),
  tabs: [
    // Playwright reads a fixture's dependencies from its first parameter: an empty pattern where it needs none
    async ({}, use) => {
      const tabs: { current?: Tab } = {};
      await use(tabs);
      await tabs.current?.context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ tabs, browser, who, locale, viewport, baseURL, serviceWorkers }, use) => {
    const key = `${who} ${locale} ${viewport?.width}x${viewport?.height}`;
    if (tabs.current && (tabs.current.key !== key || Date.now() - tabs.current.signedInAt >= SESSION_MS)) {
      await tabs.current.context.close();
      tabs.current = undefined;
    }
    if (!tabs.current) {
      const session = who === 'public' ? { state: undefined, at: Date.now() } : await signIn(browser, baseURL ?? '', who);
      const context = await browser.newContext({ baseURL, locale, viewport, serviceWorkers, storageState: session.state });
      tabs.current = { key, context, page: await context.newPage(), signedInAt: session.at };
    }
    const { page } = tabs.current;
    await use(page);
    // Off the route before the next test listens: what this page still does as it goes (a request cut short) is not
    // the next page's.
    await page.goto('about:blank');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    for (const event of PAGE_EVENTS) page.removeAllListeners(event);
  },
});

// Room for each wait of a page that settles slowly, so that a failing page reports what it saw rather than a timeout.
test('every route of the route table is smoke-tested, as the user its access names', () => {
  const missing = routeTable.filter((entry) => !ROUTES.some((route) => accessOf(route.who) === entry.access && matchPath(entry.path, route.path) !== null));
  expect(missing.map((entry) => `${entry.path} (${entry.access})`)).toEqual([]);
});

test.describe.configure({ timeout: 4 * SETTLE_MS });

/** The route table's page a route of ROUTES shows to its visitor. */
const pageOf = (route: SmokeRoute) => routeTable.find((entry) => entry.access === accessOf(route.who) && matchPath(entry.path, route.path) !== null)?.page;

/**
 * Whether the route is a second address of a screen that an earlier route of ROUTES shows the same visitor (/accueil
 * beside /, each back-office section under /admin): the route table gives both the same page. The first address is
 * visited in both languages at both widths; a second one once, in French on the phone, which proves that it leads to
 * that screen and that the screen settles there. Its texts and its layout are the first address's.
 */
const isSecondAddress = (route: SmokeRoute) => {
  const page = pageOf(route);
  return page !== undefined && ROUTES.slice(0, ROUTES.indexOf(route)).some((earlier) => earlier.who === route.who && pageOf(earlier) === page);
};

for (const language of LANGUAGES) {
  for (const viewport of WIDTHS) {
    for (const route of ROUTES) {
      if (isSecondAddress(route) && (language !== 'fr' || viewport.width !== WIDTHS[0].width)) continue;
      test.describe(() => {
        test.use({ who: route.who, language, viewport });

        test(`${route.path} · ${language} · ${viewport.width}px (${route.who})`, async ({ page, baseURL }) => {
          const t: Translate = (id, values) => message(route.shownIn ?? language, id, values);
          const origin = new URL(baseURL ?? '').origin;
          const problems: string[] = [];
          const expected = (url: string) => route.expectedFailures?.some((failure) => failure.url.test(url)) ?? false;

          // The network, as the page sees it: in flight (for the idle wait) and what failed.
          const pending = new Set<Request>();
          let lastActivity = Date.now();
          const settled = (request: Request) => {
            pending.delete(request);
            lastActivity = Date.now();
          };
          page.on('request', (request) => {
            pending.add(request);
            lastActivity = Date.now();
          });
          page.on('requestfinished', settled);
          page.on('requestfailed', (request) => {
            settled(request);
            if (!expected(request.url()))
              problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`);
          });
          page.on('response', (response) => {
            if (response.status() >= 400 && !expected(response.url()))
              problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
          });
          page.on('console', (entry) => {
            if (entry.type() === 'error') problems.push(`console error: ${entry.text()} (at ${entry.location().url}:${entry.location().lineNumber})`);
          });
          page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.name}: ${error.message}`));

          // Third-party embeds get a blank page: the result must not depend on this machine's Internet access.
          // Any other host is a request the page should not make (fonts, scripts and images are served by the app).
          // Every http(s) address outside the app and the tile stub, as a pattern rather than a function: Playwright
          // matches a pattern itself and lets the other requests go at once, where a function makes every request of
          // the page (each chunk, font and API call) wait for the test's handler to decide.
          await page.route(new RegExp(`^(?!${escapeRegExp(origin)}/|${escapeRegExp(TILES_ORIGIN)}/)https?://`), async (request) => {
            const url = new URL(request.request().url());
            if (!route.embeds?.includes(url.hostname)) problems.push(`unexpected third-party request: ${url.href}`);
            await request.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>embed</title>' });
          });

          // Before any script of the page: the language to start in, and a record of every image that fails to
          // load (the kit swaps a broken logo or photo for a placeholder, which would hide it from the DOM check).
          const startScript = await page.addInitScript(
            ({ app, key, value }) => {
              // Not in the embeds' frames (their documents may not use storage).
              if (window.location.origin !== app) return;
              localStorage.setItem(key, value);
              const failed: string[] = [];
              Object.assign(window, { smokeBrokenImages: failed });
              document.addEventListener(
                'error',
                (event) => {
                  if (event.target instanceof HTMLImageElement) failed.push(event.target.currentSrc || event.target.src || '(no src)');
                },
                true,
              );
            },
            { app: origin, key: LANGUAGE_KEY, value: language },
          );

          // Polled as what is still in flight, so that a page that never settles names the requests it waits for.
          const networkIdle = () =>
            expect
              .poll(
                () =>
                  pending.size > 0
                    ? [...pending].map((request) => `${request.method()} ${request.url()}`)
                    : Date.now() - lastActivity < 500
                      ? ['(a request finished less than 500 ms ago)']
                      : [],
                { message: 'no request in flight for 500 ms', intervals: [100], timeout: SETTLE_MS },
              )
              .toEqual([]);

          let ready = true;
          try {
            await page.goto(route.path, { waitUntil: 'domcontentloaded' });
            await eventually(page).toHaveURL(`${origin}${route.landsOn ?? route.path}`);
            await eventually(page.locator('html')).toHaveAttribute('lang', route.shownIn ?? language);
            await route.ready(page, t);
            await eventually(page.locator('[aria-busy="true"], [data-state="loading"]'), 'nothing still loading').toHaveCount(0);

            // Lazy images load as the reader scrolls: scroll through the page, then load the ones still waiting
            // (off-screen carousel slides) so that every image's address is checked.
            // Bounded twice over: a frame that never comes (a browser that stops painting a page it deems hidden,
            // on a busy machine) waits a quarter second instead, and a page that grows as it is scrolled is read
            // for a hundred half-screens, not until the test's time runs out.
            await page.evaluate(async () => {
              const frame = () => new Promise((done) => requestAnimationFrame(done));
              const painted = () => Promise.race([frame().then(frame), new Promise((done) => setTimeout(done, 250))]);
              for (let y = 0, step = 0; y < document.documentElement.scrollHeight && step < 100; y += window.innerHeight / 2, step++) {
                window.scrollTo(0, y);
                await painted();
              }
              window.scrollTo(0, 0);
              await painted();
            });
            await networkIdle();
            // Polled as the list of the images still loading, so that a page whose image never completes names it
            // (its address, its loading mode and whether it is shown) instead of failing with a bare timeout.
            await expect
              .poll(
                () =>
                  page.evaluate(() =>
                    [...document.images]
                      .filter((image) => {
                        if (!image.complete && image.loading === 'lazy') image.loading = 'eager';
                        return !image.complete;
                      })
                      .map((image) => `${image.currentSrc || image.src || '(no src)'} (${image.loading}${image.checkVisibility() ? '' : ', hidden'})`),
                  ),
                { message: 'every image of the page loaded', intervals: [100], timeout: SETTLE_MS },
              )
              .toEqual([]);
            await networkIdle();
          } catch (error) {
            ready = false;
            // The message's first lines: a poll's names what it last saw (the images still loading) below its first line.
            const said = stripVTControlCharacters(error instanceof Error ? error.message : String(error));
            problems.push(
              `the page did not settle: ${said
                .split('\n')
                .filter((line) => line.trim() !== '')
                .slice(0, 12)
                .join(' | ')}`,
            );
          }

          if (ready) {
            const seen = await page.evaluate(
              (errorTexts) => {
                const html = document.documentElement;
                const describe = (element: Element) =>
                  `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} class="${element.getAttribute('class') ?? ''}"> "${(element.textContent ?? '').trim().slice(0, 60)}"`;
                return {
                  brokenImages: [
                    ...((window as Window & { smokeBrokenImages?: string[] }).smokeBrokenImages ?? []),
                    ...[...document.images]
                      .filter((image) => image.complete && image.naturalWidth === 0)
                      .map((image) => image.currentSrc || image.src || '(no src)'),
                  ],
                  alerts: [...document.querySelectorAll('[role="alert"]')]
                    .filter((element) => element.checkVisibility() && (element.textContent ?? '').trim() !== '')
                    .map((element) => (element.textContent ?? '').trim()),
                  errorStates: [...document.querySelectorAll('[data-state="error"]')].map(describe),
                  errorTexts: errorTexts.filter((text) => document.body.innerText.includes(text)),
                  charts: [...document.querySelectorAll('[data-type][data-state]')]
                    .filter((wrapper) => wrapper.querySelector('[role="img"]') !== null)
                    .map((wrapper) => ({
                      type: wrapper.getAttribute('data-type'),
                      state: wrapper.getAttribute('data-state'),
                      paths: wrapper.querySelectorAll('svg path').length,
                      // A drawn series in ECharts' SVG: a curve or an arc (a smoothed line, a pie slice, a point) or a
                      // polyline or a bar; axes, ticks and split lines are single straight segments.
                      series: [...wrapper.querySelectorAll('svg path')].filter((path) => {
                        if (path.closest('defs, clipPath')) return false;
                        const d = path.getAttribute('d') ?? '';
                        return /[CSQTA]/i.test(d) || (d.match(/[LHV]/gi) ?? []).length >= 2;
                      }).length,
                    })),
                  width: { scroll: html.scrollWidth, client: html.clientWidth },
                  // the page fills the window: no browser margin draws a frame around it
                  bodyMargin: getComputedStyle(document.body).margin,
                  // The outermost elements that stick out on the right, to say what overflows.
                  overflowing: [...document.body.querySelectorAll('*')]
                    .filter((element) => element.getBoundingClientRect().right > html.clientWidth + 1)
                    .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= html.clientWidth + 1)
                    .slice(0, 5)
                    .map(describe),
                };
              },
              [...ERROR_MESSAGES],
            );

            for (const image of new Set(seen.brokenImages)) problems.push(`image did not load: ${image}`);
            for (const alert of seen.alerts) problems.push(`alert on screen: "${alert}"`);
            for (const state of seen.errorStates) problems.push(`error state: ${state}`);
            for (const text of seen.errorTexts) problems.push(`error message on screen: "${text}"`);
            if (seen.charts.length !== (route.charts ?? 0)) problems.push(`${seen.charts.length} chart(s) on the page, ${route.charts ?? 0} expected`);
            for (const chart of seen.charts) {
              if (chart.state !== 'ready' || chart.series === 0) {
                problems.push(`${chart.type} chart not drawn: data-state="${chart.state}", ${chart.paths} svg path(s), ${chart.series} of them series`);
              }
            }
            if (seen.bodyMargin !== '0px') problems.push(`a ${seen.bodyMargin} margin around the page (the body's)`);
            if (viewport.width < 600 && seen.width.scroll > seen.width.client) {
              problems.push(
                `wider than the phone: scrollWidth ${seen.width.scroll} > clientWidth ${seen.width.client}; sticking out: ${seen.overflowing.join('; ')}`,
              );
            }
          }

          if (ready && route.forms) {
            try {
              await route.forms(page, t);
            } catch (error) {
              problems.push(`a form did not open in its true state: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
            }
          }

          await startScript.dispose();
          expect(problems, `${route.path} in ${language} at ${viewport.width}px`).toEqual([]);
        });
      });
    }
  }
}
