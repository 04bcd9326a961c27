import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCompany } from '../fixtures';
import { ProfileSummaryCard } from './ProfileSummaryCard';

const meta = {
  title: 'Screens/Member/ProfileSummaryCard',
  component: ProfileSummaryCard,
  args: { company: sampleCompany, onEdit: fn() },
} satisfies Meta<typeof ProfileSummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** /apropos: the edit action scrolls to the form below. */
export const WithEditAction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 284 vues')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier le profil' }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

/** /media and /horaire: the edit action is a link to the profile form. */
export const WithEditLink: Story = {
  args: { onEdit: undefined, editHref: '/apropos' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Modifier le profil' })).toHaveAttribute('href', '/apropos');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,284 views')).toBeVisible();
  },
};

/** A new company: no logo (placeholder), no contact details yet, no views. */
export const NewCompany: Story = {
  args: { company: { name: 'Nouvelle entreprise', sector: 'Finance' } },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
