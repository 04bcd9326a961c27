import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge, statuses } from './StatusBadge';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { status: 'ACTIVE' },
  argTypes: { status: { control: 'select', options: statuses } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      {statuses.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const expected =
      globals['locale'] === 'en' ? ['Active', 'Inactive', 'Pending', 'Expired', 'Published'] : ['Actif', 'Inactif', 'En attente', 'Expiré', 'Publié'];
    for (const text of expected) await expect(canvas.getByText(text)).toBeVisible();
    const tones = statuses.map((status) => canvasElement.querySelector(`[data-status="${status}"]`)?.getAttribute('data-variant'));
    await expect(tones).toEqual(['success', 'neutral', 'warning', 'danger', 'info']);
  },
};

export const AllStatusesEnglish: Story = { ...AllStatuses, globals: { locale: 'en' } };

/** A screen may name a status its own way; the badge keeps the status's tone. */
export const WithLabel: Story = {
  args: { status: 'ACTIVE', label: 'En ligne' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('En ligne')).toHaveAttribute('data-status', 'ACTIVE');
  },
};

export const Actif: Story = { args: { status: 'ACTIVE' } };
export const Inactif: Story = { args: { status: 'INACTIVE' } };
export const EnAttente: Story = { name: 'En attente', args: { status: 'PENDING' } };
export const Expire: Story = { name: 'Expiré', args: { status: 'EXPIRED' } };
export const Publie: Story = { name: 'Publié', args: { status: 'PUBLISHED' } };
