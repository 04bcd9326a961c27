import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { emptyPagesSeen, watchForEmptyPage } from './emptyPage';
import { ADMIN_PASSWORD, fillSignIn, signInAsAdministrator } from './signIn';

// The back-office's members screens end to end, on the built app and the real service with
// its demo directory. The chamber administrator of Gabon is used: its chamber holds a member waiting for approval
// (company 6), and no other spec edits its members (the portal and member-space specs use companies 1 and 3).

const GABON_ADMIN = 'admin.ga@annuaire.demo';
const SENEGAL_ADMIN = 'admin.sn@annuaire.demo';
const PENDING_ID = 6;
const PENDING_NAME = 'Cybersécurité Afrique Centrale';
// The demo places company n in chamber (n - 1) % 6: Gabon's members are 6, 12, 18 ...
const GABON_MEMBERS = Array.from({ length: 9 }, (_, index) => 12 + index * 6);

interface CompanyRow {
  id: number;
  name: string;
  status: string;
  telephone: string | null;
  averageRating: number | null;
  ratingCount: number;
}
interface RatingRow {
  id: number;
  firstName: string;
  lastName: string;
  score: number;
}

async function publicCompany(request: APIRequestContext, id: number): Promise<CompanyRow | null> {
  const response = await request.get(`/api/companies/${id}`);
  if (response.status() === 404) return null;
  expect(response.ok()).toBe(true);
  return (await response.json()) as CompanyRow;
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher un membre' });
const viewLink = (page: Page, name: string) => page.getByRole('link', { name: `Voir ${name}` });

/** The list, once the search has applied, shows this member and no other (the unfiltered list may show it too). */
async function expectOnly(page: Page, name: string) {
  await expect(page.getByRole('link', { name: /^Voir / })).toHaveCount(1);
  await expect(viewLink(page, name)).toBeVisible();
}

test('finds a member with or without its accents, approves a pending one, and the public search then finds it', async ({ page, request }) => {
  // Not public while it waits for approval.
  expect(await publicCompany(request, PENDING_ID)).toBeNull();

  await signInAsAdministrator(page, GABON_ADMIN);
  await search(page).fill('cybersecurite afrique');
  await expectOnly(page, PENDING_NAME);
  await search(page).fill('zzz introuvable');
  await expect(page.getByText('Aucun membre trouvé')).toBeVisible();
  await search(page).fill('CYBERSÉCURITÉ');
  await expectOnly(page, PENDING_NAME);
  await search(page).fill('');

  await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'En attente' });
  await expect(viewLink(page, PENDING_NAME)).toBeVisible();
  await page.getByRole('button', { name: `Approuver ${PENDING_NAME}` }).click();
  await expect.poll(async () => (await publicCompany(request, PENDING_ID))?.status).toBe('ACTIVE');

  await page.goto('/');
  const keyword = page.getByRole('searchbox', { name: 'Mot-clé' });
  await keyword.fill('cybersecurite');
  await keyword.press('Enter');
  await expect(page.getByRole('heading', { name: PENDING_NAME })).toBeVisible();
});

