import { expect, test } from '@playwright/test';
import { hydrated } from './hydration';

// The map of search results: the tiles come from the local stub the run starts (playwright.config.ts), so the
// map draws without the network. Motion reduced: clusters and zooms do not animate.
test.use({ reducedMotion: 'reduce' });

test('the map of a broad search shows clusters, and a member popup leads to its page', async ({ page, request }) => {
  const answer = await request.get('/api/companies/search/locations');
  expect(answer.ok()).toBe(true);
  const located = (await answer.json()) as { points: { id: number; name: string }[]; truncated: boolean };
  expect(located.points.length).toBeGreaterThan(10);

  const tileRequests: string[] = [];
  page.on('requestfinished', (finished) => {
    if (finished.url().includes('/tiles/')) tileRequests.push(finished.url());
  });
  await page.goto('/membres');
  const toggle = page.getByRole('group', { name: 'Affichage' });
  await expect(toggle.getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'true');
  await (await hydrated(toggle.getByRole('button', { name: 'Carte' }))).click();
  await expect(toggle.getByRole('button', { name: 'Carte' })).toHaveAttribute('aria-pressed', 'true');

  const map = page.getByRole('region', { name: 'Carte des membres' });
  await expect(map).toBeVisible();
  // drawn from the stub's tiles, members gathered in clusters that say how many they hold
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  expect(tileRequests.length).toBeGreaterThan(0);
  expect(tileRequests.every((url) => url.startsWith(`http://127.0.0.1:${process.env.E2E_TILE_PORT}/tiles/`))).toBe(true);
  const clusters = map.locator('.marker-cluster');
  await expect(clusters.first()).toBeVisible();
  const counts = await clusters.allInnerTexts();
  const clustered = counts.reduce((sum, text) => sum + Number(text), 0);
  expect(clustered).toBeGreaterThan(1);
  // every located member of the search is on the map, not only the list's first page of 9
  const singles = await map.locator('.leaflet-marker-icon:not(.marker-cluster)').count();
  expect(clustered + singles).toBe(located.points.length);

  // a cluster opens onto its members when clicked, until a member's own marker shows
  const marker = map.locator('.leaflet-marker-icon:not(.marker-cluster)').first();
  for (let attempt = 0; attempt < 8 && (await marker.count()) === 0; attempt += 1) {
    await clusters.first().click();
  }
  const name = (await marker.getAttribute('title')) ?? '';
  expect(located.points.map((point) => point.name)).toContain(name);
  await marker.click();
  const popup = map.locator('.leaflet-popup');
  await expect(popup).toContainText(name);
  await popup.getByRole('link', { name: 'Voir la fiche' }).click();

  const id = located.points.find((point) => point.name === name)?.id;
  await expect(page).toHaveURL(new RegExp(`/membre/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // the member page's own map, from the same tile server, drawn once a visitor scrolls near it
  await page.getByRole('region', { name: 'Localisation' }).scrollIntoViewIfNeeded();
  await expect(
    page
      .getByRole('region', { name: `Carte : ${name}` })
      .locator('.leaflet-tile-loaded')
      .first(),
  ).toBeVisible();
});

test('the map follows the search, and the list stays one button away', async ({ page, request }) => {
  const sectors = (await (await request.get('/api/sectors/all')).json()) as { id: number; nameFr: string }[];
  const sector = sectors[0];
  if (!sector) throw new Error('no sector in the demo directory');
  const located = (await (await request.get(`/api/companies/search/locations?sectorId=${sector.id}`)).json()) as { points: unknown[] };

  await page.goto('/membres');
  await (await hydrated(page.getByRole('combobox', { name: /secteur/i }))).selectOption({ label: sector.nameFr });
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await page.getByRole('group', { name: 'Affichage' }).getByRole('button', { name: 'Carte' }).click();
  const map = page.getByRole('region', { name: 'Carte des membres' });
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  const clustered = (await map.locator('.marker-cluster').allInnerTexts()).reduce((sum, text) => sum + Number(text), 0);
  const singles = await map.locator('.leaflet-marker-icon:not(.marker-cluster)').count();
  expect(clustered + singles).toBe(located.points.length);

  await page.getByRole('group', { name: 'Affichage' }).getByRole('button', { name: 'Liste' }).click();
  await expect(map).toBeHidden();
  await expect(page.locator('main').getByRole('article').first()).toBeVisible();
});
