import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleChambers } from '../fixtures';
import { AdminStatisticsScreen } from './AdminStatisticsScreen';
import {
  sampleBannerClicks,
  sampleDailyVisits,
  sampleMembersBySectorEn,
  sampleMembersBySectorFr,
  samplePopularSearchesEn,
  samplePopularSearchesFr,
  sampleStatisticsCards,
} from './fixtures';

const loaded = <T,>(data: T) => ({ status: 'loaded' as const, data });
const loading = { status: 'loading' as const };

const meta = {
  title: 'Screens/Admin/AdminStatisticsScreen',
  component: AdminStatisticsScreen,
  args: {
    period: 7,
    onPeriodChange: fn(),
    summary: loaded(sampleStatisticsCards),
    visits: loaded(sampleDailyVisits),
    popularSearches: loaded(samplePopularSearchesFr),
    membersBySector: loaded(sampleMembersBySectorFr),
    bannerClicks: loaded(sampleBannerClicks),
    onRetry: fn(),
  },
} satisfies Meta<typeof AdminStatisticsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const english = {
  popularSearches: loaded(samplePopularSearchesEn),
  membersBySector: loaded(sampleMembersBySectorEn),
};

// The chart code loads on demand (a dynamic import): a busy machine can take seconds. A ceiling, not a speed check.
const LOADED = { timeout: 15_000 };

/**
 * The charts drawn, each with its series in ECharts' SVG (a curve, an arc or a bar: axes and split lines are single
 * straight segments), not only their containers.
 */
async function chartsDrawn(canvasElement: HTMLElement, types: readonly string[]) {
  await waitFor(() => {
    const charts = [...canvasElement.querySelectorAll('[data-type][data-state="ready"]')];
    expect(charts.map((chart) => chart.getAttribute('data-type'))).toEqual(types);
    for (const chart of charts) {
      const series = [...chart.querySelectorAll('svg path')].filter((path) => {
        const d = path.getAttribute('d') ?? '';
        return !path.closest('defs, clipPath') && (/[CSQTA]/i.test(d) || (d.match(/[LHV]/gi) ?? []).length >= 2);
      });
      expect(series.length).toBeGreaterThan(0);
    }
  }, LOADED);
}

/** The texts ECharts drew in a chart's SVG (axis labels, pie labels). */
function chartTexts(canvasElement: HTMLElement, name: string): string[] {
  const chart = within(canvasElement).getByRole('img', { name });
  return [...chart.querySelectorAll('svg text')].map((text) => text.textContent ?? '');
}

/** The value a summary card shows, as drawn (testing-library would fold its no-break space). */
function cardValue(canvasElement: HTMLElement, kind: string): string | undefined {
  return canvasElement.querySelector(`[data-kind="${kind}"] p`)?.textContent ?? undefined;
}

const allCharts = ['line', 'bar', 'pie', 'bar'] as const;

export const Playground: Story = {
  play: async ({ canvasElement }) => chartsDrawn(canvasElement, allCharts),
};

/** Cards with growth (red below 0, green otherwise) and the four charts drawn, sector names from the data. */
export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement, allCharts);
    await expect(canvas.getByRole('heading', { name: 'Tableau de bord statistique' })).toBeVisible();
    // French numbers: a (narrow no-break) space between thousands.
    await expect(cardValue(canvasElement, 'members')).toBe('1\u202f243');
    await expect(cardValue(canvasElement, 'profileViews')).toBe('18\u202f904');
    await expect(canvas.getByText('ce mois-ci')).toBeVisible();
    await expect(canvas.getAllByText('vs 7 jours précédents')).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-kind="contacts"] [data-tone]')).toHaveAttribute('data-tone', 'negative');
    await expect(canvasElement.querySelector('[data-kind="searches"] [data-tone]')).toHaveAttribute('data-tone', 'positive');
    // Top 6 of the popular searches, most first: the seventh sector is not drawn.
    const searched = chartTexts(canvasElement, 'Recherches populaires');
    await expect(searched).toEqual(expect.arrayContaining(['Technologie', 'Santé', 'Énergie']));
    await expect(searched).not.toContain('Tourisme');
    await expect(chartTexts(canvasElement, 'Membres par secteur')).toEqual(expect.arrayContaining(['Technologie', 'Éducation']));
  },
};

