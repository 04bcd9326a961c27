import { expect, test } from '@playwright/test';
import { linkIn, mailTo } from './mailbox';

// The password-reset link end to end, on the real service: the link is the one the service really mails. The
// runner starts the service with SMTP_URL pointing at the mail sink (playwright.config.ts, e2e/mailSink.mjs), which
// this file reads, so no test-only route is needed. The demo member of company 5 is used here (the other files sign
// in as companies 1 and 3), since its password changes.

const EMAIL = 'membre5@annuaire.demo';
const NEW_PASSWORD = 'nouveau-secret-5';

test('a reset link from the e-mail sets a new password once, and the spent link offers a new one', async ({ page, browser, baseURL }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mot de passe oublié' });
  await dialog.getByLabel(/Adresse e-mail/).fill(EMAIL);
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(dialog.getByRole('status')).toContainText('Si un compte existe pour cette adresse');

  const mail = await mailTo(EMAIL, 'Réinitialisation de votre mot de passe');
  const link = linkIn(mail.text, `${baseURL}/login?resetToken=`);
  expect(link.searchParams.get('resetToken')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  const linkPath = `${link.pathname}${link.search}`;

  await page.goto(linkPath);
  await expect(page.getByRole('heading', { name: 'Choisir un nouveau mot de passe', level: 1 })).toBeVisible();
  await page.getByLabel(/^Nouveau mot de passe/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirmer le mot de passe/).fill('autre-chose');
  await page.getByLabel(/^Confirmer le mot de passe/).blur();
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
  await page.getByLabel(/^Confirmer le mot de passe/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('heading', { name: 'Mot de passe modifié', level: 1 })).toBeVisible();
  // The token leaves the address bar: a reload shows the sign-in form and sends nothing.
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByLabel(/Adresse e-mail/).fill(EMAIL);
  await page.getByLabel(/^Mot de passe/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/apropos$/);

  // The link works once (a fresh visitor opens it again).
  const second = await browser.newContext({ baseURL, locale: 'fr-FR' });
  const other = await second.newPage();
  await other.goto(linkPath);
  await other.getByLabel(/^Nouveau mot de passe/).fill('encore-un-autre');
  await other.getByLabel(/^Confirmer le mot de passe/).fill('encore-un-autre');
  await other.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(other.getByRole('alert')).toContainText('Ce lien n’est plus valable');
  await other.getByRole('button', { name: 'Demander un nouveau lien' }).click();
  await expect(other.getByRole('dialog', { name: 'Mot de passe oublié' })).toBeVisible();
  await second.close();
});
