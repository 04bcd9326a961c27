import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublicFooter } from './PublicFooter';
import { sampleFooterHrefs, sampleLoginHref } from '../fixtures';

const meta = {
  title: 'Screens/Public/PublicFooter',
  component: PublicFooter,
  args: { memberSpaceHref: sampleLoginHref, ...sampleFooterHrefs, applyHref: '/devenir-membre', year: 2026 },
} satisfies Meta<typeof PublicFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Actualités' })).toHaveAttribute('href', '/actualites');
    await expect(canvas.getByText(/© 2026/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Devenir membre' })).toHaveAttribute('href', '/devenir-membre');
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
