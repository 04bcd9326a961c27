// Membership applications ("Devenir membre"): a visitor applies with the profile form's rules, the company waits as
// a PENDING member of the chamber with its application, the representative is mailed; the chamber's administrator
// approves (public, invitation mailed) or refuses with a reason (mailed); both in the audit journal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import { multipartPayload } from '../testing/multipart.js';
import type { Schemas } from './types.js';

const { chambers, countries, sectors } = FIXTURE;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SENT = 'Votre demande d’adhésion a bien été envoyée. Vous recevrez un courriel de confirmation.';

let client = 0;
const applicationForm = (name: string, representativeEmail: string, changes: Record<string, string | number | undefined> = {}) => {
  const form: Record<string, string | number> = {
    name,
    description: 'Bureau d’études en ingénierie des réseaux électriques, présent à Abidjan depuis 2004.',
    sectorId: sectors.technologie,
    country: countries.coteDIvoire,
    address: '12 boulevard Lagunaire, Plateau',
    email: 'contact@candidat.test',
    telephone: '+225 27 22 00 11 22',
    webLink: 'candidat.test',
    countryAmchamId: chambers.coteDIvoire,
    representativeName: 'Awa Koné',
    representativeEmail,
    acceptTerms: 'true',
  };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete form[key];
    else form[key] = value;
  }
  return form;
};

/** Each from a client of its own (the per-client limit has its own test). */
const apply = (form: Record<string, string | number>, headers: Record<string, string> = {}, remoteAddress = `10.77.0.${++client}`) => {
  const { payload, headers: formHeaders } = multipartPayload(form);
  return t.app.inject({ method: 'POST', url: '/api/applications', payload, headers: { ...formHeaders, ...headers }, remoteAddress });
};

