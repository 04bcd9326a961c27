import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, signInAsAdministrator } from './signIn';

// The statistics screen end to end, on the built app and the real service with its demo
// directory: a chamber administrator sees four charts actually drawn (their series in ECharts' SVG, not only their
// containers), in French then in English with the sector names of the data, and a search recorded from the public
// members page makes its sector's bar grow. Morocco's administrator is used: its chamber has figures in all four
// blocks, and no other spec works on its members.

const ADMIN = 'admin.ma@annuaire.demo';
const COUNTRY = 'Maroc';

interface PopularSearch {
  sectorId: number;
  sectorName: string;
  sectorNameEn: string;
  searchNumber: number;
}

/** The popular searches the service gives this administrator over the screen's default period (30 days). */
async function popularSearches(request: APIRequestContext): Promise<PopularSearch[]> {
  const signin = await request.post('/api/auth/signin', { data: { email: ADMIN, password: ADMIN_PASSWORD } });
  expect(signin.ok()).toBe(true);
  const { token } = (await signin.json()) as { token: string };
  const response = await request.get('/api/companies/search/popular?days=30', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as PopularSearch[];
}

/**
 * The charts on the page, each with the number of drawn series shapes in its SVG: a curve, an arc or a bar (a path
 * with a curve command or at least two segments); axes, ticks and split lines are single straight segments.
 */
async function drawnCharts(page: Page) {
  return page.locator('[data-type][data-state]').evaluateAll((charts) =>
    charts.map((chart) => ({
      type: chart.getAttribute('data-type'),
      state: chart.getAttribute('data-state'),
      series: [...chart.querySelectorAll('svg path')].filter((path) => {
        if (path.closest('defs, clipPath')) return false;
        const d = path.getAttribute('d') ?? '';
        return /[CSQTA]/i.test(d) || (d.match(/[LHV]/gi) ?? []).length >= 2;
      }).length,
    })),
  );
}

async function expectFourDrawnCharts(page: Page) {
  await expect
    .poll(async () => (await drawnCharts(page)).map((chart) => `${chart.type}:${chart.state}:${chart.series > 0 ? 'drawn' : 'empty'}`), {
      timeout: 30_000,
    })
    .toEqual(['line:ready:drawn', 'bar:ready:drawn', 'pie:ready:drawn', 'bar:ready:drawn']);
}

/** The category labels ECharts drew on a bar chart's axis (numbers of the value axis left out). */
async function axisLabels(chart: Locator): Promise<string[]> {
  const texts = await chart.locator('svg text').allTextContents();
  return texts.map((text) => text.trim()).filter((text) => text !== '' && !/^[\d\s\u202f.,]+$/.test(text));
}

/** The value the tooltip gives for a category of the popular searches ('12 recherches'), hovering its row. */
async function searchCount(page: Page, chart: Locator, sector: string): Promise<number> {
  const label = chart.locator('svg text', { hasText: sector }).first();
  const labelBox = await label.boundingBox();
  const chartBox = await chart.boundingBox();
  if (!labelBox || !chartBox) throw new Error(`no label ${sector} in the popular searches chart`);
  await page.mouse.move(chartBox.x + chartBox.width * 0.6, labelBox.y + labelBox.height / 2);
  // The tooltip: the innermost box holding both the sector's name and its count (its rows hold only the count).
  const escaped = sector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const tooltip = chart.locator('div', { hasText: new RegExp(`${escaped}[\\s\\S]*\\d+\\s+recherches`) }).last();
  await expect(tooltip).toBeVisible();
  const text = (await tooltip.textContent()) ?? '';
  const count = /(\d[\d\s\u202f]*)\s+recherches/.exec(text)?.[1]?.replace(/\D/g, '');
  return Number(count);
}

test('a chamber administrator sees four drawn charts, redrawn in English with the English sector names', async ({ page, request }) => {
  const expected = await popularSearches(request);
  expect(expected.length, 'the demo directory has searches for this chamber').toBeGreaterThan(0);

  await signInAsAdministrator(page, ADMIN);
  await page.goto('/statistics');
  await expect(page.getByRole('heading', { name: 'Tableau de bord statistique', level: 2 })).toBeVisible();
  await expectFourDrawnCharts(page);
  const popular = page.getByRole('img', { name: 'Recherches populaires' });
  await expect.poll(() => axisLabels(popular)).toEqual(expected.map((row) => row.sectorName));
  const sectors = page.getByRole('img', { name: 'Membres par secteur' });
  await expect(sectors.locator('svg text').first()).toBeVisible();

  await page.getByRole('button', { name: /^Langue :/ }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Statistics dashboard', level: 2 })).toBeVisible();
  await expectFourDrawnCharts(page);
  const popularEn = page.getByRole('img', { name: 'Popular searches' });
  await expect.poll(() => axisLabels(popularEn)).toEqual(expected.map((row) => row.sectorNameEn));
  // The pie's slices are named in English too: no French-only sector name is left in it.
  const frenchOnly = expected.filter((row) => row.sectorName !== row.sectorNameEn).map((row) => row.sectorName);
  const pieTexts = await page.getByRole('img', { name: 'Members by sector' }).locator('svg text').allTextContents();
  for (const name of frenchOnly) expect(pieTexts).not.toContain(name);
});

test("a search for a sector on the public members page makes its bar grow on the chamber's statistics", async ({ page, request }) => {
  const [top] = await popularSearches(request);
  if (!top) throw new Error('the demo directory has no searches for this chamber');

  await signInAsAdministrator(page, ADMIN);
  await page.goto('/statistics');
  await expectFourDrawnCharts(page);
  const before = await searchCount(page, page.getByRole('img', { name: 'Recherches populaires' }), top.sectorName);
  expect(before).toBe(top.searchNumber);

  // A visitor searches this chamber's country for that sector.
  await page.goto('/membres');
  await page.getByRole('combobox', { name: 'Pays' }).selectOption({ label: COUNTRY });
  await page.getByRole('combobox', { name: 'Secteur d’activité' }).selectOption({ label: top.sectorName });
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByRole('region', { name: 'Filtres actifs' })).toContainText(top.sectorName);

  await page.goto('/statistics');
  await expectFourDrawnCharts(page);
  const popular = page.getByRole('img', { name: 'Recherches populaires' });
  await expect.poll(() => axisLabels(popular).then((labels) => labels[0])).toBe(top.sectorName);
  expect(await searchCount(page, popular, top.sectorName)).toBeGreaterThan(before);
});
