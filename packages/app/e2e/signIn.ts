import { expect, type Page } from '@playwright/test';

/** The demo seed's passwords: every administrator's, and every member's (membreN@annuaire.demo). */
export const ADMIN_PASSWORD = 'admin123';
export const MEMBER_PASSWORD = 'membre123';

/** The sign-in form, opened and filled, its button not pressed yet. */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/Adresse e-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
}

/** Signs in through the sign-in form, as a visitor does, and waits for the address the account lands on. */
async function signIn(page: Page, email: string, password: string, landsOn: RegExp): Promise<void> {
  await fillSignIn(page, email, password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(landsOn);
}

/** An administrator of the demo seed, who lands on the members screen (spec admin §6), shown. */
export async function signInAsAdministrator(page: Page, email: string): Promise<void> {
  await signIn(page, email, ADMIN_PASSWORD, /\/members$/);
  await expect(page.getByRole('heading', { name: 'Membres', level: 1 })).toBeVisible();
}

/** A member of the demo seed, who lands on its profile, its form filled with what the service holds. */
export async function signInAsMember(page: Page, email: string): Promise<void> {
  await signIn(page, email, MEMBER_PASSWORD, /\/apropos$/);
  await expect(page.getByRole('textbox', { name: /Nom de l'entreprise/ })).not.toHaveValue('');
}