export const WithDataEnglish: Story = {
  args: english,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement, allCharts);
    await expect(cardValue(canvasElement, 'members')).toBe('1,243');
    await expect(canvas.getAllByText('vs previous 7 days')).toHaveLength(4);
    await expect(chartTexts(canvasElement, 'Popular searches')).toEqual(expect.arrayContaining(['Technology', 'Health', 'Energy']));
    await expect(chartTexts(canvasElement, 'Members by sector')).toEqual(expect.arrayContaining(['Technology', 'Education']));
  },
};

/** Every block on its way: the cards' placeholders, a spinner per chart, the popular searches' grey placeholder. */
export const Loading: Story = {
  args: { summary: loading, visits: loading, popularSearches: loading, membersBySector: loading, bannerClicks: loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-placeholder]')).toHaveTextContent('Chargement…');
    await expect(canvasElement.querySelectorAll('[data-type]')).toHaveLength(0);
  },
};

export const LoadingEnglish: Story = {
  args: { summary: loading, visits: loading, popularSearches: loading, membersBySector: loading, bannerClicks: loading },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-placeholder]')).toHaveTextContent('Loading…');
  },
};

/** Only the popular searches still loading: its grey placeholder, the other charts drawn. */
export const PopularSearchesLoading: Story = {
  args: { popularSearches: loading },
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement, ['line', 'pie', 'bar']);
    await expect(canvasElement.querySelector('[data-placeholder]')).toHaveTextContent('Chargement…');
  },
};

/** Nothing recorded over the period: an empty state per chart, the popular searches' grey placeholder. */
export const Empty: Story = {
  args: {
    summary: loaded([
      { kind: 'members', value: 0, growth: 0 },
      { kind: 'searches', value: 0, growth: 0 },
    ]),
    visits: loaded([]),
    popularSearches: loaded([]),
    membersBySector: loaded([]),
    bannerClicks: loaded([]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { name: 'Aucune donnée pour cette période' })).toHaveLength(3);
    await expect(canvasElement.querySelector('[data-placeholder]')).toHaveTextContent('Chargement…');
    await expect(canvasElement.querySelectorAll('[data-type]')).toHaveLength(0);
  },
};

export const EmptyEnglish: Story = {
  ...Empty,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { name: 'No data for this period' })).toHaveLength(3);
  },
};

/**
 * Nothing to compare with: no banner clicked during the previous period, no member before this month. The card says
 * it is new rather than '+100,0 %'.
 */
export const NewFigures: Story = {
  args: {
    summary: loaded(
      sampleStatisticsCards.map((card) => (card.kind === 'bannerClicks' || card.kind === 'members' ? { ...card, growth: 100, isNew: true } : card)),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement, allCharts);
    await expect(canvas.getByText('nouveau : aucun les 7 jours précédents')).toBeVisible();
    await expect(canvas.getByText('tous nouveaux ce mois-ci')).toBeVisible();
    await expect(canvasElement.querySelector('[data-kind="bannerClicks"] [data-tone]')).toBeNull();
    await expect(canvasElement.querySelector('[data-kind="members"] [data-tone]')).toBeNull();
    await expect(within(canvasElement.querySelector('[data-kind="bannerClicks"]') as HTMLElement).queryByText(/100/)).toBeNull();
  },
};

/** Each chart's figures are a table in the page's language (screen readers; 'Voir les données' shows it). */
export const DataTables: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement, allCharts);
    const tables = canvas.getAllByRole('table', { hidden: true });
    await expect(tables.map((table) => table.querySelector('caption')?.textContent)).toEqual([
      'Visites par jour',
      'Recherches populaires',
      'Membres par secteur',
      'Clics sur les bannières',
    ]);
    const buttons = canvas.getAllByRole('button', { name: 'Voir les données' });
    await expect(buttons).toHaveLength(4);
    await userEvent.click(buttons[2] as HTMLElement);
    const sectors = canvas.getByRole('table', { name: 'Membres par secteur' });
    await expect(
      within(sectors)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Secteur', 'Membres', 'Part']);
    await expect(within(sectors).getByRole('rowheader', { name: 'Technologie' })).toBeVisible();
  },
};

