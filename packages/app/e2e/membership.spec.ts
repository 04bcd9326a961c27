import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { linkIn, mailsTo, mailTo, type DeliveredMail } from './mailbox';
import { signInAsAdministrator } from './signIn';

// The membership application end to end on the built product, with its mails really delivered over SMTP to the
// mail sink (e2e/mailSink.mjs): a visitor applies on /devenir-membre, the chamber's administrator approves it from
// /members, the representative follows the invitation's link, chooses a password, signs in and edits the profile.
// Then the same mails in English. The chamber of France is used: no other spec writes to its members. Every run
// applies with names and addresses of its own.

const ADMIN = 'admin.fr@annuaire.demo';
const CHAMBER = 'AmCham France';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

interface Applicant {
  company: string;
  representative: string;
  email: string;
}

const applicant = (tag: string): Applicant => ({
  company: `Société ${tag} ${run}`,
  representative: 'Camille Durand',
  // the address in plain letters (the company's name keeps its accents)
  email: `candidat.${tag
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase()}.${run}@exemple.test`,
});

/** Fills /devenir-membre in the page's language (labels given) and sends it. */
async function apply(
  page: Page,
  who: Applicant,
  labels: {
    [
      K in
        | 'company'
        | 'sector'
        | 'description'
        | 'country'
        | 'address'
        | 'email'
        | 'phone'
        | 'website'
        | 'chamber'
        | 'name'
        | 'representativeEmail'
        | 'terms'
        | 'submit'
        | 'sent'
    ]: RegExp | string;
  },
) {
  await page.getByRole('textbox', { name: labels.company }).fill(who.company);
  await page.getByRole('combobox', { name: labels.sector }).selectOption({ index: 1 });
  await page
    .getByRole('textbox', { name: labels.description })
    .fill('Conseil et accompagnement des entreprises françaises et africaines dans leurs projets d’implantation.');
  await page.getByRole('combobox', { name: labels.country }).selectOption({ label: 'France' });
  await page.getByRole('textbox', { name: labels.address }).fill('12 rue de la République, 69002 Lyon');
  await page.getByRole('textbox', { name: labels.email }).fill(`contact.${run}@exemple.test`);
  await page.getByRole('textbox', { name: labels.phone }).fill('+33 4 72 00 00 00');
  await page.getByRole('textbox', { name: labels.website }).fill('https://www.exemple.test');
  await page.getByRole('combobox', { name: labels.chamber }).selectOption({ label: CHAMBER });
  await page.getByRole('textbox', { name: labels.name }).fill(who.representative);
  await page.getByRole('textbox', { name: labels.representativeEmail }).fill(who.email);
  await page.getByRole('checkbox', { name: labels.terms }).check();
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page.getByText(labels.sent, { exact: true })).toBeVisible();
}

const FRENCH_FORM = {
  company: /^Nom de l'entreprise/,
  sector: /^Secteur d'activité/,
  description: /^Description/,
  country: /^Pays/,
  address: /^Adresse/,
  email: /^E-mail de l'entreprise/,
  phone: /^Téléphone/,
  website: /^Site web/,
  chamber: /^Chambre/,
  name: /^Nom et prénom/,
  representativeEmail: /^E-mail du représentant/,
  terms: /^J'accepte les conditions/,
  submit: 'Envoyer ma demande',
  sent: 'Demande envoyée',
};

const ENGLISH_FORM = {
  company: /^Company name/,
  sector: /^Business sector/,
  description: /^Description/,
  country: /^Country/,
  address: /^Address/,
  email: /^Company e-mail/,
  phone: /^Phone/,
  website: /^Website/,
  chamber: /^Chamber/,
  name: /^Full name/,
  representativeEmail: /^Representative's e-mail/,
  terms: /^I accept the directory's terms/,
  submit: 'Send my application',
  sent: 'Application sent',
};

/** A mail with a plain-text and an HTML part saying the same thing (the mail clients show either). */
function expectBothParts(mail: DeliveredMail, ...sentences: string[]) {
  expect(mail.contentType).toBe('multipart/alternative');
  expect(mail.parts).toEqual(['text/plain', 'text/html']);
  expect(mail.from).toContain('no-reply@annuaire.test');
  for (const sentence of sentences) {
    expect(mail.text).toContain(sentence);
    expect(mail.html).toContain(sentence.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;'));
  }
}

/** The application's entry in the chamber's "Candidatures" panel on /members. */
const applicationEntry = (page: Page, company: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: company, level: 3 }) });

