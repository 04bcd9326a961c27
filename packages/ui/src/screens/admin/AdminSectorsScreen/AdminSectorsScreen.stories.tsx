import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleSectorRows } from '../NamesListScreen/fixtures';
import { AdminSectorsScreen } from './AdminSectorsScreen';

const meta = {
  title: 'Screens/Admin/AdminSectorsScreen',
  component: AdminSectorsScreen,
  args: {
    search: '',
    onSearchChange: fn(),
    canWrite: true,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    list: { status: 'loaded' },
    onRetry: fn(),
    rows: sampleSectorRows,
    pager: { page: 0, totalItems: 23, onPageChange: fn() },
    count: { value: 23 },
  },
} satisfies Meta<typeof AdminSectorsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The first of three pages: 'Affichage de 1 à 10 sur 23 résultats', Previous disabled. */
export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Affichage de 1 à 10 sur 23 résultats')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Précédent/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Suivant/ }));
    await expect(args.pager.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const MiddlePage: Story = { args: { pager: { page: 1, totalItems: 23, onPageChange: fn() } } };

/** Next is disabled on the last page. */
export const LastPage: Story = {
  args: { rows: sampleSectorRows.slice(0, 3), pager: { page: 2, totalItems: 23, onPageChange: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Affichage de 21 à 23 sur 23 résultats')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Suivant/ })).toBeDisabled();
  },
};

/** Both buttons wait while a page loads (spec admin §2). */
export const PageLoading: Story = {
  args: { pager: { page: 1, totalItems: 23, loading: true, onPageChange: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Précédent/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Suivant/ })).toBeDisabled();
  },
};

/** One page only: no pager (spec admin §2). */
export const SinglePage: Story = {
  args: { rows: sampleSectorRows.slice(0, 4), pager: { page: 0, totalItems: 4, onPageChange: fn() }, count: { value: 4 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const Loading: Story = { args: { list: { status: 'loading' }, rows: [], count: { value: undefined, loading: true } } };

export const Empty: Story = {
  args: { rows: [], search: 'zzz', pager: { page: 0, totalItems: 0, onPageChange: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Aucun secteur trouvé' })).toBeVisible();
  },
};

/** The load failed: 'Erreur lors du chargement des secteurs' (spec admin §8) with Retry. */
export const LoadError: Story = {
  args: { list: { status: 'error' }, rows: [], pager: { page: 0, totalItems: 0, onPageChange: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Erreur lors du chargement des secteurs')).toBeVisible();
  },
};

/** A sector that still has companies cannot be deleted: its own words, not the duplicate message. */
export const InUseError: Story = {
  args: { notice: { tone: 'error', message: 'Ce secteur compte encore des entreprises : déplacez-les d’abord.', onDismiss: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Ce secteur compte encore des entreprises');
  },
};

export const DeleteConfirmation: Story = {
  args: { confirmDelete: { onConfirm: fn(), onCancel: fn() } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Êtes-vous sûr de vouloir supprimer ce secteur ?')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Annuler' }));
    await expect(args.confirmDelete?.onCancel).toHaveBeenCalled();
  },
};

/** A chamber administrator reads the sectors: no write button. */
export const ReadOnly: Story = {
  args: { canWrite: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Ajouter un secteur' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Modifier|^Supprimer/ })).toBeNull();
  },
};

/** In English: 'Showing X to Y of Z results' and the English names first. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Showing 1 to 10 of 23 results')).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

export const PhoneEnglish: Story = { globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } }, args: { canWrite: false } };
