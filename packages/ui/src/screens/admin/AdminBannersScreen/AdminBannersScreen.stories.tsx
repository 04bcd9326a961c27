import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminBannersScreen } from './AdminBannersScreen';
import { sampleBannerRows } from './fixtures';

const meta = {
  title: 'Screens/Admin/AdminBannersScreen',
  component: AdminBannersScreen,
  args: {
    search: '',
    onSearchChange: fn(),
    statusFilter: 'ALL',
    onStatusFilterChange: fn(),
    onAdd: fn(),
    list: { status: 'loaded' },
    onRetry: fn(),
    rows: sampleBannerRows,
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof AdminBannersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every status badge (Actif, Expiré, En attente), permanent yes/no, dates dd-mm-yyyy, clicks, the network-wide mark. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table'));
    await expect(table.getByText('Expiré')).toBeVisible();
    await expect(table.getByText('En attente')).toBeVisible();
    await expect(table.getAllByText('Actif')).toHaveLength(2);
    await expect(canvas.getByText('Tout le réseau')).toBeVisible();
    await expect(canvas.getByText('1 348')).toBeVisible();
    const view = canvas.getByRole('link', { name: 'Voir le lien de Semaine de l’export - Ateliers (nouvel onglet)' });
    await expect(view).toHaveAttribute('href', 'https://export.example.org');
    await expect(view).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier Salon de l’industrie - Merci' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer Salon de l’industrie - Merci' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une bannière' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { list: { status: 'loading' }, rows: [] } };

/** spec admin §8: 'Erreur lors du chargement des bannières' with a retry button. */
export const LoadError: Story = {
  args: { list: { status: 'error' }, rows: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erreur lors du chargement des bannières')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune bannière')).toBeVisible();
  },
};

/** A search and a status filter: only the expired banner; typing reports the search. */
export const Filtered: Story = {
  args: { search: 'salon', statusFilter: 'EXPIRED', rows: sampleBannerRows.filter((row) => row.status === 'EXPIRED') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher une bannière' }), 'x');
    await expect(args.onSearchChange).toHaveBeenCalledWith('salonx');
  },
};

export const FilteredEmpty: Story = {
  args: { search: 'inconnue', rows: [], filtered: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune bannière ne correspond')).toBeVisible();
  },
};

/** Delete asks for confirmation first (spec admin §5). */
export const DeleteConfirmation: Story = {
  args: { confirmDelete: { subject: sampleBannerRows[2]!.title, onConfirm: fn(), onCancel: fn() } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Êtes-vous sûr de vouloir supprimer la bannière « Salon de l’industrie - Merci » ?')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Supprimer' }));
    await expect(args.confirmDelete?.onConfirm).toHaveBeenCalled();
  },
};

/** A deletion that failed: the banner catalogue's message, dismissible (the original only logged it). */
export const DeleteFailed: Story = {
  args: { notice: { tone: 'error', message: 'Accès interdit aux bannières', onDismiss: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Accès interdit aux bannières')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table'));
    await expect(table.getByText('Expired')).toBeVisible();
    await expect(table.getByText('Whole network')).toBeVisible();
  },
};

export const EnglishLoadError: Story = { globals: { locale: 'en' }, args: { list: { status: 'error' }, rows: [] } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

export const PhoneEnglish: Story = { globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } } };

export const PhoneEmpty: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, args: { rows: [] } };
