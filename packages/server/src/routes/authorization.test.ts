// The authorization matrix (no caller reads or changes what is not its own). Every write route of the contract, and every
// read that needs a token, is called by the callers that must be refused: anonymous, an expired token, member A on
// company B, the administrator of chamber X on chamber Y's data, a chamber administrator on the network's data (sectors,
// categories, partners, chambers created or deleted, network-wide banners and announcements, network
// administrators). Each refused call answers 401/403 (or 404 where the contract hides existence) in the error shape
// and leaves every row as it was. Then the network administrator (or, for per-user routes, the user itself) makes
// each call on a database of its own and is served.
// The routes are derived from openapi/directory.yaml: a write route, or a read that takes a token, without a row
// here (or a public write without its reason in PUBLIC_WRITES) fails the first test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadOpenApiDocument } from '../openapi.js';
import { createTestApp, expectValidResponse, FIXTURE, FIXTURE_PASSWORD, type TestApp } from '../testing/harness.js';
import { multipartPayload } from '../testing/multipart.js';

const { companies, ads, events, sectors, categories, partners, chambers, countries, users } = FIXTURE;

/** Rows the matrix adds to the fixture (in each database, before anything is called), with ids of their own. */
const EXTRA = {
  /** Countries without a chamber (a chamber is created in one, another moved to the other). */
  countries: { gabon: 9001, cameroun: 9002 },
  /** A chamber without members or users, which may be deleted. */
  emptyChamber: 9001,
  /** A sector no company uses. */
  unusedSector: 9001,
  /** A network-wide banner and announcement (no chamber). */
  networkAd: 9001,
  networkEvent: 9001,
  /** The PENDING company of chamber X, as a membership application awaiting an answer (approved)... */
  application: companies.pharmaciePlateau,
  /** ...and another PENDING company of chamber X that applied (refused). */
  refusedApplication: 9001,
  /** Accounts the back-office "Comptes" disables and enables: chamber X's second administrator, a representative of
   * one of its members, a second network administrator (so that the first is not the last). */
  accounts: { chamberAdmin: 9001, memberRepresentative: 9002, networkAdmin: 9003 },
} as const;

async function addExtraRows(t: TestApp) {
  await t.database.exec(`
    INSERT INTO countries (id, name, icon) VALUES (${EXTRA.countries.gabon}, 'Gabon (matrice)', '🇬🇦'), (${EXTRA.countries.cameroun}, 'Cameroun (matrice)', '🇨🇲');
    INSERT INTO country_amchams (id, country_id, name, address, telephone, email)
      VALUES (${EXTRA.emptyChamber}, ${countries.maroc}, 'AmCham Maroc', 'Casablanca', '+212 5 22 00 00 00', 'contact@amcham-ma.test');
    INSERT INTO sectors (id, name_fr, name_en) VALUES (${EXTRA.unusedSector}, 'Sans entreprise', 'No company');
    INSERT INTO ads (id, title, description, link, permanent, start_date, country_amcham_id)
      VALUES (${EXTRA.networkAd}, 'Réseau - Bannière commune', 'Toutes les chambres', 'https://reseau.test', true, '2026-01-01', NULL);
    INSERT INTO events (id, country_amcham_id, title, description, start_date, end_date, start_time, end_time, address, category_id)
      VALUES (${EXTRA.networkEvent}, NULL, 'Assemblée du réseau', 'Toutes les chambres.', '2030-06-01', '2030-06-01', '09:00', '12:00', 'En ligne', ${categories.evenement});
    INSERT INTO companies (id, name, description, sector_id, country_id, country_amcham_id, address, telephone, email, status)
      VALUES (${EXTRA.refusedApplication}, 'Candidat Matrice', 'Une candidature de la matrice.', ${sectors.technologie}, ${countries.coteDIvoire},
              ${chambers.coteDIvoire}, '1 rue du Commerce, Abidjan', '+225 01 02 03 04 05', 'c@matrice.test', 'PENDING');
    INSERT INTO applications (id, representative_name, representative_email, language, terms_accepted_at)
      VALUES (${EXTRA.application}, 'Représentant Matrice', 'candidat@matrice.test', 'fr', now()),
             (${EXTRA.refusedApplication}, 'Autre représentant', 'refuse@matrice.test', 'en', now());
    INSERT INTO users (id, email, password_hash, profil, country_amcham_id, company_id)
      VALUES (${EXTRA.accounts.chamberAdmin}, 'second-admin@matrice.test', 'unusable', 'ADMIN_AMCHAM', ${chambers.coteDIvoire}, NULL),
             (${EXTRA.accounts.memberRepresentative}, 'representant@matrice.test', 'unusable', 'MEMBER', NULL, ${companies.techIvoire}),
             (${EXTRA.accounts.networkAdmin}, 'second-reseau@matrice.test', 'unusable', 'ADMIN_RESEAU', NULL, NULL);`);
}

