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
    await expect(canvas.getByRole('heading', { level: 1, name: 'Actualités et événements' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByText('Affichage de 1 à 3 sur 8 résultats')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const LoadedEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('All categories');
  },
};

export const FilteredByCategory: Story = {
  args: { categoryId: '2', announcements: sampleAnnouncements.slice(1, 2), total: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Catégorie' })).toHaveDisplayValue('Formation');
  },
};

export const Loading: Story = { args: { status: 'loading', announcements: [] } };

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', announcements: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Les annonces n’ont pas pu être chargées.');
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { announcements: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Aucune annonce disponible' })).toBeVisible();
  },
};

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