/** A card without a source is not shown (here: no banner clicks). */
export const CardWithoutSource: Story = {
  args: { summary: loaded(sampleStatisticsCards.filter((card) => card.kind !== 'bannerClicks')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement, allCharts);
    await expect(canvas.getAllByRole('heading', { level: 3, name: /^(Membres|Vues des profils|Contacts|Recherches|Clics sur les bannières)$/ })).toHaveLength(
      // The four cards, and the banner clicks chart's title.
      5,
    );
    await expect(canvasElement.querySelector('[data-kind="bannerClicks"]')).toBeNull();
  },
};

/** The cards fail alone: their error and Retry, the charts still drawn. */
export const SummaryError: Story = {
  args: { summary: { status: 'error', message: 'Erreur interne du serveur' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement, allCharts);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des données');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur interne du serveur');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledWith('summary');
  },
};

/** One chart fails: its block says so with a Retry, the others are drawn. */
export const VisitsError: Story = {
  args: { visits: { status: 'error', message: 'Accès interdit' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement, ['bar', 'pie', 'bar']);
    const block = within(canvas.getByRole('region', { name: 'Visites par jour' }));
    await expect(block.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des données');
    await userEvent.click(block.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledWith('visits');
  },
};

export const PopularSearchesError: Story = {
  args: { popularSearches: { status: 'error', message: 'Erreur de connexion au serveur' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement, ['line', 'pie', 'bar']);
    const block = within(canvas.getByRole('region', { name: 'Recherches populaires' }));
    await userEvent.click(block.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledWith('popularSearches');
  },
};

export const MembersBySectorError: Story = {
  args: { membersBySector: { status: 'error', message: 'Erreur 502: Impossible de charger les données' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement, ['line', 'bar', 'bar']);
    const block = within(canvas.getByRole('region', { name: 'Membres par secteur' }));
    await userEvent.click(block.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledWith('membersBySector');
  },
};

export const BannerClicksError: Story = {
  args: { bannerClicks: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement, ['line', 'bar', 'pie']);
    const block = within(canvas.getByRole('region', { name: 'Clics sur les bannières' }));
    await expect(block.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des données');
    await userEvent.click(block.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledWith('bannerClicks');
  },
};

/** Every block failed, in English. */
export const ErrorEnglish: Story = {
  args: {
    summary: { status: 'error', message: 'Internal server error' },
    visits: { status: 'error', message: 'Internal server error' },
    popularSearches: { status: 'error', message: 'Internal server error' },
    membersBySector: { status: 'error', message: 'Internal server error' },
    bannerClicks: { status: 'error', message: 'Internal server error' },
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')).toHaveLength(5);
    await expect(canvas.getAllByRole('button', { name: 'Retry' })).toHaveLength(5);
  },
};

/** The period picker drives every block: 7, 30 or 90 days. */
export const PeriodPicker: Story = {
  args: { period: 30 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement, allCharts);
    const picker = canvas.getByRole('combobox', { name: 'Période' });
    await expect(picker).toHaveValue('30');
    await expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['7 derniers jours', '30 derniers jours', '90 derniers jours']);
    await expect(canvas.getAllByText('vs 30 jours précédents')).toHaveLength(4);
    await userEvent.selectOptions(picker, '90 derniers jours');
    await expect(args.onPeriodChange).toHaveBeenCalledWith(90);
    await expect(canvas.queryByRole('combobox', { name: 'Périmètre' })).toBeNull();
  },
};

/** The network administrator picks all chambers or one. */
export const ChamberPicker: Story = {
  args: { chambers: sampleChambers, chamberId: null, onChamberChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement, allCharts);
    const picker = canvas.getByRole('combobox', { name: 'Périmètre' });
    await expect(picker).toHaveValue('');
    const [first] = sampleChambers;
    if (!first) throw new Error('no sample chamber');
    await userEvent.selectOptions(picker, first.name);
    await expect(args.onChamberChange).toHaveBeenCalledWith(first.id);
  },
};

export const ChamberPickerEnglish: Story = {
  args: { ...english, chambers: sampleChambers, chamberId: sampleChambers[1]?.id ?? null, onChamberChange: fn() },
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement, allCharts);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Scope' }), 'All chambers');
    await expect(args.onChamberChange).toHaveBeenCalledWith(null);
  },
};

export const Phone: Story = {
  args: { chambers: sampleChambers, chamberId: null, onChamberChange: fn() },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => chartsDrawn(canvasElement, allCharts),
};

export const PhoneEnglish: Story = {
  args: english,
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => chartsDrawn(canvasElement, allCharts),
};
