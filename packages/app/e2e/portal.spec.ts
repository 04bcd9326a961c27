import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { MEMBER_PASSWORD } from './signIn';

// The public portal end to end, on the real service and its demo directory.

interface Named {
  id: number;
  name: string;
}
interface FilteredRow extends Named {
  country: string;
  countryId: number;
  sector: string;
  sectorId: number;
}
interface CompanyRow extends Named {
  lat: number | null;
  lon: number | null;
}
interface Paged<T> {
  content: T[];
  totalElements: number;
  last: boolean;
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answers`).toBe(true);
  return (await response.json()) as T;
}

// The filters are native selects (the kit's Select): choose by the option's visible text.
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

test('search "societe" on the home page finds the accented "Société" member', async ({ page }) => {
  await page.goto('/');
  const keyword = await hydrated(page.getByRole('searchbox', { name: 'Mot-clé' }));
  await keyword.fill('societe');
  await keyword.press('Enter');
  const members = page.locator('#annuaires');
  await expect(members.getByRole('article', { name: /Société/ }).first()).toBeVisible();
  for (const name of await members.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''))) {
    expect(
      name
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase(),
    ).toContain('societe');
  }
});

test('the members page filters by country and sector, and Reset brings every member back', async ({ page, request }) => {
  const all = await json<Paged<FilteredRow>>(request, '/api/companies/search?page=0&size=9');
  // The filters of a member the demo directory has, so the filtered list is never empty.
  const sample = all.content[0];
  expect(sample, 'the demo directory has members').toBeTruthy();
  const filtered = await json<Paged<FilteredRow>>(request, `/api/companies/search?page=0&size=9&countryId=${sample?.countryId}&sectorId=${sample?.sectorId}`);
  expect(filtered.totalElements).toBeGreaterThan(0);
  expect(filtered.totalElements).toBeLessThan(all.totalElements);

  await page.goto('/membres');
  await expect(page.getByRole('heading', { name: `Nos membres (${all.totalElements})` })).toBeVisible();
  // the app's search in place (chosen before the app is there, a controlled select would take its state back)
  await hydrated(page.getByRole('combobox', { name: 'Pays' }));
  await choose(page, 'Pays', sample?.country ?? '');
  await choose(page, 'Secteur d’activité', sample?.sector ?? '');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByRole('heading', { name: `Nos membres (${filtered.totalElements})` })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Filtres actifs' });
  await expect(banner).toContainText(sample?.country ?? '');
  await expect(banner).toContainText(sample?.sector ?? '');
  for (const card of await page.locator('main').getByRole('article').all()) await expect(card).toContainText(`${sample?.sector} · ${sample?.country}`);

  await banner.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
  await expect(page.getByRole('heading', { name: `Nos membres (${all.totalElements})` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Filtres actifs' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Pays' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Secteur d’activité' })).toHaveValue('');
});

test("'Voir plus' appends the next 9 members", async ({ page }) => {
  await page.goto('/membres');
  const cards = page.locator('main').getByRole('article');
  await expect(cards).toHaveCount(9);
  const first = await cards.first().getAttribute('aria-label');
  // a link to the next page (it works without JavaScript); the app, once there, appends that page in place
  await (await hydrated(page.getByRole('link', { name: 'Voir plus' }))).click();
  await expect(cards).toHaveCount(18);
  await expect(cards.first()).toHaveAttribute('aria-label', first ?? '');
});

test('a member page shows its opening hours and its map', async ({ page, request }) => {
  const list = await json<Paged<CompanyRow>>(request, '/api/companies/search?page=0&size=50');
  const located = list.content.find((company) => company.lat !== null && company.lon !== null);
  expect(located, 'the demo directory has a member with coordinates').toBeTruthy();
  const schedules = await json<unknown[]>(request, `/api/companies/${located?.id}/schedules`);
  expect(schedules.length).toBeGreaterThan(0);

  await page.goto(`/membre/${located?.id}`);
  await expect(page.getByRole('heading', { name: located?.name, level: 1 })).toBeVisible();
  await expect(page.getByText('Horaires d’ouverture')).toBeVisible();
  await expect(page.getByText(/^(Ouvert maintenant|Fermé actuellement)$/)).toBeVisible();
  // the map of the kit (Leaflet, tiles from the e2e's local tile stub), not a third-party iframe
  await expect(
    page
      .getByRole('region', { name: `Carte : ${located?.name}` })
      .locator('.leaflet-tile-loaded')
      .first(),
  ).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(located?.name ?? ''));
});

test('following a similar member shows that member, and Back shows the first one again', async ({ page, request }) => {
  const list = await json<Paged<Named>>(request, '/api/companies/search?page=0&size=50');
  let first: Named | undefined;
  let similar: Named[] = [];
  for (const company of list.content) {
    similar = await json<Named[]>(request, `/api/companies/${company.id}/similar`);
    if (similar.length > 0) {
      first = company;
      break;
    }
  }
  expect(first, 'a demo member has similar members').toBeTruthy();
  const next = similar[0] as Named;

  await page.goto(`/membre/${first?.id}`);
  await expect(page.getByRole('heading', { name: first?.name, level: 1 })).toBeVisible();
  const similarSection = page.getByRole('region', { name: 'Membres similaires' });
  // followed by the app, in place (before it is there, the link loads the page from the server)
  await (await hydrated(similarSection.getByRole('link', { name: `Voir la fiche de ${next.name}` }))).click();
  await expect(page).toHaveURL(new RegExp(`/membre/${next.id}$`));
  // The page never shows the previous member as the new one, nor 'Membre introuvable' on the way.
  await expect(page.getByRole('heading', { name: next.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: first?.name, level: 1 })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/membre/${first?.id}$`));
  await expect(page.getByRole('heading', { name: first?.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: next.name, level: 1 })).toHaveCount(0);
});

