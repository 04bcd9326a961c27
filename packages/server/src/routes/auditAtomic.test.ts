// @module-tag postgres
// The audit trail is written with the change it records (Hardening II): in the same transaction, so that no change
// is kept without its entry (the entries used to be written after the commit, and lost with the process), and a row
// moved from one chamber to another is in both chambers' journals. The entry's failure is injected by a test-only
// trigger on audit_log in this file's own database.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUDITED } from '../plugins/audit.js';
import { createTestApp, expectValidResponse, FIXTURE, FIXTURE_PASSWORD, type TestApp } from '../testing/harness.js';
import { multipartPayload } from '../testing/multipart.js';

const { companies, chambers, countries, ads, events, sectors, categories, partners, users } = FIXTURE;
const EMPTY_CHAMBER = 9101;
const UNUSED_SECTOR = 9101;
/** A PENDING company of chamber X with its membership application awaiting an answer. */
const APPLICATION = 9101;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.exec(`
    INSERT INTO countries (id, name, icon) VALUES (9101, 'Gabon (journal)', '🇬🇦');
    INSERT INTO country_amchams (id, country_id, name, address, telephone, email)
      VALUES (${EMPTY_CHAMBER}, 9101, 'AmCham Gabon', 'Libreville', '+241 01 00 00 00', 'contact@amcham-ga.test');
    INSERT INTO sectors (id, name_fr, name_en) VALUES (${UNUSED_SECTOR}, 'Sans entreprise', 'No company');
    INSERT INTO companies (id, name, description, sector_id, country_id, country_amcham_id, address, telephone, email, status)
      VALUES (${APPLICATION}, 'Candidat Journal', 'Une candidature du journal.', ${sectors.technologie}, ${countries.coteDIvoire},
              ${chambers.coteDIvoire}, '1 rue du Commerce, Abidjan', '+225 01 02 03 04 05', 'c@journal.test', 'PENDING');
    INSERT INTO applications (id, representative_name, representative_email, language, terms_accepted_at)
      VALUES (${APPLICATION}, 'Représentant Journal', 'candidat@journal.test', 'fr', now());
    CREATE FUNCTION test_audit_failure() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the audit entry cannot be written'; END $$;`);
});
afterAll(() => t.close());