type Caller = 'none' | 'expired' | 'admin' | 'otherAdmin' | 'networkAdmin' | 'member' | 'otherMember';
type Body = { json: object } | { form: Parameters<typeof multipartPayload>[0] } | { csv: string };
interface MatrixRow {
  operationId: string;
  /** What the row is about, when an operation has several rows. */
  target?: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: Body;
  /** Who is refused with which status. */
  refused: Partial<Record<Caller, 401 | 403 | 404>>;
  /** Who is served (default the network administrator) and with which status (default 2xx). */
  allowed?: { caller: Caller; status?: number };
}

const NO_TOKEN = { none: 401, expired: 401 } as const;
// either administrator profile; members are refused
const ADMINS = { ...NO_TOKEN, member: 403, otherMember: 403 } as const;
// company 1 (Côte d'Ivoire): its member and its chamber's administrators; member B and chamber Y are refused
const COMPANY_OWNER = { ...NO_TOKEN, otherMember: 403, otherAdmin: 403 } as const;
// chamber X's data (Côte d'Ivoire: members, banners, announcements, the chamber record): its administrators only
const CHAMBER_X = { ...ADMINS, otherAdmin: 403 } as const;
// the network's data: the network administrator only
const NETWORK = { ...ADMINS, admin: 403, otherAdmin: 403 } as const;

const uniqueForm = (name: string) => ({
  name,
  description: 'Une entreprise de la matrice des droits, décrite en plus de cinquante caractères.',
  address: '1 rue du Commerce, Abidjan',
  telephone: '+225 01 02 03 04 05',
  email: 'm@m.test',
  sectorId: sectors.technologie,
  countryAmchamId: chambers.coteDIvoire,
});
const adForm = (title: string) => ({ title, link: 'https://matrice.test', startDate: '01-01-2030', endDate: '02-01-2030', permanent: 'false' });
const eventForm = (title: string) => ({
  title,
  description: 'Annonce de la matrice.',
  startDate: '01-01-2030',
  endDate: '01-01-2030',
  startTime: '08:00',
  endTime: '09:00',
  address: 'Abidjan',
  categoryId: categories.evenement,
});
const chamberForm = (countryId: number, name: string) => ({
  countryId,
  name,
  address: '1 avenue du Réseau',
  telephone: '+241 01 00 00 00',
  email: 'reseau@matrice.test',
});
const names = (fr: string) => ({ json: { nameFr: fr, nameEn: `${fr} (en)` } });

