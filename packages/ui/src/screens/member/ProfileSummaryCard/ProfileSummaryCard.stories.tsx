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

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Atlantique Technologies' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Atlantique Technologies' })).toBeVisible();
    await expect(canvas.getByText('Technologie')).toBeVisible();
    await expect(canvas.getByText('12 avenue Léopold Sédar Senghor, Dakar')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+221 33 123 45 67' })).toHaveAttribute('href', 'tel:+221331234567');
    await expect(canvas.getByRole('link', { name: 'atlantique-tech.example.sn' })).toHaveAttribute('href', 'https://atlantique-tech.example.sn');
  },
};

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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Non renseigné')).toHaveLength(3);
    // French puts 0 and 1 in the singular
    await expect(canvas.getByText('0 vue')).toBeVisible();
  },
};

/** Without an edit action the card shows no edit button at all (never a dead button). */
export const WithoutEditAction: Story = {
  args: { onEdit: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Modifier le profil' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Modifier le profil' })).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
