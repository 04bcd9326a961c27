import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BarChart3, Building2, Clock, Image } from 'lucide-react';
import { NavTabs, navTabsVariants } from './NavTabs';

const memberTabs = [
  { href: '/apropos', label: 'A propos' },
  { href: '/media', label: 'Médias' },
  { href: '/horaire', label: 'Horaires' },
  { href: '/statistique', label: 'Statistiques' },
];

const adminTabs = [
  { href: '/admin/members', label: 'Membres' },
  { href: '/admin/banners', label: 'Bannières' },
  { href: '/admin/announcements', label: 'Annonces' },
  { href: '/admin/statistics', label: 'Statistiques' },
  { href: '/admin/amcham', label: 'Amcham' },
];

const meta = {
  title: 'Components/NavTabs',
  component: NavTabs,
  args: {
    label: 'Espace membre',
    items: memberTabs,
    activeHref: '/apropos',
    variant: 'underline',
    onNavigate: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: navTabsVariants },
    activeHref: { control: 'select', options: memberTabs.map((tab) => tab.href) },
  },
  // Links in stories must not leave the story: the canvas stops their default navigation.
  decorators: [
    (Story) => (
      <div onClickCapture={(event) => event.preventDefault()}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NavTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Espace membre' })).toBeVisible();
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/apropos', '/media', '/horaire', '/statistique']);
  },
};

export const ActiveTabDoesNothing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'A propos' }));
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('link', { name: 'Horaires' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/horaire');
  },
};

export const MediaActive: Story = {
  args: { activeHref: '/media' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Médias' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'A propos' })).not.toHaveAttribute('aria-current');
  },
};

export const WithIcons: Story = {
  args: {
    items: [
      { href: '/apropos', label: 'A propos', icon: <Building2 size={16} /> },
      { href: '/media', label: 'Médias', icon: <Image size={16} /> },
      { href: '/horaire', label: 'Horaires', icon: <Clock size={16} /> },
      { href: '/statistique', label: 'Statistiques', icon: <BarChart3 size={16} /> },
    ],
    activeHref: '/statistique',
  },
};

export const AdminPills: Story = {
  args: { label: 'Administration', items: adminTabs, activeHref: '/admin/banners', variant: 'pill' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Administration' })).toHaveAttribute('data-variant', 'pill');
  },
};

export const Phone: Story = {
  args: { label: 'Administration', items: adminTabs, activeHref: '/admin/members' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

const memberTabsWithIcons = [
  { href: '/apropos', label: 'A propos', icon: <Building2 size={16} /> },
  { href: '/media', label: 'Médias', icon: <Image size={16} /> },
  { href: '/horaire', label: 'Opening hours', icon: <Clock size={16} /> },
  { href: '/statistique', label: 'Statistiques', icon: <BarChart3 size={16} /> },
];

/** `fill` on a phone: the four tabs share the width, icon above label; none is cut off at the edge. */
export const PhoneFill: Story = {
  args: { items: memberTabsWithIcons, activeHref: '/horaire', fill: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Espace membre' });
    const edge = nav.getBoundingClientRect();
    for (const tab of within(nav).getAllByRole('link')) {
      const box = tab.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(edge.left);
      await expect(box.right).toBeLessThanOrEqual(edge.right);
    }
  },
};

/** `fill` on a desktop: the usual row. */
export const DesktopFill: Story = { args: { items: memberTabsWithIcons, activeHref: '/horaire', fill: true } };
