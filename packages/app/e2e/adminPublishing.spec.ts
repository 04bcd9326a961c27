import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { hydrated } from './hydration';
import { signInAsAdministrator } from './signIn';

// The back-office's publishing screens end to end, on the built app and the real service
// with its demo directory, as the chamber administrator of Cameroun (its calendar day is Africa/Douala's): a
// permanent banner with both images in the home hero, then dated and expired (Expiré, gone from the hero); an
// announcement on the home page and /actualites, its image changed, deleted after confirmation; files refused
// before any upload. What it creates it deletes, so the specs after it see the demo directory as it was.

const CAMEROUN_ADMIN = 'admin.cm@annuaire.demo';
const BANNER_TITLE = 'Bannière de bout en bout - Essai permanent';
const BANNER_HEADLINE = 'Bannière de bout en bout';
const EVENT_TITLE = 'Annonce de bout en bout';

/** A calendar day (UTC) as a date input takes it, `days` from today. */
function inputDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

// Files are handed to the browser by path: a 6 MB buffer sent through the protocol is slow on a busy machine.
const folder = mkdtempSync(join(tmpdir(), 'annuaire-e2e-publishing-'));
async function png(name: string, colour: string, width: number, height: number): Promise<string> {
  const file = join(folder, name);
  await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toFile(file);
  return file;
}
function file(name: string, content: Buffer): string {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}
const notAnImage = () => file('notes.txt', Buffer.from('pas une image'));
// 6 MB that say they are a PNG: refused for their size before anything is read
const sixMegabytes = () => file('grande.png', Buffer.alloc(6 * 1024 * 1024, 1));

// Saves re-encode images on the service: on a machine shared with other work they may take a while (a ceiling).
test.setTimeout(240_000);
const SAVED = { timeout: 60_000 };

/** The headlines of every slide of the home hero, going round it once with its next button. */
async function heroHeadlines(page: Page): Promise<string[]> {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'À la une' });
  const slide = hero.getByRole('group');
  await expect(slide).toBeVisible();
  const total = Number((await slide.getAttribute('aria-label'))?.split('/')[1]?.trim() ?? '1');
  if (total === 1) return [(await slide.getByRole('heading').textContent()) ?? ''];
  // The served page's buttons do nothing until the app has taken it over, and the slides also move by themselves
  // every 5 s: paused first, each slide is read once it is the one shown.
  await (await hydrated(hero.getByRole('button', { name: 'Mettre en pause le défilement' }))).click();
  const first = Number((await slide.getAttribute('aria-label'))?.split('/')[0]?.trim() ?? '1');
  const headlines: string[] = [];
  for (let step = 0; step < total; step += 1) {
    await expect(slide).toHaveAttribute('aria-label', `${((first - 1 + step) % total) + 1} / ${total}`);
    headlines.push((await slide.getByRole('heading').textContent()) ?? '');
    await hero.getByRole('button', { name: 'Diapositive suivante' }).click();
  }
  return headlines;
}

