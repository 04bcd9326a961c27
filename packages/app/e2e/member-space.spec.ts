import { expect, test, type APIRequestContext } from '@playwright/test';
import { emptyPagesSeen, watchForEmptyPage } from './emptyPage';
import { fillSignIn, MEMBER_PASSWORD, signInAsMember } from './signIn';

// The member space end to end, on the real service and its demo directory. The demo member of
// company 3 is used here (the portal's tests sign in as company 1), so the two files never edit the same company.

const COMPANY_ID = 3;
const EMAIL = `membre${COMPANY_ID}@annuaire.demo`;

// A 1x1 PNG: the service checks the bytes and re-encodes the image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

interface CompanyRow {
  id: number;
  name: string;
  logo: string | null;
  pictures: string[];
  viewCount: number;
}

async function company(request: APIRequestContext): Promise<CompanyRow> {
  const response = await request.get(`/api/companies/${COMPANY_ID}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CompanyRow;
}

test('a description under 50 characters shows its message, and a valid profile shows on the public page', async ({ page }) => {
  await signInAsMember(page, EMAIL);
  const description = page.getByRole('textbox', { name: /Description/ });
  // With the keyboard, as a member does: select everything, delete it, type a short text.
  await description.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect(description).toHaveValue('');
  await description.pressSequentially('Trop courte.');
  await expect(description).toHaveValue('Trop courte.');
  await expect(page.getByText('Minimum 50 caractères requis.')).toBeVisible();

  const name = `Entreprise modifiée ${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: /Nom de l'entreprise/ }).fill(name);
  await description.fill('Une description complète de l’entreprise, de ses services et de ses clients en Afrique.');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("Les informations de l'entreprise ont été sauvegardées avec succès !")).toBeVisible();

  await page.goto(`/membre/${COMPANY_ID}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('a logo and a gallery photo upload, and a file that is not an image is refused', async ({ page, request }) => {
  const before = await company(request);
  await signInAsMember(page, EMAIL);
  await page.getByLabel('Choisir un logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("Les informations de l'entreprise ont été sauvegardées avec succès !")).toBeVisible();
  await expect.poll(async () => (await company(request)).logo).not.toBe(before.logo);

  await page.getByRole('link', { name: 'Médias' }).click();
  await expect(page).toHaveURL(/\/media$/);
  const add = page.getByLabel('Ajouter des photos');
  await add.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') });
  await expect(page.getByText(/Seuls les fichiers image \(PNG, JPG\) sont acceptés/)).toBeVisible();
  await add.setInputFiles({ name: 'vitrine.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Enregistrer les médias' }).click();
  await expect(page.getByText('Les médias ont été enregistrés avec succès !')).toBeVisible();
  await expect.poll(async () => (await company(request)).pictures.length).toBe(before.pictures.length + 1);
});

test('Saturday closed and saved stays closed after a reload, and the public page shows Fermé', async ({ page }) => {
  await signInAsMember(page, EMAIL);
  await page.getByRole('link', { name: 'Horaires' }).click();
  const saturday = page.getByRole('checkbox', { name: 'Samedi, ouvert' });
  const save = page.getByRole('button', { name: 'Enregistrer les horaires' });
  const saved = page.getByText('Les horaires ont été sauvegardés avec succès !');
  if ((await saturday.getAttribute('aria-checked')) !== 'true') {
    // Open it first, so that closing it is a change the service has to keep. As its message goes, 3 s after a save,
    // the form reads the hours again and starts over from the answer, which undoes a click made before it came back:
    // a fresh page starts from the saved hours instead.
    await saturday.click();
    await save.click();
    await expect(saved).toBeVisible();
    await page.reload();
    await expect(saturday).toHaveAttribute('aria-checked', 'true');
  }
  await saturday.click();
  await expect(saturday).toHaveAttribute('aria-checked', 'false');
  await save.click();
  await expect(saved).toBeVisible();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Samedi, ouvert' })).toHaveAttribute('aria-checked', 'false');

  await page.goto(`/membre/${COMPANY_ID}`);
  await expect(page.getByRole('row', { name: /Samedi/ })).toContainText('Fermé');
});

test('a member-space page opened with ?lang=en in its address shows in English, and the next page stays in English', async ({ page }) => {
  await signInAsMember(page, EMAIL);
  await page.goto('/horaire?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('checkbox', { name: 'Saturday, open' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save the opening hours' })).toBeVisible();
  await expect(page).toHaveTitle(/Opening hours/);
  // the address's language is the visitor's choice from then on, as a language switched in the header
  await page.goto('/apropos');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/About/);
});

test('a view of the public page from another browser raises the view count on /statistique', async ({ page, browser, request }) => {
  await signInAsMember(page, EMAIL);
  await page.getByRole('link', { name: 'Statistiques' }).click();
  const views = page.getByRole('heading', { name: 'Vues du profil', level: 3 }).locator('xpath=ancestor::article[1]');
  await expect(views).toBeVisible();
  const before = (await company(request)).viewCount;

  // another browser is another visitor: views are counted once a day per visitor (address and browser), so this one
  // has a user agent of its own
  const visitor = await browser.newContext({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Visitor/${Date.now()}`,
  });
  const visit = await visitor.newPage();
  await visit.goto(`/membre/${COMPANY_ID}`);
  await expect(visit.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await company(request)).viewCount).toBeGreaterThan(before);
  await visitor.close();

  await page.getByRole('button', { name: 'Actualiser' }).click();
  const after = (await company(request)).viewCount;
  await expect(views).toContainText(new Intl.NumberFormat('fr-FR').format(after));
});

