import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleAnnouncements } from '../fixtures';
import { newsStatuses } from '../NewsSection';
import { NewsScreen } from './NewsScreen';

const categories = [
  { value: '1', label: 'Événement' },
  { value: '2', label: 'Formation' },
  { value: '3', label: 'Annonce' },
];

const meta = {
  title: 'Screens/Public/NewsScreen',
  component: NewsScreen,
  args: {
    announcements: sampleAnnouncements,
    status: 'loaded',
    categories,
    categoryId: '',
    onCategoryChange: fn(),
    page: 0,
    pageSize: 3,
    total: 8,
    onPageChange: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: newsStatuses } },
} satisfies Meta<typeof NewsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const LoadedEnglish: Story = { globals: { locale: 'en' } };

export const FilteredByCategory: Story = { args: { categoryId: '2', announcements: sampleAnnouncements.slice(1, 2), total: 1 } };

export const Loading: Story = { args: { status: 'loading', announcements: [] } };

export const ErrorState: Story = { name: 'Error', args: { status: 'error', announcements: [] } };

export const Empty: Story = { args: { announcements: [], total: 0 } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** The app's page: the pager's pages are links to their addresses, the category a form (both read without JavaScript). */
export const WithAddresses: Story = {
  args: { pageHref: (page) => `/actualites${page > 0 ? `?page=${page}` : ''}`, categoryForm: { action: '/actualites', name: 'categorie' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/actualites?page=1');
    await expect(canvas.getByRole('combobox', { name: 'Catégorie' })).toHaveAttribute('name', 'categorie');
    await userEvent.click(canvas.getByRole('link', { name: 'Suivant' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};