test('a permanent banner with both images shows in the home hero; dated and ended, it is Expiré and leaves the hero', async ({ page }) => {
  await signInAsAdministrator(page, CAMEROUN_ADMIN);
  await page.goto('/admin/banners');
  await page.getByRole('button', { name: 'Ajouter une bannière' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Titre(?! en anglais)/).fill(BANNER_TITLE);
  await dialog.getByLabel(/^Lien/).fill('https://essai.example.org');
  await dialog.getByLabel(/^Date de début/).fill(inputDay(-10));
  await dialog.getByRole('checkbox', { name: 'Bannière permanente' }).click();
  await expect(dialog.getByLabel(/^Date de fin/)).toBeDisabled();
  await dialog.getByLabel('Image web').setInputFiles(await png('web.png', '#1e3a8a', 1200, 400));
  await dialog.getByLabel('Image mobile').setInputFiles(await png('mobile.png', '#0f766e', 600, 400));
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(`La bannière « ${BANNER_TITLE} » a été créée.`)).toBeVisible(SAVED);
  const row = page.getByRole('row').filter({ hasText: BANNER_TITLE });
  await expect(row.getByText('Actif')).toBeVisible();
  await expect(row.getByText('Oui')).toBeVisible();

  expect(await heroHeadlines(page)).toContain(BANNER_HEADLINE);

  await page.goto('/admin/banners');
  await page.getByRole('button', { name: `Modifier ${BANNER_TITLE}` }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByRole('img', { name: 'Image actuelle' })).toHaveCount(2);
  await edit.getByRole('checkbox', { name: 'Bannière permanente' }).click();
  await edit.getByLabel(/^Date de fin/).fill(inputDay(-3));
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(`La bannière « ${BANNER_TITLE} » a été modifiée.`)).toBeVisible(SAVED);
  await expect(page.getByRole('row').filter({ hasText: BANNER_TITLE }).getByText('Expiré')).toBeVisible();
  await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Expiré' });
  await expect(page.getByRole('row').filter({ hasText: BANNER_TITLE })).toBeVisible();

  expect(await heroHeadlines(page)).not.toContain(BANNER_HEADLINE);

  await page.goto('/admin/banners');
  await page.getByRole('button', { name: `Supprimer ${BANNER_TITLE}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(`La bannière « ${BANNER_TITLE} » a été supprimée.`)).toBeVisible(SAVED);
});

test('an announcement shows on the home page and /actualites, its image changes, and it goes after the confirmation', async ({ page }) => {
  await signInAsAdministrator(page, CAMEROUN_ADMIN);
  await page.goto('/admin/announcements');
  await page.getByRole('button', { name: 'Ajouter une annonce' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Titre(?! en anglais)/).fill(`  ${EVENT_TITLE}  `);
  await dialog.getByLabel(/^Description/).fill('Une rencontre créée par le test de bout en bout.');
  await dialog.getByLabel(/^Date de début/).fill(inputDay(0));
  await dialog.getByLabel(/^Date de fin/).fill(inputDay(2));
  await dialog.getByLabel(/^Heure de début/).fill('09:00');
  await dialog.getByLabel(/^Heure de fin/).fill('11:00');
  await dialog.getByLabel(/^Adresse/).fill('Boulevard de la Liberté, Douala');
  await dialog.getByRole('combobox', { name: /^Catégorie/ }).selectOption({ label: 'Networking' });
  const image = dialog.getByLabel('Image');
  // spec admin §5: refused before any upload, with the spec's messages
  await image.setInputFiles(notAnImage());
  await expect(dialog.getByText(/Veuillez sélectionner un fichier image valide/)).toBeVisible();
  await image.setInputFiles(sixMegabytes());
  await expect(dialog.getByText(/L'image ne doit pas dépasser 5MB/)).toBeVisible();
  await image.setInputFiles(await png('annonce.png', '#b45309', 960, 540));
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(`L'annonce « ${EVENT_TITLE} » a été publiée.`)).toBeVisible(SAVED);
  const row = page.getByRole('row').filter({ hasText: EVENT_TITLE });
  await expect(row.getByText('Publié')).toBeVisible();
  const firstImage = await row.locator('img').getAttribute('src');

  await page.goto('/');
  await expect(page.getByRole('heading', { name: EVENT_TITLE })).toBeVisible();
  await page.goto('/actualites');
  await expect(page.getByRole('heading', { name: EVENT_TITLE })).toBeVisible();

  await page.goto('/admin/announcements');
  await page.getByRole('button', { name: `Modifier ${EVENT_TITLE}` }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByLabel(/^Titre(?! en anglais)/)).toHaveValue(EVENT_TITLE);
  await expect(edit.getByRole('img', { name: 'Image actuelle' })).toHaveAttribute('src', firstImage ?? '');
  await edit.getByLabel('Image').setInputFiles(await png('nouvelle.png', '#7c3aed', 960, 540));
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(`L'annonce « ${EVENT_TITLE} » a été modifiée.`)).toBeVisible(SAVED);
  const changed = page.getByRole('row').filter({ hasText: EVENT_TITLE }).locator('img');
  await expect(changed).not.toHaveAttribute('src', firstImage ?? '');
  await expect.poll(async () => (await page.request.get((await changed.getAttribute('src')) ?? '/missing')).status()).toBe(200);

  await page.getByRole('button', { name: `Supprimer ${EVENT_TITLE}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText(/^Êtes-vous sûr de vouloir supprimer/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(`L'annonce « ${EVENT_TITLE} » a été supprimée.`)).toBeVisible(SAVED);
  await expect(page.getByRole('row').filter({ hasText: EVENT_TITLE })).toHaveCount(0);
  await page.goto('/actualites');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: EVENT_TITLE })).toHaveCount(0);
});

test('a banner image that is not one, or over 5 MB, is refused before any upload', async ({ page }) => {
  await signInAsAdministrator(page, CAMEROUN_ADMIN);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/ads/save')) uploads.push(request.url());
  });
  await page.goto('/banners');
  await page.getByRole('button', { name: 'Ajouter une bannière' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Image web').setInputFiles(notAnImage());
  await expect(dialog.getByText(/Type de fichier non supporté/)).toBeVisible();
  await dialog.getByLabel('Image mobile').setInputFiles(sixMegabytes());
  await expect(dialog.getByText(/Fichier trop volumineux/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  expect(uploads).toEqual([]);
});
