import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublicLayout } from './PublicLayout';
import { sampleFooterHrefs, sampleLoginHref } from '../fixtures';

const meta = {
  title: 'Screens/Public/PublicLayout',
  component: PublicLayout,
  args: {
    header: { activeSection: 'accueil', memberSpaceHref: sampleLoginHref, homeHref: '', applyHref: '/devenir-membre' },
    footer: { ...sampleFooterHrefs, year: 2026 },
    children: <p style={{ padding: '2rem', margin: 0 }}>Contenu de la page</p>,
  },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Contenu de la page');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026');
    await expect(canvas.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute('href', `#${canvas.getByRole('main').id}`);
    // both the header and the footer lead to the member space
    await expect(canvas.getAllByRole('link', { name: 'Espace membre' }).map((link) => link.getAttribute('href'))).toEqual(['/login', '/login']);
    // the footer repeats the header's membership application link
    await expect(within(canvas.getByRole('contentinfo')).getByRole('link', { name: 'Devenir membre' })).toHaveAttribute('href', '/devenir-membre');
  },
};

export const English: Story = { globals: { locale: 'en' }, args: { children: <p style={{ padding: '2rem', margin: 0 }}>Page content</p> } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
