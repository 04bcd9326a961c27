import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, signInAsAdministrator } from './signIn';

// The country chambers and the sectors end to end, on the built app and the real service with its demo
// directory: the network administrator adds a chamber with a logo, finds it without its accents, pages through the
// chambers and deletes it; adds a sector and sees the count and the pager change; cannot delete a sector that
// companies use, and is told so in those words. A chamber administrator reads the sectors and categories only.

const NETWORK_ADMIN = 'admin.reseau@annuaire.demo';
const CHAMBER_ADMIN = 'admin.sn@annuaire.demo';
// A country of the demo without a chamber of its own (packages/server/src/db/seed/data.ts).
const NEW_COUNTRY = 'États-Unis';
const NEW_CHAMBER = 'AmCham États-Unis';

// A 64 x 64 blue PNG (made with sharp; inline so the app declares no image library for its tests).
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDDqqRCTmJUr4h7hIFCBKSh6cdpoht0A9ArdhfiLtENugHoFbsLcZfoBt0A9IrdhbhLdINuAHrF7kLcJbpBNwC9Ynch7hLdoBuAXrG7EHeJbtANQK/YXYi7RDfoBqBX7C7EXaIbdAPQK3YX4i7RDboB6BW7C3GX6AbdAPSK3YW4S3SDbgB6xe5C3CW6QTcAveIfHmh/INMusG8AAAAAAElFTkSuQmCC',
  'base64',
);

const viewButtons = (page: Page) => page.getByRole('button', { name: /^Voir / });

