import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminAnnouncementsScreen } from './AdminAnnouncementsScreen';
import { sampleAnnouncementRows, sampleCategoryOptions } from './fixtures';

const meta = {
  title: 'Screens/Admin/AdminAnnouncementsScreen',
  component: AdminAnnouncementsScreen,
  args: {
    search: '',
    onSearchChange: fn(),
    categories: sampleCategoryOptions,
    categoryFilter: '',
    onCategoryFilterChange: fn(),
    period: 'all',
    onPeriodChange: fn(),
    onAdd: fn(),
    list: { status: 'loaded' },
    onRetry: fn(),
    rows: sampleAnnouncementRows,
    page: 0,
    totalItems: sampleAnnouncementRows.length,
    onPageChange: fn(),
    viewing: null,
    onView: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof AdminAnnouncementsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Image and title, category, start date, status Publié or Passé, actions; the network-wide mark. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table'));
    await expect(table.getAllByText('Publié')).toHaveLength(2);
    await expect(table.getByText('Passé')).toBeVisible();
    await expect(table.getByText('Tout le réseau')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Voir Petit-déjeuner networking' }));
    await expect(args.onView).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier Petit-déjeuner networking' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer Atelier export vers les États-Unis' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  },
};

/** Upcoming by default: the period filter reports a change. */
export const Upcoming: Story = {
  args: { period: 'upcoming', rows: sampleAnnouncementRows.filter((row) => !row.past) },
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Période' }), 'past');
    await expect(args.onPeriodChange).toHaveBeenCalledWith('past');
  },
};

export const Past: Story = { args: { period: 'past', rows: sampleAnnouncementRows.filter((row) => row.past) } };

export const Loading: Story = { args: { list: { status: 'loading' }, rows: [] } };

/** The list failed: the service's message and Retry, as every back-office list (the table is not shown empty). */
export const LoadError: Story = {
  args: { list: { status: 'error', message: 'Accès interdit' }, rows: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Accès interdit')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** spec admin §8: a failed deletion, the message in a dismissible banner above the list. */
export const DeleteFailed: Story = {
  args: { notice: { tone: 'error', message: 'Accès interdit', onDismiss: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Accès interdit')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fermer' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], totalItems: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune annonce')).toBeVisible();
  },
};

/** A search and a category: the narrowed list; typing reports the search. */
export const Filtered: Story = {
  args: { search: 'atelier', categoryFilter: '4', rows: sampleAnnouncementRows.filter((row) => row.id === 7), totalItems: 1, filtered: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Rechercher une annonce' }), 's');
    await expect(args.onSearchChange).toHaveBeenCalledWith('ateliers');
  },
};

export const FilteredEmpty: Story = { args: { search: 'inconnue', rows: [], totalItems: 0, filtered: true } };

/** More than one page: the pager of 10 (spec admin §9). */
export const Paged: Story = { args: { totalItems: 23 } };

/** View shows the announcement read-only. */
export const Viewing: Story = {
  args: { viewing: sampleAnnouncementRows[0] },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Du 10-12-2026 au 10-12-2026, de 08:00 à 10:00')).toBeVisible();
    await userEvent.click(body.getAllByRole('button', { name: 'Fermer' })[0]!);
    await expect(args.onView).toHaveBeenCalledWith(null);
  },
};

/** Delete asks for confirmation first (spec admin §5). */
export const DeleteConfirmation: Story = {
  args: { confirmDelete: { subject: sampleAnnouncementRows[2]!.title, onConfirm: fn(), onCancel: fn() } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(/Êtes-vous sûr de vouloir supprimer l'annonce « Atelier export vers les États-Unis »/)).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Supprimer' }));
    await expect(args.confirmDelete?.onConfirm).toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table'));
    await expect(table.getByText('Past')).toBeVisible();
    await expect(table.getAllByText('Published')).toHaveLength(2);
  },
};

export const EnglishEmpty: Story = { globals: { locale: 'en' }, args: { rows: [], totalItems: 0 } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, args: { totalItems: 23 } };

export const PhoneEnglish: Story = { globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } } };
