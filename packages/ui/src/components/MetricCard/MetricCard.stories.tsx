import type { Meta, StoryObj } from '@storybook/react-vite';
import { Megaphone, MousePointerClick, Search, Users } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { MetricCard, metricFormats } from './MetricCard';

const meta = {
  title: 'Components/MetricCard',
  component: MetricCard,
  args: { label: 'Recherches', value: 1243, growth: 5, caption: 'vs. semaine dernière', icon: <Search size={18} />, format: 'number', loading: false },
  argTypes: { format: { control: 'inline-radio', options: metricFormats }, icon: { control: false } },
} satisfies Meta<typeof MetricCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    // French groups thousands with a narrow no-break space
    await expect(within(canvasElement).getByText('1\u202f243', { normalizer: (text) => text })).toBeVisible();
  },
};

export const PositiveGrowth: Story = {
  args: { label: 'Clics sur les bannières', value: 348, growth: 18, icon: <MousePointerClick size={18} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/\+18[.,]0/)).toHaveAttribute('data-tone', 'positive');
  },
};

export const NegativeGrowth: Story = {
  args: { label: 'Annonces', value: 45, growth: -3, icon: <Megaphone size={18} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/-3[.,]0/)).toHaveAttribute('data-tone', 'negative');
  },
};

export const ZeroGrowth: Story = {
  args: { growth: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/\+0[.,]0/)).toHaveAttribute('data-tone', 'positive');
  },
};

/** Home statistics strip: counters of 1000 or more get a plus. */
export const Counter: Story = {
  args: { label: 'Entreprises', value: 1250, format: 'counter', growth: undefined, caption: undefined, icon: <Users size={18} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^1\s250\+$/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText(/^1\s243$/)).not.toBeInTheDocument();
  },
};

export const Grid: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: '1rem' }}>
      <MetricCard label="Recherches" value={1243} growth={5} icon={<Search size={18} />} />
      <MetricCard label="Clics sur les bannières" value={348} growth={18} icon={<MousePointerClick size={18} />} />
      <MetricCard label="Annonces" value={45} growth={-2.5} icon={<Megaphone size={18} />} />
      <MetricCard label="Membres" value={1250} format="counter" icon={<Users size={18} />} />
    </div>
  ),
};