const writes: MatrixRow[] = [
  // companies: chamber X's members, company 1's profile
  { operationId: 'createCompany', method: 'POST', url: '/api/companies/save', body: { form: uniqueForm('Matrice SARL') }, refused: CHAMBER_X },
  {
    operationId: 'updateCompany',
    method: 'PUT',
    url: `/api/companies/${companies.societeGenerale}`,
    body: { form: { videoLink: 'https://x.test' } },
    refused: COMPANY_OWNER,
  },
  {
    operationId: 'updateCompany',
    target: 'status, by its member',
    method: 'PUT',
    url: `/api/companies/${companies.societeGenerale}`,
    body: { form: { status: 'INACTIVE' } },
    refused: { ...COMPANY_OWNER, member: 403 },
  },
  {
    operationId: 'updateCompany',
    target: 'move to another chamber, by a chamber administrator',
    method: 'PUT',
    url: `/api/companies/${companies.societeGenerale}`,
    body: { form: { countryAmchamId: chambers.senegal } },
    refused: { ...COMPANY_OWNER, member: 403, admin: 403 },
  },
  {
    operationId: 'updateCompanySchedules',
    method: 'PUT',
    url: `/api/companies/${companies.societeGenerale}/schedules`,
    body: { json: { schedules: [] } },
    refused: COMPANY_OWNER,
  },
  {
    operationId: 'updateCompanyStatus',
    method: 'PATCH',
    url: `/api/companies/${companies.techIvoire}/status`,
    body: { json: { status: 'INACTIVE' } },
    refused: CHAMBER_X,
  },
  {
    operationId: 'importChamberMembers',
    method: 'POST',
    url: `/api/companies/country-amcham/${chambers.coteDIvoire}/import`,
    body: { csv: `id;ville\n${companies.techIvoire};Bouaké\n` },
    refused: CHAMBER_X,
  },
  {
    operationId: 'inviteCompanyMember',
    method: 'POST',
    url: `/api/companies/${companies.techIvoire}/invitations`,
    body: { json: { email: 'invite@matrice.test' } },
    refused: CHAMBER_X,
  },
  { operationId: 'updateRatingVisibility', method: 'PATCH', url: '/api/ratings/1/visibility', body: { json: { hidden: true } }, refused: CHAMBER_X },
  // the back-office "Comptes": chamber X's administrators and members' representatives; network administrators
  {
    operationId: 'inviteAdministrator',
    method: 'POST',
    url: '/api/accounts/administrators',
    body: { json: { email: 'admin-invite@matrice.test', countryAmchamId: chambers.coteDIvoire } },
    refused: CHAMBER_X,
    allowed: { caller: 'networkAdmin', status: 201 },
  },
  {
    operationId: 'disableAccount',
    target: "chamber X's administrator",
    method: 'POST',
    url: `/api/accounts/${EXTRA.accounts.chamberAdmin}/disable`,
    refused: CHAMBER_X,
  },
  {
    operationId: 'disableAccount',
    target: "a representative of chamber X's member",
    method: 'POST',
    url: `/api/accounts/${EXTRA.accounts.memberRepresentative}/disable`,
    refused: CHAMBER_X,
  },
  {
    operationId: 'disableAccount',
    target: 'a network administrator',
    method: 'POST',
    url: `/api/accounts/${EXTRA.accounts.networkAdmin}/disable`,
    refused: NETWORK,
  },
  {
    operationId: 'enableAccount',
    target: "chamber X's administrator",
    method: 'POST',
    url: `/api/accounts/${EXTRA.accounts.chamberAdmin}/enable`,
    refused: CHAMBER_X,
  },
  {
    operationId: 'enableAccount',
    target: "a representative of chamber X's member",
    method: 'POST',
    url: `/api/accounts/${EXTRA.accounts.memberRepresentative}/enable`,
    refused: CHAMBER_X,
  },
  {
    operationId: 'enableAccount',
    target: 'a network administrator',
    method: 'POST',
    url: `/api/accounts/${EXTRA.accounts.networkAdmin}/enable`,
    refused: NETWORK,
  },
  // a pending member: chamber Y's administrator may not see it, so it answers as an unknown id
  { operationId: 'deleteCompany', method: 'DELETE', url: `/api/companies/${companies.pharmaciePlateau}`, refused: { ...CHAMBER_X, otherAdmin: 404 } },

  // banners and announcements: chamber X's, and the network-wide ones
  { operationId: 'createAd', method: 'POST', url: '/api/ads/save', body: { form: adForm('Matrice - création') }, refused: ADMINS },
  {
    operationId: 'createAd',
    target: 'for chamber X',
    method: 'POST',
    url: '/api/ads/save',
    body: { form: { ...adForm('Matrice - pour la chambre'), countryAmchamId: String(chambers.coteDIvoire) } },
    refused: CHAMBER_X,
  },
  { operationId: 'updateAd', method: 'PUT', url: `/api/ads/${ads.current}`, body: { form: adForm('Matrice - chambre') }, refused: CHAMBER_X },
  {
    operationId: 'updateAd',
    target: 'network-wide',
    method: 'PUT',
    url: `/api/ads/${EXTRA.networkAd}`,
    body: { form: adForm('Matrice - réseau') },
    refused: NETWORK,
  },
  { operationId: 'deleteAd', method: 'DELETE', url: `/api/ads/${ads.future}`, refused: CHAMBER_X },
  { operationId: 'deleteAd', target: 'network-wide', method: 'DELETE', url: `/api/ads/${EXTRA.networkAd}`, refused: NETWORK },
  { operationId: 'createEvent', method: 'POST', url: '/api/events/save', body: { form: eventForm('Matrice - création') }, refused: ADMINS },
  {
    operationId: 'createEvent',
    target: 'for chamber X',
    method: 'POST',
    url: '/api/events/save',
    body: { form: { ...eventForm('Matrice - pour la chambre'), countryAmchamId: String(chambers.coteDIvoire) } },
    refused: CHAMBER_X,
  },
  { operationId: 'updateEvent', method: 'PUT', url: `/api/events/${events.upcoming}`, body: { form: eventForm('Matrice - chambre') }, refused: CHAMBER_X },
  {
    operationId: 'updateEvent',
    target: 'network-wide',
    method: 'PUT',
    url: `/api/events/${EXTRA.networkEvent}`,
    body: { form: eventForm('Matrice - réseau') },
    refused: NETWORK,
  },
  { operationId: 'deleteEvent', method: 'DELETE', url: `/api/events/${events.past}`, refused: CHAMBER_X },
  { operationId: 'deleteEvent', target: 'network-wide', method: 'DELETE', url: `/api/events/${EXTRA.networkEvent}`, refused: NETWORK },

  // chambers: each edits its own record; the network creates, moves and deletes them
  {
    operationId: 'createCountryAmcham',
    method: 'POST',
    url: '/api/country-amchams/save',
    body: { form: chamberForm(EXTRA.countries.gabon, 'AmCham Gabon') },
    refused: NETWORK,
  },
  {
    operationId: 'updateCountryAmcham',
    method: 'PUT',
    url: `/api/country-amchams/${chambers.coteDIvoire}`,
    body: { form: { ...chamberForm(countries.coteDIvoire, "AmCham Côte d'Ivoire (matrice)"), telephone: '+225 27 20 00 00 01' } },
    refused: CHAMBER_X,
  },
  {
    operationId: 'updateCountryAmcham',
    target: 'move to another country',
    method: 'PUT',
    url: `/api/country-amchams/${chambers.coteDIvoire}`,
    body: { form: chamberForm(EXTRA.countries.cameroun, "AmCham Côte d'Ivoire (matrice)") },
    refused: { ...CHAMBER_X, admin: 403 },
  },
  { operationId: 'deleteCountryAmcham', method: 'DELETE', url: `/api/country-amchams/${EXTRA.emptyChamber}`, refused: NETWORK },
  // the chamber's embedded directory: its own administrators only
  {
    operationId: 'updateEmbedSettings',
    method: 'PUT',
    url: `/api/country-amchams/${chambers.coteDIvoire}/embed`,
    body: {
      json: { allowedOrigins: ['https://matrice.test'], language: 'fr', scope: 'chamber', sectorIds: [], accent: null, font: 'kit', perPage: 12 },
    },
    refused: CHAMBER_X,
  },

  // reference data
  { operationId: 'createSector', method: 'POST', url: '/api/sectors', body: names('Matrice A'), refused: NETWORK },
  { operationId: 'updateSector', method: 'PUT', url: `/api/sectors/${sectors.sante}`, body: names('Matrice B'), refused: NETWORK },
  { operationId: 'deleteSector', method: 'DELETE', url: `/api/sectors/${EXTRA.unusedSector}`, refused: NETWORK },
  { operationId: 'createCategory', method: 'POST', url: '/api/categories', body: names('Matrice C'), refused: NETWORK },
  { operationId: 'updateCategory', method: 'PUT', url: `/api/categories/${categories.formation}`, body: names('Matrice D'), refused: NETWORK },
  { operationId: 'deleteCategory', method: 'DELETE', url: `/api/categories/${categories.networking}`, refused: NETWORK },
  { operationId: 'createPartner', method: 'POST', url: '/api/partners', body: { form: { name: 'Matrice E', link: 'https://m.test' } }, refused: NETWORK },
  {
    operationId: 'updatePartner',
    method: 'PUT',
    url: `/api/partners/${partners.first}`,
    body: { form: { name: 'Matrice F', link: 'https://m.test' } },
    refused: NETWORK,
  },
  { operationId: 'deletePartner', method: 'DELETE', url: `/api/partners/${partners.second}`, refused: NETWORK },

  // membership applications of chamber X (its pending members are hidden from the other chamber: 404)
  {
    operationId: 'approveApplication',
    method: 'POST',
    url: `/api/companies/${EXTRA.application}/application/approve`,
    refused: { ...CHAMBER_X, otherAdmin: 404 },
  },
  {
    operationId: 'refuseApplication',
    method: 'POST',
    url: `/api/companies/${EXTRA.refusedApplication}/application/refuse`,
    body: { json: { reason: 'Hors du périmètre de la chambre.' } },
    refused: { ...CHAMBER_X, otherAdmin: 404 },
  },

  // accounts
  {
    operationId: 'signUp',
    target: 'a member account',
    method: 'POST',
    url: '/api/auth/signup',
    body: { json: { email: 'nouveau@matrice.test', password: 'secret123' } },
    // anonymous sign-up creates a member tied to nothing; a present but expired token is never taken for anonymous
    refused: { expired: 401, member: 403, otherMember: 403 },
    // without a token the answer is the same 202 for a new e-mail and one already used (no enumeration)
    allowed: { caller: 'none', status: 202 },
  },
  {
    operationId: 'signUp',
    target: 'a network administrator',
    method: 'POST',
    url: '/api/auth/signup',
    body: { json: { email: 'reseau2@matrice.test', password: 'secret123', profil: 'ADMIN_RESEAU' } },
    refused: { ...NETWORK, none: 401 },
  },
  {
    operationId: 'signUp',
    target: "an administrator of chamber Y, or a member of chamber Y's company",
    method: 'POST',
    url: '/api/auth/signup',
    body: { json: { email: 'membre@matrice.test', password: 'secret123', companyId: companies.cliniqueSante } },
    refused: { none: 401, expired: 401, admin: 403, member: 403 },
  },
  {
    operationId: 'changePassword',
    method: 'POST',
    url: `/api/auth/password/change/${users.member.id}`,
    body: { json: { currentPassword: FIXTURE_PASSWORD, newPassword: 'nouveau-123' } },
    // one's own password only: no administrator changes another user's
    refused: { ...NO_TOKEN, otherMember: 403, admin: 403, otherAdmin: 403, networkAdmin: 403 },
    allowed: { caller: 'member', status: 204 },
  },

  // "Mon compte": each signed-in person's own account (no id to name, so no one else's to reach); the callers served
  // differ because a password change and a sign-out of every device end their caller's other tokens
  {
    operationId: 'updateAccountPreferences',
    method: 'PATCH',
    url: '/api/account',
    body: { json: { language: 'en', notifyNewReview: false } },
    refused: NO_TOKEN,
    allowed: { caller: 'admin', status: 200 },
  },
  {
    operationId: 'changeOwnPassword',
    method: 'POST',
    url: '/api/account/password',
    body: { json: { currentPassword: FIXTURE_PASSWORD, newPassword: 'nouveau-compte-matrice' } },
    refused: NO_TOKEN,
    allowed: { caller: 'otherMember', status: 200 },
  },
  {
    operationId: 'requestEmailChange',
    method: 'POST',
    url: '/api/account/email',
    body: { json: { email: 'nouvelle@matrice.test', currentPassword: FIXTURE_PASSWORD } },
    refused: NO_TOKEN,
    allowed: { caller: 'admin', status: 202 },
  },
  {
    operationId: 'signOutEverywhere',
    method: 'DELETE',
    url: '/api/account/sessions',
    refused: NO_TOKEN,
    allowed: { caller: 'otherAdmin', status: 204 },
  },
];

