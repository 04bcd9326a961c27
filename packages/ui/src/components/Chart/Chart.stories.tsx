import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Chart, chartTypes } from './index';

const waitUntilDrawn = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelector('[data-state="ready"] svg')).not.toBeNull(), { timeout: 10000 });
};

const meta = {
  title: 'Components/Chart',
  component: Chart,
  args: {
    type: 'line',
    label: 'Visites quotidiennes',
    categoryLabel: 'Jour',
    categories: ['01/03', '02/03', '03/03', '04/03', '05/03', '06/03', '07/03'],
    series: [{ name: 'Visites', values: [120, 132, 101, 134, 90, 230, 210] }],
    height: 320,
  },
  argTypes: { type: { control: 'inline-radio', options: chartTypes } },
  play: async ({ canvasElement }) => waitUntilDrawn(canvasElement),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Admin statistics: daily visits (line, blue). ECharts describes it in the page's language. */
export const Line: Story = {
  play: async ({ canvasElement }) => {
    await waitUntilDrawn(canvasElement);
    // ECharts' own description of the chart (its aria option), from its French locale on a French page.
    await expect(canvasElement.querySelector('[aria-label^="C\'est une carte"]')).not.toBeNull();
  },
};

export const LineEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Daily visits', categoryLabel: 'Day', series: [{ name: 'Visits', values: [120, 132, 101, 134, 90, 230, 210] }] },
  play: async ({ canvasElement }) => {
    await waitUntilDrawn(canvasElement);
    await expect(canvasElement.querySelector('[aria-label^="This is a chart"]')).not.toBeNull();
  },
};

/** The chart's figures as a table in the page's language: read by screen readers, shown with 'Voir les données'. */
export const DataTable: Story = {
  play: async ({ canvasElement }) => {
    await waitUntilDrawn(canvasElement);
    const canvas = within(canvasElement);
    // Read by screen readers before it is shown.
    const hidden = canvas.getByRole('table', { name: 'Visites quotidiennes' });
    await expect(
      within(hidden)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Jour', 'Visites']);
    await expect(canvas.getByRole('button', { name: 'Voir les données' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Voir les données' }));
    const table = canvas.getByRole('table', { name: 'Visites quotidiennes' });
    await expect(table).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: '06/03' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Masquer les données' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Admin statistics: banner clicks, top 6 (bars, dark blue). */
export const Bar: Story = {
  args: {
    type: 'bar',
    label: 'Clics par bannière',
    categoryLabel: 'Bannière',
    categories: ['Salon export', 'Forum PME', 'Gala', 'Webinaire', 'Mission', 'Trophées'],
    series: [{ name: 'Clics', values: [348, 220, 180, 95, 63, 40] }],
  },
};

/** Long names under bars on a phone: every bar is named, each name cut to its slot (the table has them whole). */
export const BarLongLabelsPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    type: 'bar',
    label: 'Clics par bannière',
    categoryLabel: 'Bannière',
    categories: ['Devenez membre - Rejoignez le réseau', 'Programme export', 'Annuaire des membres', 'Salon de l’agro-industrie', 'Forum Investir', 'Gala'],
    series: [{ name: 'Clics', values: [115, 103, 76, 53, 28, 10] }],
  },
};

/** Admin statistics: members by sector (pie). */
export const Pie: Story = {
  args: {
    type: 'pie',
    label: 'Membres par secteur',
    categoryLabel: 'Secteur',
    categories: ['Technologie', 'Finance', 'Santé', 'Éducation'],
    series: [{ name: 'Membres', values: [42, 27, 15, 9] }],
  },
};

/** A pie's table gives each slice its share; figures and shares in the page's language. */
export const PieDataTable: Story = {
  args: {
    type: 'pie',
    label: 'Membres par secteur',
    categoryLabel: 'Secteur',
    categories: ['Technologie', 'Finance'],
    series: [{ name: 'Membres', values: [3000, 1000] }],
  },
  play: async ({ canvasElement }) => {
    await waitUntilDrawn(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Voir les données' }));
    const table = canvas.getByRole('table', { name: 'Membres par secteur' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Secteur', 'Membres', 'Part']);
    const share = new Intl.NumberFormat('fr-FR', { style: 'percent', minimumFractionDigits: 1 }).format(0.75);
    await expect(within(table).getByRole('rowheader', { name: 'Technologie' }).parentElement?.textContent).toBe(
      `Technologie${new Intl.NumberFormat('fr-FR').format(3000)}${share}`,
    );
  },
};

export const PieDataTableEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    type: 'pie',
    label: 'Members by sector',
    categoryLabel: 'Sector',
    categories: ['Technology', 'Finance'],
    series: [{ name: 'Members', values: [3000, 1000] }],
  },
  play: async ({ canvasElement }) => {
    await waitUntilDrawn(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the data' }));
    const table = canvas.getByRole('table', { name: 'Members by sector' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sector', 'Members', 'Share']);
    await expect(within(table).getByRole('rowheader', { name: 'Technology' }).parentElement?.textContent).toBe('Technology3,00075.0%');
  },
};

export const MultipleSeries: Story = {
  args: {
    type: 'line',
    label: 'Recherches et contacts',
    categoryLabel: 'Jour',
    series: [
      { name: 'Recherches', values: [320, 332, 301, 334, 390, 330, 320] },
      { name: 'Contacts', values: [120, 132, 101, 134, 90, 230, 210] },
    ],
  },
};

/** Ten sectors: twelve colours, so no two slices alike; their outer labels fit beside the pie. */
export const PieTenSlices: Story = {
  args: {
    type: 'pie',
    label: 'Membres par secteur',
    categoryLabel: 'Secteur',
    categories: ['Agroalimentaire', 'Finance', 'Santé', 'Commerce', 'Énergie', 'Technologie', 'Éducation', 'Industrie', 'Tourisme', 'Transport et logistique'],
    series: [{ name: 'Membres', values: [7, 7, 7, 6, 6, 6, 5, 5, 5, 5] }],
  },
};

/** On a phone a pie names its slices in a one-line legend (outer labels would be cut at the screen's edges). */
export const PieTenSlicesPhone: Story = {
  ...PieTenSlices,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
