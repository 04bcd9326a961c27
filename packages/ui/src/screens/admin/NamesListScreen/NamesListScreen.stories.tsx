import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCategoryRows, sampleSectorRows } from './fixtures';
import { NamesListScreen } from './NamesListScreen';

// The frame the categories and sectors pages share (AdminCategoriesScreen and AdminSectorsScreen have the page
// stories): here its own variants, one kind against the other, with and without writes, count card and pager.
const meta = {
  title: 'Screens/Admin/NamesListScreen',
  component: NamesListScreen,
  args: {
    kind: 'sector',
    search: '',
    onSearchChange: fn(),
    canWrite: true,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    list: { status: 'loaded' },
    onRetry: fn(),
    rows: sampleSectorRows,
    count: { value: 23 },
    pager: { page: 0, totalItems: 23, onPageChange: fn() },
  },
} satisfies Meta<typeof NamesListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sectors: the count card, the table, and the pager of 10 (three pages for 23 sectors). */
export const SectorsWithCountAndPager: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ajouter un secteur' })).toBeVisible();
    await expect(canvas.getByText('23')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier Santé' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  },
};

/** Categories, read by a chamber administrator: no add, edit or delete button, and the read-only note. */
export const CategoriesReadOnly: Story = {
  args: { kind: 'category', rows: sampleCategoryRows, canWrite: false, count: undefined, pager: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Lecture seule : seul l'administrateur du réseau modifie les catégories.")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ajouter une catégorie' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Modifier / })).toBeNull();
  },
};

/** The list failed: the kind's message and Retry. */
export const LoadFailed: Story = {
  args: { list: { status: 'error', message: 'Erreur lors du chargement des secteurs' }, rows: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Réessayer/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** English, on a phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit Health' })).toBeVisible();
  },
};
