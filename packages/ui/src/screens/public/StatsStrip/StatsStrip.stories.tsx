import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatsStrip } from './StatsStrip';

const meta = {
  title: 'Screens/Public/StatsStrip',
  component: StatsStrip,
  args: { stats: { contacts: 12480, companies: 1250, countries: 18, sectors: 42 }, loading: false },
} satisfies Meta<typeof StatsStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Spec public §9: counters of 1000 or more get a thousands separator and a plus. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^1\s?250\+$/)).toBeVisible();
    await expect(canvas.getByText('18')).toBeVisible();
    // each figure beside its own label, with the French narrow no-break space as the thousands separator
    const item = (label: string) => canvas.getByText(label).closest('li')?.textContent;
    await expect(item('Contacts établis')).toContain('12\u202f480+');
    await expect(item('Entreprises')).toContain('1\u202f250+');
    await expect(item('Pays représentés')).toContain('18');
    await expect(item('Secteurs d’activité')).toContain('42');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12,480+')).toBeVisible();
    await expect(canvas.getByText('1,250+')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement).getByRole('region', { name: 'L’annuaire en chiffres' });
    await expect(strip).toHaveAttribute('aria-busy', 'true');
    await expect(within(strip).queryByText('18')).not.toBeInTheDocument();
  },
};

/** A failed part of the combined call counts as 0 (spec public §7). */
export const PartlyFailed: Story = { args: { stats: { contacts: 0, companies: 1250, countries: 0, sectors: 42 } } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