test('the network administrator adds a chamber with a logo, finds it without accents, pages through the chambers and deletes it', async ({ page, request }) => {
  await signInAsAdministrator(page, NETWORK_ADMIN);
  // through the header (a full page load signs the network administrator out)
  await page.getByRole('navigation', { name: "Navigation de l'administration" }).getByRole('link', { name: 'Amcham' }).click();
  await expect(page).toHaveURL(/\/admin\/amcham$/);
  await expect(viewButtons(page).first()).toBeVisible();
  // The countries' flags are the images the build ships, drawn: never emoji, which show as boxes where no colour
  // emoji font is installed (this browser has none).
  const flags = page.locator('main img[data-flag]');
  await expect(flags.first()).toBeVisible();
  await expect(flags.first()).toHaveAttribute('src', /^\/flags\/[a-z]{2}\.svg$/);
  await expect.poll(() => flags.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
  expect(await page.locator('main').textContent()).not.toMatch(/\p{Regional_Indicator}/u);

  await page.getByRole('button', { name: 'Ajouter un pays' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un pays' });
  await dialog.getByRole('textbox', { name: /^Nom de l'Amcham/ }).fill(NEW_CHAMBER);
  await dialog.getByRole('combobox', { name: /^Pays/ }).selectOption({ label: NEW_COUNTRY });
  await dialog.getByRole('textbox', { name: /^E-mail/ }).fill('contact@amcham-us.example.org');
  await dialog.getByRole('textbox', { name: /^Téléphone/ }).fill('+1 202 555 0100');
  await dialog.getByRole('textbox', { name: /^Adresse/ }).fill('1615 H Street NW, Washington');
  await dialog.getByRole('textbox', { name: /^Site web/ }).fill('https://amcham-us.example.org');
  await dialog.getByLabel(/^Logo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Amcham enregistré avec succès')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The service stored it with its logo.
  const listed = (await (await request.get('/api/country-amchams')).json()) as { content: Array<{ id: number; name: string; logo: string | null }> };
  const created = listed.content.find((chamber) => chamber.name === NEW_CHAMBER);
  expect(created?.logo).toBeTruthy();
  expect((await request.get(`/api/files/${encodeURIComponent(created?.logo ?? '')}`)).ok()).toBe(true);

  // Found without its accents, and alone.
  const search = page.getByRole('searchbox', { name: 'Rechercher un Amcham' });
  await search.fill('etats-unis');
  await expect(viewButtons(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Voir ${NEW_CHAMBER}` })).toBeVisible();
  await expect(page.locator(`img[src*="${encodeURIComponent(created?.logo ?? '')}"]`)).toBeVisible();

  // Every chamber, 4 a page: page 2 holds the rest.
  await search.fill('');
  const total = listed.content.length;
  expect(total).toBeGreaterThan(4);
  await expect(viewButtons(page)).toHaveCount(4);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(viewButtons(page)).toHaveCount(Math.min(4, total - 4));
  await expect(page.getByText(`Affichage de 5 à ${Math.min(8, total)} sur ${total} résultats`)).toBeVisible();

  // Deleted after the confirmation.
  await search.fill('etats-unis');
  await page.getByRole('button', { name: `Supprimer ${NEW_CHAMBER}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Êtes-vous sûr de vouloir supprimer cet Amcham ?');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Amcham supprimé avec succès')).toBeVisible();
  await expect(page.getByText('Aucun Amcham trouvé')).toBeVisible();
  await expect.poll(async () => (await request.get(`/api/country-amchams/${created?.id}`)).status()).toBe(404);

  // A chamber that still has members is refused in its own words.
  await search.fill('senegal');
  await page.getByRole('button', { name: /^Supprimer AmCham S/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Cette chambre compte encore des membres ou des utilisateurs : déplacez-les d’abord.')).toBeVisible();
  await expect(page.getByText('Un pays AMCHAM avec ce nom existe déjà')).toBeHidden();
});

test('the network administrator adds a sector (the count and the pager change) and cannot delete a sector in use', async ({ page, request }) => {
  const before = (await (await request.get('/api/sectors/total/kpi')).json()) as number;
  await signInAsAdministrator(page, NETWORK_ADMIN);
  await page.getByRole('button', { name: 'Paramètres' }).click();
  await page.getByRole('menuitem', { name: 'Gestion des secteurs' }).click();
  await expect(page).toHaveURL(/\/secteurs$/);
  const card = page.getByRole('article').filter({ hasText: "Secteurs d'activité" });
  await expect(card).toContainText(String(before));

  await page.getByRole('button', { name: 'Ajouter un secteur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un secteur' });
  await dialog.getByRole('textbox', { name: /^Nom français/ }).fill('  Économie bleue ');
  await dialog.getByRole('textbox', { name: /^Nom anglais/ }).fill('Blue economy');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(String(before + 1));
  // the demo has 10 sectors: the 11th makes a second page
  await expect(page.getByText(`Affichage de 1 à 10 sur ${before + 1} résultats`)).toBeVisible();
  await page.getByRole('button', { name: /Suivant/ }).click();
  await expect(page.getByText(`Affichage de 11 à ${Math.min(20, before + 1)} sur ${before + 1} résultats`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Suivant/ })).toBeDisabled();

  // Searched in French, accents ignored: back to page 0.
  await page.getByRole('searchbox', { name: 'Rechercher un secteur' }).fill('economie');
  await expect(page.getByRole('button', { name: 'Supprimer Économie bleue' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeHidden();

  // Technologie has companies: refused in its own words.
  await page.getByRole('searchbox', { name: 'Rechercher un secteur' }).fill('Technologie');
  await page.getByRole('button', { name: 'Supprimer Technologie' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Ce secteur compte encore des entreprises : déplacez-les d’abord.')).toBeVisible();
  await expect(page.getByText('Une ressource avec ce nom existe déjà')).toBeHidden();

  // The new sector goes: the count follows.
  await page.getByRole('searchbox', { name: 'Rechercher un secteur' }).fill('economie');
  await page.getByRole('button', { name: 'Supprimer Économie bleue' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(card).toContainText(String(before));
  await expect.poll(async () => (await request.get('/api/sectors/total/kpi')).json()).toBe(before);
});

test('a chamber administrator reads the sectors and categories, with no write button, and the service refuses its writes', async ({ page, request }) => {
  await signInAsAdministrator(page, CHAMBER_ADMIN);
  await page.goto('/secteurs');
  await expect(page.getByText("Lecture seule : seul l'administrateur du réseau modifie les secteurs.")).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Technologie' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter un secteur' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Modifier|Supprimer) / })).toHaveCount(0);

  await page.goto('/categories');
  await expect(page.getByRole('cell', { name: 'Formation' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter une catégorie' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Modifier|Supprimer) / })).toHaveCount(0);

  const signin = await request.post('/api/auth/signin', { data: { email: CHAMBER_ADMIN, password: ADMIN_PASSWORD } });
  expect(signin.ok()).toBe(true);
  const { token } = (await signin.json()) as { token: string };
  const refused = await request.post('/api/sectors', { data: { nameFr: 'Refusé', nameEn: 'Refused' }, headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
});