/** Reads that take a token: what they show must not leak to another chamber, another member or the public. */
const reads: MatrixRow[] = [
  { operationId: 'getEmbedSettings', method: 'GET', url: `/api/country-amchams/${chambers.coteDIvoire}/embed`, refused: CHAMBER_X },
  { operationId: 'getEmbedStatistics', method: 'GET', url: `/api/country-amchams/${chambers.coteDIvoire}/embed/statistics`, refused: CHAMBER_X },
  { operationId: 'listChamberApplications', method: 'GET', url: `/api/country-amchams/${chambers.coteDIvoire}/applications`, refused: CHAMBER_X },
  { operationId: 'getChamberMemberSummary', method: 'GET', url: `/api/companies/country-amcham/${chambers.coteDIvoire}/summary`, refused: CHAMBER_X },
  { operationId: 'exportChamberMembers', method: 'GET', url: `/api/companies/country-amcham/${chambers.coteDIvoire}/export`, refused: CHAMBER_X },
  { operationId: 'listCompanyRatingsForModeration', method: 'GET', url: `/api/ratings/company/${companies.societeGenerale}/moderation`, refused: CHAMBER_X },
  {
    operationId: 'listCompaniesByCountryAmcham',
    method: 'GET',
    url: `/api/companies/country-amcham/${chambers.coteDIvoire}?status=PENDING`,
    refused: CHAMBER_X,
  },
  // the back-office's "Candidatures" filter of the same list
  {
    operationId: 'listCompaniesByCountryAmcham',
    method: 'GET',
    url: `/api/companies/country-amcham/${chambers.coteDIvoire}?application=pending`,
    refused: CHAMBER_X,
  },
  // a company that is not active does not exist for those who may not see it
  {
    operationId: 'getCompany',
    method: 'GET',
    url: `/api/companies/${companies.pharmaciePlateau}`,
    refused: { none: 404, expired: 401, member: 404, otherMember: 404, otherAdmin: 404 },
  },
  {
    operationId: 'getCompanySchedules',
    method: 'GET',
    url: `/api/companies/${companies.pharmaciePlateau}/schedules`,
    refused: { none: 404, expired: 401, member: 404, otherAdmin: 404 },
  },
  { operationId: 'searchAds', method: 'GET', url: `/api/ads/search?countryAmchamId=${chambers.coteDIvoire}`, refused: CHAMBER_X },
  { operationId: 'listAllAds', method: 'GET', url: `/api/ads/all?countryAmchamId=${chambers.coteDIvoire}`, refused: CHAMBER_X },
  {
    operationId: 'listChamberEvents',
    method: 'GET',
    url: `/api/events/admin?countryAmchamId=${chambers.coteDIvoire}&period=all`,
    refused: CHAMBER_X,
  },
  {
    operationId: 'getCompanyContactTimeline',
    method: 'GET',
    url: `/api/companies/contacts/${companies.societeGenerale}/circular-stats`,
    refused: COMPANY_OWNER,
  },
  { operationId: 'getCompanyContactsTotal', method: 'GET', url: `/api/companies/contacts/total/${companies.societeGenerale}`, refused: COMPANY_OWNER },
  { operationId: 'getCompanyViewsTotal', method: 'GET', url: `/api/companies/views/company/${companies.societeGenerale}`, refused: COMPANY_OWNER },
  { operationId: 'getCompanyDailyViews', method: 'GET', url: `/api/companies/views/company/${companies.societeGenerale}/weekly-daily`, refused: COMPANY_OWNER },
  { operationId: 'getPopularSearches', target: 'own scope', method: 'GET', url: '/api/companies/search/popular', refused: ADMINS },
  {
    operationId: 'getPopularSearches',
    target: 'a chamber',
    method: 'GET',
    url: `/api/companies/search/popular?countryAmchamId=${chambers.coteDIvoire}`,
    refused: CHAMBER_X,
  },
  { operationId: 'getCompaniesBySector', target: 'own scope', method: 'GET', url: '/api/companies/companies-by-sector/kpi', refused: ADMINS },
  {
    operationId: 'getCompaniesBySector',
    target: 'a chamber',
    method: 'GET',
    url: `/api/companies/companies-by-sector/kpi?countryAmchamId=${chambers.coteDIvoire}`,
    refused: CHAMBER_X,
  },
  { operationId: 'getDailyVisits', target: 'own scope', method: 'GET', url: '/api/companies/daily-visit', refused: ADMINS },
  {
    operationId: 'getDailyVisits',
    target: 'a chamber',
    method: 'GET',
    url: `/api/companies/daily-visit?countryAmchamId=${chambers.coteDIvoire}`,
    refused: CHAMBER_X,
  },
  { operationId: 'getTopAdClicks', target: 'own scope', method: 'GET', url: '/api/ads/kpi/top6', refused: ADMINS },
  { operationId: 'getTopAdClicks', target: 'a chamber', method: 'GET', url: `/api/ads/kpi/top6?countryAmchamId=${chambers.coteDIvoire}`, refused: CHAMBER_X },
  { operationId: 'getStatisticsSummary', target: 'own scope', method: 'GET', url: '/api/statistics/summary', refused: ADMINS },
  {
    operationId: 'getStatisticsSummary',
    target: 'a chamber',
    method: 'GET',
    url: `/api/statistics/summary?countryAmchamId=${chambers.coteDIvoire}`,
    refused: CHAMBER_X,
  },
  { operationId: 'listAuditEntries', target: 'own scope', method: 'GET', url: '/api/audit', refused: ADMINS },
  // the outbox names every recipient of the network: its administrator only
  { operationId: 'listMails', method: 'GET', url: '/api/mails', refused: NETWORK },
  { operationId: 'listAccounts', target: 'own scope', method: 'GET', url: '/api/accounts', refused: ADMINS },
  { operationId: 'listAccounts', target: 'a chamber', method: 'GET', url: `/api/accounts?countryAmchamId=${chambers.coteDIvoire}`, refused: CHAMBER_X },
  { operationId: 'listAuditEntries', target: 'a chamber', method: 'GET', url: `/api/audit?countryAmchamId=${chambers.coteDIvoire}`, refused: CHAMBER_X },
  { operationId: 'getCurrentUser', method: 'GET', url: '/api/v1/user/me', refused: NO_TOKEN },
  { operationId: 'getAccount', method: 'GET', url: '/api/account', refused: NO_TOKEN },
];

