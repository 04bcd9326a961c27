import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  args: {
    organisation: 'AmCham',
    year: 2026,
    columns: [
      {
        title: 'Annuaire',
        links: [
          { label: 'Accueil', href: '/' },
          { label: 'Membres', href: '/membres' },
          { label: 'Actualités', href: '/actualites' },
        ],
      },
      {
        title: 'Espace membre',
        links: [
          { label: 'Se connecter', href: '/login' },
          { label: 'Mon entreprise', href: '/apropos' },
        ],
      },
      { title: 'Réseau', links: [{ label: 'Site de la chambre', href: 'https://example.org', external: true }] },
    ],
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = globals['locale'] === 'en' ? '© 2026 AmCham. All rights reserved.' : '© 2026 AmCham. Tous droits réservés.';
    await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Réseau' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Membres' })).not.toHaveAttribute('target');
    await expect(canvas.getByRole('link', { name: 'Site de la chambre' })).toHaveAttribute('target', '_blank');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('© 2026 AmCham. All rights reserved.')).toBeVisible();
  },
};

export const CopyrightOnly: Story = { args: { columns: [] } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