test("creates a member of the administrator's chamber, and a second one of the same name answers the catalogue's 409", async ({ page }) => {
  const name = `Entreprise Gabon ${Date.now() % 100000}`;
  const create = async () => {
    await page.getByRole('button', { name: 'Ajouter un membre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau membre' });
    await dialog.getByRole('textbox', { name: /^Nom de l'entreprise/ }).fill(name);
    await dialog.getByRole('combobox', { name: /^Secteur d'activité/ }).selectOption({ index: 1 });
    await dialog
      .getByRole('textbox', { name: /^Description/ })
      .fill('Une entreprise créée de bout en bout par le test du back-office, décrite en plus de cinquante caractères.');
    await dialog.getByRole('textbox', { name: /^Adresse/ }).fill('12 boulevard Triomphal, Libreville');
    await dialog.getByRole('textbox', { name: /^Téléphone/ }).fill('+241 01 72 34 56');
    await dialog.getByRole('textbox', { name: /^E-mail/ }).fill('contact@entreprise-gabon.example.com');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    return dialog;
  };

  await signInAsAdministrator(page, GABON_ADMIN);
  const first = await create();
  await expect(page.getByText(`Le membre « ${name} » a été créé.`)).toBeVisible();
  await expect(first).toBeHidden();
  await search(page).fill(name);
  await expectOnly(page, name);

  const second = await create();
  await expect(second.getByText('Une entreprise avec ce nom existe déjà')).toBeVisible();
});

test("hiding a review on the member's view page changes the public page's average at once", async ({ page, request }) => {
  // A Gabon member with a review whose hiding changes the average shown (one decimal), by an author named once (its
  // button is then unambiguous).
  const round = (value: number) => Math.round(value * 10) / 10;
  let target: { company: CompanyRow; review: RatingRow; author: string; average: number } | undefined;
  for (const id of GABON_MEMBERS) {
    const company = await publicCompany(request, id);
    if (!company || company.ratingCount < 2) continue;
    const ratings = (await (await request.get(`/api/ratings/company/${id}`)).json()) as RatingRow[];
    const sum = ratings.reduce((total, rating) => total + rating.score, 0);
    const authorOf = (rating: RatingRow) => `${rating.firstName} ${rating.lastName}`.trim();
    const review = ratings.find(
      (rating) =>
        round((sum - rating.score) / (ratings.length - 1)) !== round(sum / ratings.length) &&
        ratings.filter((other) => authorOf(other) === authorOf(rating)).length === 1,
    );
    if (review) {
      target = { company, review, author: authorOf(review), average: round((sum - review.score) / (ratings.length - 1)) };
      break;
    }
  }
  if (!target) throw new Error('the demo directory has no Gabon member with two reviews of different scores');
  const { company, review, author, average } = target;

  await signInAsAdministrator(page, GABON_ADMIN);
  await page.goto(`/admin/membres/${company.id}`);
  await page.getByRole('button', { name: `Masquer l'avis de ${author}` }).click();
  await expect(page.getByRole('button', { name: `Afficher l'avis de ${author}` })).toBeVisible();

  const after = await publicCompany(request, company.id);
  expect(after?.ratingCount).toBe(company.ratingCount - 1);
  expect(after?.averageRating).toBe(average);
  expect(average).not.toBe(company.averageRating);
  const publicRatings = (await (await request.get(`/api/ratings/company/${company.id}`)).json()) as RatingRow[];
  expect(publicRatings.map((rating) => rating.id)).not.toContain(review.id);

  await page.goto(`/membre/${company.id}`);
  await expect(page.getByText(`(${company.ratingCount - 1} avis)`).first()).toBeVisible();
});

test('exports a member as CSV, imports it with a new phone number (the dry run shows 1 update), and the public page shows it', async ({ page, request }) => {
  const id = GABON_MEMBERS[1]!;
  const before = await publicCompany(request, id);
  if (!before) throw new Error(`demo company ${id} is not public`);
  const phone = `+241 01 ${String(Date.now() % 100).padStart(2, '0')} 55 66`;

  await signInAsAdministrator(page, GABON_ADMIN);
  await search(page).fill(before.name);
  await expectOnly(page, before.name);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter CSV' }).click();
  const download = await downloading;
  const exported = readFileSync(await download.path(), 'utf8');

  // UTF-8 with its byte order mark, ';' in French, a header and the one member the search shows.
  expect(exported.charCodeAt(0)).toBe(0xfeff);
  const lines = exported
    .slice(1)
    .split(/\r?\n/)
    .filter((line) => line !== '');
  expect(lines).toHaveLength(2);
  const header = lines[0]!.split(';');
  const row = lines[1]!.split(';');
  const phoneColumn = header.findIndex((column) => /t[ée]l[ée]phone|telephone|phone/i.test(column));
  expect(phoneColumn).toBeGreaterThanOrEqual(0);
  // a text a spreadsheet would run as a formula (a number that starts with +) is written with an apostrophe first
  const asText = (value: string | null | undefined) => (value && /^[=+\-@]/.test(value) ? `'${value}` : value);
  expect(row[phoneColumn]?.replace(/^"|"$/g, '')).toBe(asText(before.telephone));
  row[phoneColumn] = phone;
  const edited = `${header.join(';')}\n${row.join(';')}\n`;

  await page.getByRole('button', { name: 'Importer CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer des membres (CSV)' });
  await dialog.getByLabel('Fichier CSV').setInputFiles({ name: 'membres.csv', mimeType: 'text/csv', buffer: Buffer.from(`\ufeff${edited}`, 'utf8') });
  await dialog.getByRole('button', { name: 'Vérifier' }).click();
  await expect(dialog.getByText('0 membre(s) à créer, 1 à mettre à jour.')).toBeVisible();
  // The dry run wrote nothing.
  expect((await publicCompany(request, id))?.telephone).toBe(before.telephone);
  await dialog.getByRole('button', { name: 'Importer' }).click();
  await expect(dialog.getByText('Import terminé')).toBeVisible();

  expect((await publicCompany(request, id))?.telephone).toBe(phone);
  await page.goto(`/membre/${id}`);
  await expect(page.getByText(phone).first()).toBeVisible();
});

test("another chamber's administrator gets 'Accès refusé' on the member's edit address, and the service refuses its writes", async ({ page, request }) => {
  await signInAsAdministrator(page, SENEGAL_ADMIN);
  await page.goto(`/admin/membres/${GABON_MEMBERS[0]}/edit`);
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Nom de l'entreprise/ })).toHaveCount(0);

  // The access token as the app keeps it (packages/api/src/session/storageKeys.ts), whichever storage 'remember me' chose.
  const token = await page.evaluate(() => sessionStorage.getItem('annuaire.token') ?? localStorage.getItem('annuaire.token'));
  expect(token).not.toBeNull();
  const refused = await request.patch(`/api/companies/${GABON_MEMBERS[0]}/status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'INACTIVE' },
  });
  expect(refused.status()).toBe(403);
  expect((await publicCompany(request, GABON_MEMBERS[0]!))?.status).toBe('ACTIVE');
});

test('the network administrator stays signed in when a back-office address is loaded directly (a reload, a bookmark)', async ({ page }) => {
  await signInAsAdministrator(page, 'admin.reseau@annuaire.demo');
  await page.goto('/admin/banners');
  await expect(page.getByRole('heading', { name: 'Bannières', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/banners$/);
  await expect(page.getByRole('heading', { name: 'Bannières', level: 1 })).toBeVisible();
});

test('signing in keeps the sign-in page on screen until the back-office shows: never an empty page between them', async ({ page }) => {
  await fillSignIn(page, SENEGAL_ADMIN, ADMIN_PASSWORD);
  await watchForEmptyPage(page);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('heading', { name: 'Membres', level: 1 })).toBeVisible();
  expect(await emptyPagesSeen(page), 'changes after which the page showed no text').toBe(0);
});
