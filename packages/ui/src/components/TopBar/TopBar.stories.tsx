import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Logo } from '../Logo';
import { sampleLogo } from '../Logo/sampleLogo';
import { TopBar } from './TopBar';

const navItems = [
  { label: 'Accueil', href: '/#accueil', active: true },
  { label: 'Annonces', href: '/#annonces' },
  { label: 'Annuaires', href: '/#annuaires' },
  { label: 'Membres', href: '/membres' },
];

const meta = {
  title: 'Components/TopBar',
  component: TopBar,
  args: {
    brandName: 'AmCham',
    brandLogo: <Logo name="" src={sampleLogo} size="sm" aria-hidden="true" />,
    navItems,
    end: <Button size="sm">Se connecter</Button>,
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'AmCham' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Membres' })).not.toHaveAttribute('aria-current');
  },
};

export const WithoutNavigation: Story = {
  args: { navItems: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Ouvrir le menu' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  },
};

/** Under 640 px the navigation hides behind a menu button. */
export const PhoneMenuClosed: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

export const PhoneMenuOpen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: globals['locale'] === 'en' ? 'Open the menu' : 'Ouvrir le menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAccessibleName(globals['locale'] === 'en' ? 'Close the menu' : 'Fermer le menu');
    await expect(canvas.getByRole('navigation')).toHaveAttribute('data-open', 'true');
    await expect(canvas.getByRole('link', { name: 'Membres' })).toBeVisible();
  },
};
