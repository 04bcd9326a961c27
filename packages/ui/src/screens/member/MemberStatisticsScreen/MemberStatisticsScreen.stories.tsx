import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { emptyStatistics, sampleStatistics } from '../fixtures';
import { MemberStatisticsScreen } from './MemberStatisticsScreen';

const meta = {
  title: 'Screens/Member/MemberStatisticsScreen',
  component: MemberStatisticsScreen,
  args: { load: { status: 'ready' }, statistics: sampleStatistics, onRetry: fn(), onRefresh: fn() },
} satisfies Meta<typeof MemberStatisticsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ECharts loads on demand: wait until both charts are drawn so the screenshot is stable. */
async function chartsDrawn(canvasElement: HTMLElement, count: number) {
  await waitFor(() => expect(canvasElement.querySelectorAll('[data-state="ready"][data-type]')).toHaveLength(count), { timeout: 10000 });
}

export const Playground: Story = {
  play: async ({ canvasElement }) => chartsDrawn(canvasElement, 2),
};

export const ChartsWithData: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement, 2);
    await expect(canvas.getByText('18/11/2026')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Vues du profil par jour' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Contacts par période' })).toBeVisible();
    const periods = within(canvas.getByRole('region', { name: 'Contacts par période' }));
    await expect(periods.getAllByRole('term').map((term) => term.textContent)).toEqual(["Aujourd'hui", 'Cette semaine', 'Ce mois-ci', 'Cette année']);
    // values with one-decimal shares
    await expect(periods.getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      '2 (2,9\u00a0%)',
      '9 (13,0\u00a0%)',
      '21 (30,4\u00a0%)',
      '37 (53,6\u00a0%)',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Actualiser' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

export const ChartsWithDataEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement, 2);
    await expect(canvas.getByText('11/18/2026')).toBeVisible();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Today', 'This week', 'This month', 'This year']);
    const card = (name: string) => canvas.getByRole('heading', { name, level: 3 }).closest('article');
    await expect(card('Profile views')).toHaveTextContent('1,284');
    await expect(card('Profile views')).toHaveTextContent('+12.5%');
    await expect(card('Contacts received')).toHaveTextContent('37');
    await expect(card('Contacts received')).toHaveTextContent('-4.2%');
  },
};

export const NoData: Story = {
  args: { statistics: emptyStatistics },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { name: 'Aucune donnée disponible' })).toHaveLength(2);
    await expect(canvas.queryByRole('img', { name: 'Vues du profil par jour' })).not.toBeInTheDocument();
    await expect(canvas.getByText('--/--/----')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Vues du profil' }).closest('article')).toHaveTextContent('0');
  },
};

export const NoDataEnglish: Story = {
  args: { statistics: emptyStatistics },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { name: 'No data available' })).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { load: { status: 'loading' }, statistics: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
    await expect(canvas.queryByRole('button', { name: 'Actualiser' })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { load: { status: 'error', message: 'Erreur interne du serveur lors du traitement des statistiques' }, statistics: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur interne du serveur lors du traitement des statistiques');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ErrorEnglish: Story = {
  args: { load: { status: 'error' }, statistics: undefined },
  globals: { locale: 'en' },
};

/** The Retry button is hidden when the session expired (spec public §2.7). */
export const SessionExpired: Story = {
  args: { load: { status: 'sessionExpired' }, statistics: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Session expirée. Veuillez vous reconnecter.');
    await expect(canvas.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  },
};

export const NoCompany: Story = {
  args: { load: { status: 'noCompany' }, statistics: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Aucune entreprise associée à votre compte' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => chartsDrawn(canvasElement, 2),
};
