import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAsAdministrator } from './signIn';

// The change log of the audit trail end to end, on the built app and the real service with its demo
// directory. Gabon's chamber administrator changes a member's status from the members screen, finds the write in
// its Journal (who, kind, before -> after), filters it by kind and person, and Senegal's administrator never sees it.
// The member is put back as it was: admin.spec.ts reads Gabon's members too.

const GABON_ADMIN = 'admin.ga@annuaire.demo';
const SENEGAL_ADMIN = 'admin.sn@annuaire.demo';
// The demo places company n in chamber (n - 1) % 6: 60 is Gabon's last member, active, and no other spec changes it.
const MEMBER_ID = 60;

async function memberName(request: APIRequestContext): Promise<string> {
  const response = await request.get(`/api/companies/${MEMBER_ID}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { name: string }).name;
}

async function memberStatus(request: APIRequestContext): Promise<string | undefined> {
  const response = await request.get(`/api/companies/${MEMBER_ID}`);
  return response.ok() ? ((await response.json()) as { status: string }).status : undefined;
}

/** The Journal's rows about the member (its id in the Item column). */
const memberRows = (page: Page) => page.getByRole('row').filter({ hasText: `#${MEMBER_ID}` });

test("a chamber administrator's status change shows in its Journal, before -> after, filtered by kind and person; another chamber's administrator does not see it", async ({
  page,
  request,
}) => {
  const name = await memberName(request);
  await signInAsAdministrator(page, GABON_ADMIN);
  // The search answered first: a member changed while the list is still on its way shows its new status only once
  // the list is asked again, and the row's button would change its name under the pointer in between.
  const searched = page.waitForResponse((response) => new URL(response.url()).searchParams.get('name') === name);
  await page.getByRole('searchbox', { name: 'Rechercher un membre' }).fill(name);
  await searched;
  await page.getByRole('button', { name: `Désactiver ${name}` }).click();
  // Deactivating asks first: the member leaves the public directory.
  await page.getByRole('alertdialog', { name: 'Désactiver ce membre ?' }).getByRole('button', { name: 'Désactiver' }).click();
  // The row's button waits while the change is on its way: Activer is clicked once the deactivation is saved.
  await page.getByRole('button', { name: `Activer ${name}` }).click();
  await expect.poll(() => memberStatus(request)).toBe('ACTIVE');

  // The header's Parameters menu leads to the Journal.
  await page.getByRole('button', { name: 'Paramètres' }).click();
  await page.getByRole('menuitem', { name: 'Journal des modifications' }).click();
  await expect(page).toHaveURL(/\/journal$/);
  await expect(page.getByRole('heading', { name: 'Journal des modifications', level: 1 })).toBeVisible();

  // Newest first: the reactivation, then the deactivation, both by Gabon's administrator.
  await expect(memberRows(page)).toHaveCount(2);
  const newest = memberRows(page).first();
  await expect(newest).toContainText(GABON_ADMIN);
  await expect(newest).toContainText('Administrateur de chambre');
  await expect(newest).toContainText('Statut');
  await expect(newest).toContainText('Modification');
  await newest.getByRole('button', { name: /^Voir le détail de l'entrée/ }).click();
  const details = page.getByRole('dialog', { name: 'Statut · Modification' });
  await expect(details).toContainText(`Par ${GABON_ADMIN}`);
  const status = details.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'status', exact: true }) });
  await expect(status.getByRole('cell')).toHaveText(['INACTIVE', 'ACTIVE']);
  // Only the fields that changed: the name did not.
  await expect(details.getByRole('rowheader', { name: 'name', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Filtered by kind: the status changes stay, and the filter is in the URL, so a reload keeps it.
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Statut' });
  await expect(page).toHaveURL(/kind=status/);
  await expect(memberRows(page)).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('status');
  await expect(memberRows(page)).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Bannière' });
  await expect(memberRows(page)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Statut' });
  await expect(memberRows(page)).toHaveCount(2);

  // By person: part of the e-mail.
  await page.getByRole('searchbox', { name: 'Personne' }).fill('nobody.else');
  await expect(page).toHaveURL(/person=nobody.else/);
  await expect(page.getByRole('heading', { name: 'Aucune modification enregistrée' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Personne' }).fill('admin.ga');
  await expect(memberRows(page)).toHaveCount(2);

  // Senegal's administrator reads its own chamber's entries only: Gabon's writes are not there, whatever the filter.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInAsAdministrator(page, SENEGAL_ADMIN);
  await page.goto('/admin/journal?person=admin.ga');
  await expect(page.getByRole('heading', { name: 'Journal des modifications', level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Personne' })).toHaveValue('admin.ga');
  await expect(page.getByRole('heading', { name: 'Aucune modification enregistrée' })).toBeVisible();
  await page.goto('/admin/journal');
  await expect(page.getByRole('combobox', { name: 'Type' })).toBeVisible();
  await expect(page.getByText(GABON_ADMIN)).toHaveCount(0);
});
