import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Components/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [{ label: 'Accueil', href: '/' }, { label: 'Membres', href: '/membres' }, { label: 'Atlas Conseil' }],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeVisible();
    await expect(canvas.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/', '/membres']);
    await expect(canvas.getByText('Atlas Conseil')).toHaveAttribute('aria-current', 'page');
  },
};

export const AdminMemberEdit: Story = {
  args: {
    items: [
      { label: 'Administration', href: '/admin/members' },
      { label: 'Membres', href: '/admin/members' },
      { label: 'Atlas Conseil', href: '/admin/membres/1' },
      { label: 'Modifier' },
    ],
  },
};

export const SingleLevel: Story = { args: { items: [{ label: 'Accueil' }] } };