test('in French: a visitor applies, the administrator approves, the representative follows the mailed link, chooses a password, signs in and edits the profile', async ({
  page,
  browser,
  baseURL,
}) => {
  const who = applicant('Lumière');
  // the public header leads to the application
  await page.goto('/');
  await (await hydrated(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Devenir membre' }))).click();
  await expect(page).toHaveURL(/\/devenir-membre$/);
  await expect(page.getByRole('heading', { name: 'Devenir membre', level: 1 })).toBeVisible();
  await apply(page, who, FRENCH_FORM);

  const received = await mailTo(who.email, `Demande d’adhésion reçue : ${who.company}`);
  expectBothParts(received, 'Bonjour,', `${CHAMBER} a bien reçu la demande d’adhésion de ${who.company}.`, `— ${CHAMBER}`);

  // The chamber's administrator, in another browser, finds it among the chamber's applications and approves it.
  const office = await browser.newContext({ baseURL, locale: 'fr-FR' });
  const admin = await office.newPage();
  await signInAsAdministrator(admin, ADMIN);
  // the header's count of applications leads to the members list filtered to them ('Candidatures')
  await admin.getByRole('link', { name: /^\d+ candidatures? en attente$/ }).click();
  await expect(admin).toHaveURL(/\/members\?filtre=candidatures$/);
  await expect(admin.getByRole('combobox', { name: 'Statut' })).toHaveValue('APPLICATIONS');
  await expect(admin.getByRole('table').getByText(who.company, { exact: true })).toBeVisible();
  const entry = applicationEntry(admin, who.company);
  await expect(entry).toContainText(`Représentant : ${who.representative} (${who.email})`);
  await entry.getByRole('button', { name: 'Accepter' }).click();
  await expect(admin.getByText(`La candidature de ${who.company} est acceptée`)).toBeVisible();
  await expect(entry).toHaveCount(0);
  // now a member of the chamber, no longer an application: its id, from its view link in the whole list
  await admin.getByRole('combobox', { name: 'Statut' }).selectOption('');
  await admin.getByRole('searchbox', { name: 'Rechercher un membre' }).fill(who.company);
  const view = admin.getByRole('link', { name: `Voir ${who.company}` });
  const companyId = /\/admin\/membres\/(\d+)$/.exec((await view.getAttribute('href')) ?? '')?.[1];
  expect(companyId).toBeDefined();
  await office.close();

  const invitation = await mailTo(who.email, `Votre accès à l’annuaire : ${who.company}`);
  const link = linkIn(invitation.text, `${baseURL}/login?resetToken=`);
  expectBothParts(invitation, `${CHAMBER} vous invite à gérer la fiche de ${who.company} dans l’annuaire.`, `Votre identifiant : ${who.email}`, link.href);
  expect(invitation.html).toContain(`href="${link.href}"`);

  // The representative follows the link, chooses a password and signs in.
  const password = `secret-${run}`;
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Choisir un nouveau mot de passe', level: 1 })).toBeVisible();
  await page.getByLabel(/^Nouveau mot de passe/).fill(password);
  await page.getByLabel(/^Confirmer le mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('heading', { name: 'Mot de passe modifié', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByLabel(/Adresse e-mail/).fill(who.email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/apropos$/);

  // The profile is the application's; the representative edits it and the public page shows the change.
  const name = page.getByRole('textbox', { name: /Nom de l'entreprise/ });
  await expect(name).toHaveValue(who.company);
  const renamed = `${who.company} et associés`;
  await name.fill(renamed);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("Les informations de l'entreprise ont été sauvegardées avec succès !")).toBeVisible();
  await page.goto(`/membre/${companyId}`);
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
});

test('in English: an application made in English gets its mails in English, the invitation and a refusal with its reason', async ({
  page,
  browser,
  baseURL,
}) => {
  const approved = applicant('Sunrise');
  const refused = applicant('Eclipse');
  // the home page is rendered by the server: its controls answer once the app has taken it over
  await page.goto('/');
  await (await hydrated(page.getByRole('button', { name: /^Langue :/ }))).click();
  await page.getByRole('button', { name: 'English' }).click();
  // the home page's members call a company not yet listed to apply
  await page.getByRole('region', { name: 'Member directory' }).getByRole('link', { name: 'Become a member' }).click();
  await expect(page.getByRole('heading', { name: 'Become a member', level: 1 })).toBeVisible();
  await apply(page, approved, ENGLISH_FORM);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Become a member', level: 1 })).toBeVisible();
  await apply(page, refused, ENGLISH_FORM);

  for (const who of [approved, refused]) {
    const received = await mailTo(who.email, `Membership application received: ${who.company}`);
    expectBothParts(
      received,
      'Hello,',
      `${CHAMBER} has received the membership application of ${who.company}.`,
      'you will receive an e-mail as soon as a decision is made',
    );
  }

  // The administrator works in French: the mails follow the application's language, not the administrator's.
  const office = await browser.newContext({ baseURL, locale: 'fr-FR' });
  const admin = await office.newPage();
  await signInAsAdministrator(admin, ADMIN);
  await applicationEntry(admin, approved.company).getByRole('button', { name: 'Accepter' }).click();
  await expect(admin.getByText(`La candidature de ${approved.company} est acceptée`)).toBeVisible();
  const reason = 'Votre entreprise n’a pas d’activité en lien avec la France (reason & details).';
  const entry = applicationEntry(admin, refused.company);
  await entry.getByRole('button', { name: 'Refuser', exact: true }).click();
  await entry.getByRole('textbox', { name: /Motif du refus/ }).fill(reason);
  await entry.getByRole('button', { name: 'Refuser la candidature' }).click();
  await expect(admin.getByText(`La candidature de ${refused.company} est refusée`)).toBeVisible();
  await office.close();

  const invitation = await mailTo(approved.email, `Your access to the directory: ${approved.company}`);
  const link = linkIn(invitation.text, `${baseURL}/login?resetToken=`);
  expectBothParts(
    invitation,
    `${CHAMBER} invites you to manage the profile of ${approved.company} in the directory.`,
    'To choose your password, open this link (valid for one hour, once):',
    `Your login: ${approved.email}`,
    link.href,
  );

  const refusal = await mailTo(refused.email, `Membership application refused: ${refused.company}`);
  expectBothParts(refusal, `${CHAMBER} could not approve the membership application of ${refused.company}.`, `Reason: ${reason}`);
  // the refused application's representative got those two mails and no invitation
  expect((await mailsTo(refused.email)).map((mail) => mail.subject)).toEqual([
    `Membership application received: ${refused.company}`,
    `Membership application refused: ${refused.company}`,
  ]);
});