test('posting a review shows the new average', async ({ page, request }) => {
  const member = (await json<Paged<Named>>(request, '/api/companies/search?page=0&size=1')).content[0];
  expect(member).toBeTruthy();
  const before = await json<Array<{ score: number }>>(request, `/api/ratings/company/${member?.id}`);
  const scores = [...before.map((rating) => rating.score), 1];
  // One decimal, written the French way ('4,3') since the page is in French.
  const average = (Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10).toFixed(1).replace('.', ',');

  await page.goto(`/membre/${member?.id}`);
  await (await hydrated(page.getByRole('button', { name: 'Donner un avis' }))).click();
  const dialog = page.getByRole('dialog');
  // the star the visitor sees (the radio is visually hidden): a click without force waits until the opening dialog
  // has stopped moving (forced on the radio, the click could land beside it mid-animation and change nothing)
  await dialog
    .locator('label')
    .filter({ hasText: /^1 étoile$/ })
    .click();
  await expect(dialog.getByRole('radio', { name: '1 étoile' })).toBeChecked();
  await dialog.getByLabel(/Commentaire/).fill('Délais de réponse trop longs');
  await dialog.getByLabel(/^Nom/).fill('Test');
  await dialog.getByLabel(/^Prénom/).fill('Playwright');
  await dialog.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText('Avis envoyé avec succès!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // spec public §4: after 3 s the details reload with the new average.
  await expect(page.getByText(`${average} (${scores.length} avis)`)).toBeVisible({ timeout: 20_000 });
});

test('English stays chosen after a reload', async ({ page }) => {
  await page.goto('/');
  await (await hydrated(page.getByRole('button', { name: /^Langue/ }))).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('navigation', { name: /main|navigation/i }).getByRole('link', { name: 'Home' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Keyword' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/cette-page-n-existe-pas');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('searchbox', { name: 'Mot-clé' })).toBeVisible();
});

test('the demo member signs in and lands on /apropos', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/Adresse e-mail/).fill('membre1@annuaire.demo');
  await page.getByLabel(/^Mot de passe/).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/apropos$/);
});
