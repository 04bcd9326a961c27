import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_PASSWORD, signInAsAdministrator } from './signIn';

// The back-office's "Intégration" end to end, on the built app and the real service with its demo directory: a chamber
// administrator opens it from the Parameters menu, adds an allowed site, saves, finds its chamber's id in the code to
// paste, and reads the settings back after a reload; a site that is not an origin is refused with the contract's
// French message. France's chamber: no other spec sets its embed.

const ADMIN = 'admin.fr@annuaire.demo';
const SITE = 'https://www.amcham-france.example.org';

/** The administrator's chamber, as the service knows it. */
async function chamberOf(request: APIRequestContext): Promise<number> {
  const signin = await request.post('/api/auth/signin', { data: { email: ADMIN, password: ADMIN_PASSWORD } });
  expect(signin.ok()).toBe(true);
  const { token } = (await signin.json()) as { token: string };
  const me = await request.get('/api/v1/user/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.ok()).toBe(true);
  const { countryAmchamId } = (await me.json()) as { countryAmchamId: number };
  return countryAmchamId;
}

test('a chamber administrator lists a site for its embedded directory, gets the code naming its chamber, and finds the settings after a reload; a site that is not an origin is refused in French', async ({
  page,
  request,
}) => {
  const chamberId = await chamberOf(request);
  await signInAsAdministrator(page, ADMIN);

  // The header's Parameters menu leads to Intégration.
  await page.getByRole('button', { name: 'Paramètres' }).click();
  await page.getByRole('menuitem', { name: 'Intégration' }).click();
  await expect(page).toHaveURL(/\/integration$/);
  await expect(page.getByRole('heading', { name: 'Intégration', level: 1 })).toBeVisible();

  // The code to paste names the chamber, on this site.
  const origin = new URL(page.url()).origin;
  await expect(page.locator('[data-snippet="script"]')).toHaveText(`<script src="${origin}/embed.js?chamber=${chamberId}" async></script>`);
  await expect(page.locator('[data-snippet="iframe"]')).toContainText(`${origin}/embed/${chamberId}`);
  // The preview frames the chamber's embedded page: the site lets itself frame it (the app boots inside).
  await expect(page.getByTitle("Aperçu de l'annuaire intégré")).toHaveAttribute('src', `/embed/${chamberId}`);
  await page.getByTitle("Aperçu de l'annuaire intégré").scrollIntoViewIfNeeded();
  await expect(page.frameLocator('iframe[title="Aperçu de l\'annuaire intégré"]').locator('#root > *').first()).toBeAttached();

  // A site with a path is not an origin: the contract's message, and nothing is saved.
  await page.getByRole('button', { name: 'Ajouter un site' }).click();
  const site = page.getByRole('textbox', { name: /^Site autorisé \d+$/ }).last();
  await site.fill('http://www.amcham-france.example.org/annuaire');
  await site.blur();
  await expect(page.getByText('Adresse de site invalide (https://exemple.org)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();

  await site.fill(SITE);
  await expect(page.getByText('Adresse de site invalide (https://exemple.org)')).toHaveCount(0);
  await page.getByRole('spinbutton', { name: 'Résultats par page' }).fill('18');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Réglages enregistrés', { exact: true })).toBeVisible();

  // Read back from the service after a reload.
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Site autorisé \d+$/ }).last()).toHaveValue(SITE);
  await expect(page.getByRole('spinbutton', { name: 'Résultats par page' })).toHaveValue('18');
  await expect(page.locator('[data-snippet="script"]')).toContainText(`chamber=${chamberId}`);

  // The embedded page may now be framed by the site listed, and by this site (the preview).
  const embed = await request.get(`/embed/${chamberId}`);
  expect(embed.headers()['content-security-policy']).toContain(`frame-ancestors 'self' ${SITE}`);
});