const pendingOf = async (chamberId: number, headers = t.auth.admin) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/country-amchams/${chamberId}/applications`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return expectValidResponse<Schemas['ApplicationList']>(res, 'listChamberApplications');
};
const applicationNamed = async (name: string) => (await pendingOf(chambers.coteDIvoire)).content.find((a) => a.companyName === name);

describe('given a visitor applying', () => {
  it('answers 202, keeps the company PENDING and not public, lists it for the chamber and mails "received" in the request language; no account is made', async () => {
    const res = await apply(applicationForm('Ingénierie Lagune', 'awa@lagune.test'), { 'accept-language': 'en-GB,en;q=0.9' });
    expect(res.statusCode, res.body).toBe(202);
    expect(expectValidResponse(res, 'submitApplication')).toEqual({ message: SENT });

    const application = await applicationNamed('Ingénierie Lagune');
    expect(application).toMatchObject({
      representativeName: 'Awa Koné',
      representativeEmail: 'awa@lagune.test',
      language: 'en',
      overdue: false,
      nameInDirectory: false,
    });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/companies/${application?.companyId}` });
    expect(anonymous.statusCode).toBe(404);
    const [accounts] = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE email = 'awa@lagune.test'");
    expect(accounts?.n).toBe(0);

    const mails = await t.deliverMails();
    const received = mails.find((mail) => mail.to === 'awa@lagune.test');
    expect(received?.subject).toBe('Membership application received: Ingénierie Lagune');
    expect(received?.text).toContain('has received the membership application of Ingénierie Lagune');
  });

  it('refuses the profile form’s rules with its French messages, field by field, and stores nothing', async () => {
    const cases: [Record<string, string | number | undefined>, string][] = [
      [{ description: 'Trop court.' }, 'description : Minimum 50 caractères requis.'],
      [{ name: 'A' }, 'name : Minimum 2 caractères requis.'],
      [{ address: 'Abidjan' }, 'address : Minimum 10 caractères requis.'],
      [{ telephone: '12-34' }, 'telephone : Format de téléphone invalide.'],
      [{ email: 'pas-une-adresse' }, 'email : Veuillez saisir une adresse email valide.'],
      [{ webLink: 'pas un site' }, 'webLink : Veuillez saisir une URL valide.'],
      [{ webLink: undefined }, 'webLink : Ce champ est obligatoire.'],
      [{ representativeEmail: 'awa' }, 'representativeEmail : Champ invalide.'],
      [{ acceptTerms: undefined }, 'acceptTerms : Ce champ est obligatoire.'],
      [{ countryAmchamId: 999 }, 'countryAmchamId : Champ invalide.'],
      [{ sectorId: 999 }, 'sectorId : Champ invalide.'],
    ];
    for (const [changes, message] of cases) {
      const res = await apply(applicationForm('Refusée par les règles', 'regles@candidat.test', changes));
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(expectValidResponse(res, 'submitApplication')).toMatchObject({ message, status: 400 });
    }
    const [stored] = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM companies WHERE name = 'Refusée par les règles'");
    expect(stored?.n).toBe(0);
  });

  it('gives the same answer for the name of a member already in the directory, and the chamber sees it flagged', async () => {
    const [member] = await t.database.query<{ name: string }>(`SELECT name FROM companies WHERE status = 'ACTIVE' AND country_amcham_id = $1 LIMIT 1`, [
      chambers.coteDIvoire,
    ]);
    const res = await apply(applicationForm(member!.name.toUpperCase(), 'double@candidat.test'));
    expect(res.statusCode).toBe(202);
    expect(expectValidResponse(res, 'submitApplication')).toEqual({ message: SENT });
    const flagged = await applicationNamed(member!.name.toUpperCase());
    expect(flagged?.nameInDirectory).toBe(true);
    // made public it would share the name: refused, the application stays pending
    const approve = await t.app.inject({ method: 'POST', url: `/api/companies/${flagged?.companyId}/application/approve`, headers: t.auth.admin });
    expect(approve.statusCode).toBe(409);
    expect(expectValidResponse(approve, 'approveApplication')).toMatchObject({ message: 'Une entreprise avec ce nom existe déjà' });
    expect(await applicationNamed(member!.name.toUpperCase())).toBeDefined();
  });

  it('answers 429 past 10 applications of one client in 15 minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await apply(applicationForm(`Rafale ${i}`, `rafale${i}@candidat.test`), {}, '10.78.0.1')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('given the chamber administrator deciding', () => {
  it('approves: the company becomes public, the representative gets the invitation in the application’s language, whose link signs in; journaled', async () => {
    await apply(applicationForm('Cabinet Approuvé', 'direction@approuve.test'));
    const application = await applicationNamed('Cabinet Approuvé');
    await t.deliverMails();
    const res = await t.app.inject({ method: 'POST', url: `/api/companies/${application?.companyId}/application/approve`, headers: t.auth.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(expectValidResponse<Schemas['Company']>(res, 'approveApplication').status).toBe('ACTIVE');
    expect((await t.app.inject({ method: 'GET', url: `/api/companies/${application?.companyId}` })).statusCode).toBe(200);
    expect(await applicationNamed('Cabinet Approuvé')).toBeUndefined();

    const invitation = (await t.deliverMails()).filter((mail) => mail.to === 'direction@approuve.test').at(-1);
    expect(invitation?.subject).toBe('Votre accès à l’annuaire : Cabinet Approuvé');
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(invitation?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const chosen = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset/confirm', payload: { token, password: 'candidat-approuve-1' } });
    expect(chosen.statusCode).toBe(204);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'direction@approuve.test', password: 'candidat-approuve-1' },
    });
    expect(signIn.statusCode).toBe(200);

    const [entry] = await t.database.query<{ kind: string; action: string; country_amcham_id: number; after: { decision: string } }>(
      `SELECT kind, action, country_amcham_id, after FROM audit_log WHERE operation_id = 'approveApplication' AND target_id = $1`,
      [application?.companyId ?? null],
    );
    expect(entry).toMatchObject({ kind: 'application', action: 'approve', country_amcham_id: chambers.coteDIvoire, after: { decision: 'APPROVED' } });
    // decided once
    const again = await t.app.inject({ method: 'POST', url: `/api/companies/${application?.companyId}/application/approve`, headers: t.auth.admin });
    expect(again.statusCode).toBe(404);
  });

  it('refuses with a reason: mailed to the applicant, the company stays hidden; journaled', async () => {
    await apply(applicationForm('Société Refusée', 'refus@candidat.test'), { 'accept-language': 'fr' });
    const application = await applicationNamed('Société Refusée');
    await t.deliverMails();
    const blank = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${application?.companyId}/application/refuse`,
      headers: t.auth.admin,
      payload: { reason: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(expectValidResponse(blank, 'refuseApplication')).toMatchObject({ message: 'reason : Ce champ est obligatoire.' });

    const reason = 'Votre entreprise n’est pas immatriculée en Côte d’Ivoire.';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${application?.companyId}/application/refuse`,
      headers: t.auth.admin,
      payload: { reason },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(expectValidResponse<Schemas['Company']>(res, 'refuseApplication').status).toBe('INACTIVE');
    expect((await t.app.inject({ method: 'GET', url: `/api/companies/${application?.companyId}` })).statusCode).toBe(404);
    expect(await applicationNamed('Société Refusée')).toBeUndefined();

    const mail = (await t.deliverMails()).filter((m) => m.to === 'refus@candidat.test').at(-1);
    expect(mail?.subject).toBe('Demande d’adhésion refusée : Société Refusée');
    expect(mail?.text).toContain(`Motif : ${reason}`);
    const [entry] = await t.database.query<{ action: string; after: { decision: string; refusal_reason: string } }>(
      `SELECT action, after FROM audit_log WHERE operation_id = 'refuseApplication' AND target_id = $1`,
      [application?.companyId ?? null],
    );
    expect(entry).toMatchObject({ action: 'refuse', after: { decision: 'REFUSED', refusal_reason: reason } });
  });

  it('lists an application left 30 days unanswered first, marked, and counts it', async () => {
    await apply(applicationForm('Dossier Récent', 'recent@candidat.test'));
    await apply(applicationForm('Dossier Oublié', 'oublie@candidat.test'));
    await t.database.query(
      `UPDATE applications SET submitted_at = now() - interval '31 days' WHERE id = (SELECT id FROM companies WHERE name = 'Dossier Oublié')`,
    );
    const list = await pendingOf(chambers.coteDIvoire);
    expect(list.content[0]).toMatchObject({ companyName: 'Dossier Oublié', overdue: true });
    expect(list.content.find((a) => a.companyName === 'Dossier Récent')?.overdue).toBe(false);
    expect(list.overdue).toBe(1);
    expect(list.pending).toBe(list.content.length);
  });

  it('filters the members list to the pending applications, oldest first: neither a PENDING member without one nor a decided one; the chamber’s administrators only', async () => {
    await apply(applicationForm('Filtre Ancien', 'ancien@candidat.test'));
    await apply(applicationForm('Filtre Nouveau', 'nouveau@candidat.test'));
    await apply(applicationForm('Filtre Refusé', 'filtre-refus@candidat.test'));
    await t.database.query(
      `UPDATE applications SET submitted_at = now() - interval '40 days' WHERE id = (SELECT id FROM companies WHERE name = 'Filtre Ancien')`,
    );
    const refused = await applicationNamed('Filtre Refusé');
    const refusal = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${refused?.companyId}/application/refuse`,
      headers: t.auth.admin,
      payload: { reason: 'Hors du périmètre de la chambre.' },
    });
    expect(refusal.statusCode, refusal.body).toBe(200);
    const list = (query: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/companies/country-amcham/${chambers.coteDIvoire}?${query}`, headers });

    const res = await list('application=pending&size=100', t.auth.admin);
    expect(res.statusCode, res.body).toBe(200);
    const page = expectValidResponse<Schemas['CompanyPage']>(res, 'listCompaniesByCountryAmcham');
    const pending = await pendingOf(chambers.coteDIvoire);
    // exactly the chamber's applications, in their order (the oldest, thus overdue, first)
    expect(page.content.map((company) => company.id)).toEqual(pending.content.map((application) => application.companyId));
    expect(page.totalElements).toBe(pending.pending);
    expect(page.content[0]?.name).toBe('Filtre Ancien');
    expect(page.content.every((company) => company.status === 'PENDING')).toBe(true);
    const names = page.content.map((company) => company.name);
    expect(names).toContain('Filtre Nouveau');
    expect(names).not.toContain('Filtre Refusé');
    // a PENDING member the chamber created itself is no application
    expect(page.content.map((company) => company.id)).not.toContain(FIXTURE.companies.pharmaciePlateau);
    const all = await list('status=PENDING&size=100', t.auth.admin);
    expect(expectValidResponse<Schemas['CompanyPage']>(all, 'listCompaniesByCountryAmcham').content.map((company) => company.id)).toContain(
      FIXTURE.companies.pharmaciePlateau,
    );

    const named = await list(`application=pending&name=${encodeURIComponent('filtre')}`, t.auth.admin);
    expect(expectValidResponse<Schemas['CompanyPage']>(named, 'listCompaniesByCountryAmcham').content.map((company) => company.name)).toEqual([
      'Filtre Ancien',
      'Filtre Nouveau',
    ]);

    expect((await list('application=pending')).statusCode).toBe(401);
    expect((await list('application=pending', t.auth.otherAdmin)).statusCode).toBe(403);
    expect((await list('application=pending', t.auth.member)).statusCode).toBe(403);
    const unknown = await list('application=all', t.auth.admin);
    expect(unknown.statusCode).toBe(400);
    expectValidResponse(unknown, 'listCompaniesByCountryAmcham');
  });

  it('decides the application when the members list changes an applicant’s status: Actif invites the representative, Inactif mails the refusal; neither stays pending', async () => {
    await apply(applicationForm('Statut Accepté', 'statut-oui@candidat.test'), { 'accept-language': 'fr' });
    await apply(applicationForm('Statut Refusé', 'statut-non@candidat.test'), { 'accept-language': 'en' });
    const accepted = await applicationNamed('Statut Accepté');
    const refused = await applicationNamed('Statut Refusé');
    await t.deliverMails();
    const setStatus = (id: number | undefined, status: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/companies/${id}/status`, headers: t.auth.admin, payload: { status } });

    const approval = await setStatus(accepted?.companyId, 'ACTIVE');
    expect(approval.statusCode, approval.body).toBe(200);
    expect(expectValidResponse<Schemas['Company']>(approval, 'updateCompanyStatus').status).toBe('ACTIVE');
    const refusal = await setStatus(refused?.companyId, 'INACTIVE');
    expect(refusal.statusCode, refusal.body).toBe(200);
    expect(expectValidResponse<Schemas['Company']>(refusal, 'updateCompanyStatus').status).toBe('INACTIVE');

    expect(await applicationNamed('Statut Accepté')).toBeUndefined();
    expect(await applicationNamed('Statut Refusé')).toBeUndefined();
    const mails = await t.deliverMails();
    expect(mails.filter((mail) => mail.to === 'statut-oui@candidat.test').map((mail) => mail.subject)).toContain('Votre accès à l’annuaire : Statut Accepté');
    const refusalMail = mails.find((mail) => mail.to === 'statut-non@candidat.test' && mail.subject === 'Membership application refused: Statut Refusé');
    expect(refusalMail?.text).toContain('could not approve the membership application of Statut Refusé');
    expect(refusalMail?.text).not.toContain('Reason:');
  });

  it('keeps another chamber’s applications from an administrator: 403 on its list, 404 on its members', async () => {
    await apply(applicationForm('Candidat Abidjan', 'abidjan@candidat.test'));
    const application = await applicationNamed('Candidat Abidjan');
    const list = await t.app.inject({ method: 'GET', url: `/api/country-amchams/${chambers.coteDIvoire}/applications`, headers: t.auth.otherAdmin });
    expect(list.statusCode).toBe(403);
    const approve = await t.app.inject({ method: 'POST', url: `/api/companies/${application?.companyId}/application/approve`, headers: t.auth.otherAdmin });
    expect(approve.statusCode).toBe(404);
    expect(await applicationNamed('Candidat Abidjan')).toBeDefined();
  });
});
