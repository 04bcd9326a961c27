import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCategoryRows } from '../NamesListScreen/fixtures';
import { AdminCategoriesScreen } from './AdminCategoriesScreen';

const meta = {
  title: 'Screens/Admin/AdminCategoriesScreen',
  component: AdminCategoriesScreen,
  args: {
    search: '',
    onSearchChange: fn(),
    canWrite: true,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    list: { status: 'loaded' },
    onRetry: fn(),
    rows: sampleCategoryRows,
  },
} satisfies Meta<typeof AdminCategoriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** ID, the name of the current language, French name, English name, edit and delete. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier Formation' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer Actualité' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une catégorie' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** In English the display column shows the English names. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit Training' })).toBeVisible();
  },
};

export const Loading: Story = { args: { list: { status: 'loading' }, rows: [] } };

export const Empty: Story = {
  args: { rows: [], search: 'zzz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Aucune catégorie trouvée' })).toBeVisible();
  },
};

export const EmptyEnglish: Story = {
  args: { rows: [], search: 'zzz' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No categories found' })).toBeVisible();
  },
};

export const LoadError: Story = { args: { list: { status: 'error', message: 'Erreur de connexion' }, rows: [] } };

/** A category that still has announcements: its own words, in the error banner with its close button. */
export const InUseError: Story = {
  args: { notice: { tone: 'error', message: 'Cette catégorie compte encore des annonces : déplacez-les d’abord.', onDismiss: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Cette catégorie compte encore des annonces');
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer' }));
    await expect(args.notice?.onDismiss).toHaveBeenCalled();
  },
};

export const DeleteConfirmation: Story = {
  args: { confirmDelete: { onConfirm: fn(), onCancel: fn() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByText('Êtes-vous sûr de vouloir supprimer cette catégorie ?')).toBeVisible();
  },
};

/** A chamber administrator reads the categories: no write button. */
export const ReadOnly: Story = {
  args: { canWrite: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Ajouter une catégorie' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Modifier|^Supprimer/ })).toBeNull();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

export const PhoneEnglish: Story = { globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } }, args: { canWrite: false } };
