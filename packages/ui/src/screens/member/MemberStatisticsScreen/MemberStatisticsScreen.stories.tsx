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
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(["Aujourd'hui", 'Cette semaine', 'Ce mois-ci', 'Cette année']);
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
  },
};

export const NoData: Story = {
  args: { statistics: emptyStatistics },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { name: 'Aucune donnée disponible' })).toHaveLength(2);
    await expect(canvas.getByText('--/--/----')).toBeVisible();
  },
};

export const NoDataEnglish: Story = {
  args: { statistics: emptyStatistics },
  globals: { locale: 'en' },
};

export const Loading: Story = {
  args: { load: { status: 'loading' }, statistics: undefined },
};

export const Error: Story = {
  args: { load: { status: 'error', message: 'Erreur interne du serveur lors du traitement des statistiques' }, statistics: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
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
    await expect(within(canvasElement).queryByRole('button', { name: 'Réessayer' })).toBeNull();
  },
};

export const NoCompany: Story = {
  args: { load: { status: 'noCompany' }, statistics: undefined },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => chartsDrawn(canvasElement, 2),
};