/** Writes anyone may make, and why. Their contract must not ask for a token. */
const PUBLIC_WRITES: Record<string, string> = {
  signIn: 'signing in',
  refreshTokens: 'the refresh token is the credential',
  logout: 'ends a session whatever the state of the access token',
  requestPasswordReset: 'answers the same whether the account exists',
  confirmPasswordReset: 'the one-time reset token is the credential',
  confirmEmail: 'the one-time confirmation token is the credential',
  submitApplication: 'a visitor applies for membership: no account yet (rate-limited; the chamber decides)',
  confirmEmailChange: 'the one-time link mailed to the new address is the credential',
  createRating: "visitors' reviews (rate-limited)",
  recordCompanyView: 'statistics events of the public pages',
  recordCompanyContact: 'statistics events of the public pages',
  recordAdClick: 'statistics events of the public pages',
  recordVisit: 'statistics events of the public pages',
};

const operations = listOperations(loadOpenApiDocument());
const rowName = (row: MatrixRow) => `${row.operationId}${row.target ? ` (${row.target})` : ''}`;

function request(t: TestApp, row: MatrixRow, caller: Caller) {
  const headers: Record<string, string> = caller === 'none' ? {} : { ...t.auth[caller] };
  let payload: string | Buffer | undefined;
  if (row.body && 'json' in row.body) {
    payload = JSON.stringify(row.body.json);
    headers['content-type'] = 'application/json';
  } else if (row.body && 'csv' in row.body) {
    payload = row.body.csv;
    headers['content-type'] = 'text/csv; charset=utf-8';
  } else if (row.body && 'form' in row.body) {
    const form = multipartPayload(row.body.form);
    payload = form.payload;
    Object.assign(headers, form.headers);
  }
  return t.app.inject({ method: row.method, url: row.url, headers, ...(payload === undefined ? {} : { payload }) });
}