test('an expired token on /apropos ends on /login', async ({ page }) => {
  await signInAsMember(page, EMAIL);
  await page.evaluate(() => {
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const now = Math.floor(Date.now() / 1000);
    const expired = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ userId: 1, profil: 'MEMBER', sub: 'x', iat: now - 3600, exp: now - 60 })}.signature`;
    for (const storage of [sessionStorage, localStorage]) {
      if (storage.getItem('annuaire.token') !== null) {
        storage.setItem('annuaire.token', expired);
        storage.removeItem('annuaire.refreshToken');
      }
    }
  });
  await page.goto('/apropos');
  await expect(page).toHaveURL(/\/login$/);
  // spec public §8: the page says why.
  await expect(page.getByText('Session expirée. Veuillez vous reconnecter.')).toBeVisible();
});

test('a member idle past the access token’s 15 minutes stays signed in on the next tab', async ({ page }) => {
  await page.clock.install();
  await signInAsMember(page, EMAIL);
  await page.clock.fastForward('16:00');
  await page.getByRole('link', { name: 'Médias' }).click();
  await expect(page).toHaveURL(/\/media$/);
  await expect(page.getByRole('heading', { name: 'Galerie photos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toHaveCount(0);
});

test('a session that can no longer be renewed says so on /login, and signing in again leads back to the page', async ({ page, request }) => {
  await signInAsMember(page, EMAIL);
  await page.goto('/horaire');
  await expect(page.getByRole('checkbox', { name: 'Lundi, ouvert' })).toBeVisible();
  // The session is ended elsewhere (a sign-out revokes the refresh token), and the access token runs out.
  const refreshToken = await page.evaluate(() => sessionStorage.getItem('annuaire.refreshToken') ?? localStorage.getItem('annuaire.refreshToken'));
  expect((await request.get('/api/auth/logout', { headers: { 'X-Refresh-Token': refreshToken ?? '' } })).status()).toBeLessThan(300);
  await page.evaluate(() => {
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const now = Math.floor(Date.now() / 1000);
    const expired = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ userId: 1, profil: 'MEMBER', sub: 'x', iat: now - 3600, exp: now - 60 })}.signature`;
    for (const storage of [sessionStorage, localStorage]) if (storage.getItem('annuaire.token') !== null) storage.setItem('annuaire.token', expired);
  });
  await page.getByRole('link', { name: 'Médias' }).click();
  await expect(page.getByText('Session expirée. Veuillez vous reconnecter.')).toBeVisible();
  await page.getByLabel(/Adresse e-mail/).fill(EMAIL);
  await page.getByLabel(/^Mot de passe/).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/media$/);
});

test('a signed-in member on /login is told so, and an administrator’s page says it is for administrators', async ({ page }) => {
  await signInAsMember(page, EMAIL);
  await page.goto('/login');
  await expect(page.getByText(EMAIL)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aller à mon espace membre' })).toBeVisible();
  await page.goto('/admin/members');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Cette page est réservée aux administrateurs.', { exact: false })).toBeVisible();
});

test('signing in keeps the sign-in page on screen until the member space shows: never an empty page between them', async ({ page }) => {
  await fillSignIn(page, EMAIL, MEMBER_PASSWORD);
  await watchForEmptyPage(page);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/apropos$/);
  await expect(page.getByRole('textbox', { name: /Nom de l'entreprise/ })).not.toHaveValue('');
  expect(await emptyPagesSeen(page), 'changes after which the page showed no text').toBe(0);
});