interface Entry {
  countryAmchamId: number | null;
  operationId: string;
  targetId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

async function journal(headers: Record<string, string>): Promise<Entry[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/audit?kind=company&size=50', headers });
  expect(res.statusCode).toBe(200);
  return expectValidResponse<{ content: Entry[] }>(res, 'listAuditEntries').content;
}

describe('given the network administrator moving a company to another chamber', () => {
  it("is in both chambers' journals: the chamber it left and the one it joined", async () => {
    const { payload, headers } = multipartPayload({ countryAmchamId: String(chambers.senegal) });
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${companies.techIvoire}`,
      payload,
      headers: { ...headers, ...t.auth.networkAdmin },
    });
    expect(moved.statusCode).toBe(200);
    const isTheMove = (entry: Entry) => entry.operationId === 'updateCompany' && entry.targetId === companies.techIvoire;
    const left = (await journal(t.auth.admin)).find(isTheMove);
    const joined = (await journal(t.auth.otherAdmin)).find(isTheMove);
    expect(left, "the Côte d'Ivoire chamber's journal").toBeDefined();
    expect(joined, "the Sénégal chamber's journal").toBeDefined();
    expect(left).toEqual(joined);
    expect(left?.before?.country_amcham_id).toBe(chambers.coteDIvoire);
    expect(left?.after?.country_amcham_id).toBe(chambers.senegal);
    // once, in the network administrator's journal
    expect((await journal(t.auth.networkAdmin)).filter(isTheMove)).toHaveLength(1);
  });
});

describe('given an audit entry that cannot be written', () => {
  const TABLES = [
    'countries',
    'country_amchams',
    'sectors',
    'categories',
    'companies',
    'schedules',
    'ratings',
    'ads',
    'events',
    'partners',
    'users',
    'password_reset_tokens',
    'refresh_tokens',
    'email_change_tokens',
    'audit_log',
  ];
  /** Each table's row count and an md5 of its rows. */
  async function snapshot(): Promise<Record<string, unknown>> {
    const state: Record<string, unknown> = {};
    for (const table of TABLES) {
      const [row] = await t.database.query(
        `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS checksum FROM ${table} t`,
      );
      state[table] = row;
    }
    return state;
  }

  beforeAll(() => t.database.exec('CREATE TRIGGER test_audit_failure BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION test_audit_failure()'));
  afterAll(() => t.database.exec('DROP TRIGGER IF EXISTS test_audit_failure ON audit_log'));
  afterEach(() => t.ctx.background.idle());

  type Call = {
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    json?: object;
    form?: Parameters<typeof multipartPayload>[0];
    csv?: string;
    as?: 'member';
  };
  const adForm = (title: string) => ({ title, link: 'https://journal.test', startDate: '01-01-2030', endDate: '02-01-2030', permanent: 'false' });
  const eventForm = (title: string) => ({
    title,
    description: 'Annonce du journal.',
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
    telephone: '+212 5 22 00 00 00',
    email: 'journal@amcham.test',
  });
  const names = (fr: string) => ({ nameFr: fr, nameEn: `${fr} (en)` });

  // every audited operation, as the network administrator (a password change as its user) on rows it may change
  const CALLS: Record<keyof typeof AUDITED, Call> = {
    createCompany: {
      method: 'POST',
      url: '/api/companies/save',
      form: {
        name: 'Journal SARL',
        description: 'Une entreprise du journal des modifications, décrite en plus de cinquante caractères.',
        address: '1 rue du Commerce, Abidjan',
        telephone: '+225 01 02 03 04 05',
        email: 'j@journal.test',
        sectorId: sectors.technologie,
        countryAmchamId: chambers.coteDIvoire,
      },
    },
    updateCompany: { method: 'PUT', url: `/api/companies/${companies.societeGenerale}`, form: { city: 'Bouaké' } },
    deleteCompany: { method: 'DELETE', url: `/api/companies/${companies.pharmaciePlateau}` },
    updateCompanyStatus: { method: 'PATCH', url: `/api/companies/${companies.ecoleNumerique}/status`, json: { status: 'INACTIVE' } },
    updateCompanySchedules: { method: 'PUT', url: `/api/companies/${companies.societeGenerale}/schedules`, json: { schedules: [] } },
    updateRatingVisibility: { method: 'PATCH', url: '/api/ratings/1/visibility', json: { hidden: true } },
    createAd: { method: 'POST', url: '/api/ads/save', form: adForm('Journal - création') },
    updateAd: { method: 'PUT', url: `/api/ads/${ads.current}`, form: adForm('Journal - modification') },
    deleteAd: { method: 'DELETE', url: `/api/ads/${ads.future}` },
    createEvent: { method: 'POST', url: '/api/events/save', form: eventForm('Journal - création') },
    updateEvent: { method: 'PUT', url: `/api/events/${events.upcoming}`, form: eventForm('Journal - modification') },
    deleteEvent: { method: 'DELETE', url: `/api/events/${events.past}` },
    createCountryAmcham: { method: 'POST', url: '/api/country-amchams/save', form: chamberForm(countries.maroc, 'AmCham Maroc') },
    updateCountryAmcham: {
      method: 'PUT',
      url: `/api/country-amchams/${chambers.coteDIvoire}`,
      form: chamberForm(countries.coteDIvoire, 'AmCham Côte d’Ivoire (journal)'),
    },
    deleteCountryAmcham: { method: 'DELETE', url: `/api/country-amchams/${EMPTY_CHAMBER}` },
    updateEmbedSettings: {
      method: 'PUT',
      url: `/api/country-amchams/${chambers.coteDIvoire}/embed`,
      json: { allowedOrigins: ['https://journal.test'], language: 'fr', scope: 'chamber', sectorIds: [], accent: null, font: 'kit', perPage: 12 },
    },
    createSector: { method: 'POST', url: '/api/sectors', json: names('Journal A') },
    updateSector: { method: 'PUT', url: `/api/sectors/${sectors.sante}`, json: names('Journal B') },
    deleteSector: { method: 'DELETE', url: `/api/sectors/${UNUSED_SECTOR}` },
    createCategory: { method: 'POST', url: '/api/categories', json: names('Journal C') },
    updateCategory: { method: 'PUT', url: `/api/categories/${categories.formation}`, json: names('Journal D') },
    deleteCategory: { method: 'DELETE', url: `/api/categories/${categories.networking}` },
    createPartner: { method: 'POST', url: '/api/partners', form: { name: 'Journal E', link: 'https://journal.test' } },
    updatePartner: { method: 'PUT', url: `/api/partners/${partners.first}`, form: { name: 'Journal F', link: 'https://journal.test' } },
    deletePartner: { method: 'DELETE', url: `/api/partners/${partners.second}` },
    importChamberMembers: {
      method: 'POST',
      url: `/api/companies/country-amcham/${chambers.coteDIvoire}/import`,
      csv: `id;ville\n${companies.societeGenerale};Yamoussoukro\n`,
    },
    inviteCompanyMember: { method: 'POST', url: `/api/companies/${companies.techIvoire}/invitations`, json: { email: 'journal@invitation.test' } },
    approveApplication: { method: 'POST', url: `/api/companies/${APPLICATION}/application/approve` },
    refuseApplication: { method: 'POST', url: `/api/companies/${APPLICATION}/application/refuse`, json: { reason: 'Hors du périmètre.' } },
    signUp: { method: 'POST', url: '/api/auth/signup', json: { email: 'journal@compte.test', password: 'secret-journal', profil: 'ADMIN_RESEAU' } },
    changePassword: {
      method: 'POST',
      url: `/api/auth/password/change/${users.member.id}`,
      json: { currentPassword: FIXTURE_PASSWORD, newPassword: 'nouveau-journal-1' },
      as: 'member',
    },
    changeOwnPassword: {
      method: 'POST',
      url: '/api/account/password',
      json: { currentPassword: FIXTURE_PASSWORD, newPassword: 'nouveau-journal-2' },
      as: 'member',
    },
    updateAccountPreferences: { method: 'PATCH', url: '/api/account', json: { language: 'en', notifyNewReview: false } },
    signOutEverywhere: { method: 'DELETE', url: '/api/account/sessions', as: 'member' },
    requestEmailChange: { method: 'POST', url: '/api/account/email', json: { email: 'journal@nouvelle-adresse.test', currentPassword: FIXTURE_PASSWORD } },
    inviteAdministrator: {
      method: 'POST',
      url: '/api/accounts/administrators',
      json: { email: 'journal@administrateur.test', countryAmchamId: chambers.senegal },
    },
    disableAccount: { method: 'POST', url: `/api/accounts/${users.otherAdmin.id}/disable` },
    enableAccount: { method: 'POST', url: `/api/accounts/${users.otherAdmin.id}/enable` },
  };

  function send(call: Call) {
    const auth = call.as === 'member' ? t.auth.member : t.auth.networkAdmin;
    if (call.form) {
      const { payload, headers } = multipartPayload(call.form);
      return t.app.inject({ method: call.method, url: call.url, payload, headers: { ...headers, ...auth } });
    }
    if (call.csv !== undefined) {
      return t.app.inject({ method: call.method, url: call.url, payload: call.csv, headers: { ...auth, 'content-type': 'text/csv; charset=utf-8' } });
    }
    return t.app.inject({ method: call.method, url: call.url, headers: auth, ...(call.json ? { payload: call.json } : {}) });
  }

  it('every audited operation has a call here', () => {
    expect(Object.keys(CALLS).sort()).toEqual(Object.keys(AUDITED).sort());
  });

  for (const [operationId, call] of Object.entries(CALLS)) {
    it(`${operationId}: the change is not kept either (500, every table as it was, no mail)`, async () => {
      const before = await snapshot();
      const mails = t.mails.length;
      const res = await send(call);
      expect(res.statusCode, res.body).toBe(500);
      // the contract lists no 500 (the service's own fault): the error shape, without detail
      expect(res.json()).toEqual({ message: 'Erreur interne du serveur', status: 500, error: 'Internal Server Error' });
      await t.deliverMails();
      expect(await snapshot()).toEqual(before);
      expect(t.mails.length).toBe(mails);
    });
  }
});