describe('the matrix', () => {
  it('has a row for every write route of the contract and every read that takes a token (or a public write with its reason)', () => {
    const covered = new Set([...writes, ...reads].map((row) => row.operationId));
    const missing = operations
      .filter((o) => (o.method !== 'GET' && !(o.operationId in PUBLIC_WRITES)) || (o.method === 'GET' && o.auth === 'required'))
      .filter((o) => !covered.has(o.operationId))
      .map((o) => `${o.method} ${o.path} (${o.operationId})`);
    expect(missing).toEqual([]);
    // the public writes are public in the contract too, and each row is a real operation with its method
    expect(operations.filter((o) => o.operationId in PUBLIC_WRITES && o.auth !== 'none').map((o) => o.operationId)).toEqual([]);
    const byId = new Map(operations.map((o) => [o.operationId, o]));
    for (const row of [...writes, ...reads]) expect(byId.get(row.operationId)?.method, rowName(row)).toBe(row.method);
  });
});

describe('given a caller without the right', () => {
  let t: TestApp;
  let before: string;
  const tables = [
    'companies',
    'schedules',
    'ratings',
    'ads',
    'events',
    'sectors',
    'categories',
    'partners',
    'country_amchams',
    'countries',
    'users',
    'password_reset_tokens',
  ];
  const snapshot = async () => JSON.stringify(await Promise.all(tables.map((table) => t.database.query(`SELECT * FROM ${table} ORDER BY 1`))));
  beforeAll(async () => {
    t = await createTestApp();
    await addExtraRows(t);
    before = await snapshot();
  });
  afterAll(() => t.close());

  const cases = [...writes, ...reads].flatMap((row) =>
    Object.entries(row.refused).map(([caller, status]) => [rowName(row), caller as Caller, status, row] as const),
  );
  it.each(cases)('%s refuses %s with %i and the error shape', async (_name, caller, status, row) => {
    const res = await request(t, row, caller);
    expect(res.statusCode, res.body).toBe(status);
    expect(expectValidResponse(res, row.operationId)).toMatchObject({ status });
  });

  it('leaves every row as it was, and sent no mail', async () => {
    expect(await snapshot()).toBe(before);
    expect(await t.deliverMails()).toEqual([]);
  });

  it('ignores a token, even expired, on public writes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/visits',
      headers: { ...t.auth.expired, 'content-type': 'application/json' },
      payload: { path: '/' },
    });
    expect(res.statusCode).toBe(204);
  });
});

describe('given the network administrator (or, for per-user routes, the user)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await addExtraRows(t);
  });
  afterAll(() => t.close());

  // reads and writes first, deletions last (other rows use what they delete)
  const ordered = [...reads, ...writes.filter((row) => row.method !== 'DELETE'), ...writes.filter((row) => row.method === 'DELETE')];
  it.each(ordered.map((row) => [rowName(row), row.allowed?.caller ?? 'networkAdmin', row] as const))('%s serves %s', async (_name, caller, row) => {
    const res = await request(t, row, caller);
    if (row.allowed?.status !== undefined) expect(res.statusCode, res.body).toBe(row.allowed.status);
    else expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expectValidResponse(res, row.operationId);
  });
});
