import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleAnnouncements } from '../fixtures';
import { NewsSection, newsStatuses } from './NewsSection';

const meta = {
  title: 'Screens/Public/NewsSection',
  component: NewsSection,
  args: { announcements: sampleAnnouncements, status: 'loaded', allNewsHref: '/actualites' },
  argTypes: { status: { control: 'inline-radio', options: newsStatuses } },
} satisfies Meta<typeof NewsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Actualités et événements' })).toHaveAttribute('id', 'annonces');
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Toutes les actualités' })).toHaveAttribute('href', '/actualites');
  },
};

export const Loading: Story = {
  args: { status: 'loading', announcements: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Actualités et événements' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const ErrorState: Story = { name: 'Error', args: { status: 'error', announcements: [] } };

export const ErrorEnglish: Story = {
  globals: { locale: 'en' },
  args: { status: 'error', announcements: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The announcements could not be loaded.');
  },
};

export const Empty: Story = {
  args: { announcements: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Aucune annonce disponible' })).toBeVisible();
  },
};

export const EmptyEnglish: Story = {
  globals: { locale: 'en' },
  args: { announcements: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No announcements available' })).toBeVisible();
  },
};

export const LoadedEnglish: Story = { globals: { locale: 'en' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
