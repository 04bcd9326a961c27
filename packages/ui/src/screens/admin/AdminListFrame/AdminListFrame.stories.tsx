import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { IconButton } from '../../../components/IconButton';
import type { NameRow } from '../NamesListScreen';
import { sampleSectorRows } from '../NamesListScreen/fixtures';
import { AdminListFilter, AdminListFrame, AdminListSearch } from './AdminListFrame';

// The frame alone, with literal words in each language (a screen gives it its catalogue's): every state of a
// back-office list, one behaviour for all of them.
const french = {
  caption: 'Secteurs',
  errorMessage: 'Erreur lors du chargement des secteurs',
  emptyTitle: 'Aucun secteur trouvé',
  confirmationText: {
    title: 'Supprimer le secteur',
    message: 'Êtes-vous sûr de vouloir supprimer ce secteur ?',
    confirmLabel: 'Supprimer',
    busyLabel: 'Suppression…',
  },
};

const columns = [
  { key: 'id', header: 'ID', cell: (row: NameRow) => String(row.id), width: '5rem' },
  { key: 'nameFr', header: 'Nom français', cell: (row: NameRow) => row.nameFr },
  { key: 'nameEn', header: 'Nom anglais', cell: (row: NameRow) => row.nameEn },
];

const onEdit = fn();
const onDelete = fn();
const onSearchChange = fn();

const meta = {
  title: 'Screens/Admin/AdminListFrame',
  component: AdminListFrame<NameRow>,
  args: {
    toolbar: (
      <>
        <AdminListSearch label="Rechercher un secteur" placeholder="Rechercher un secteur…" value="" onValueChange={onSearchChange} />
        <AdminListFilter label="Langue" allOption="Toutes" options={[{ value: 'fr', label: 'Français' }]} value="" onValueChange={fn()} />
        <Button leadingIcon={<Plus size={16} />}>Ajouter un secteur</Button>
      </>
    ),
    list: { status: 'loaded' },
    errorMessage: french.errorMessage,
    onRetry: fn(),
    caption: french.caption,
    columns,
    rows: sampleSectorRows,
    getRowKey: (row: NameRow) => row.id,
    rowActions: (row: NameRow) => (
      <>
        <IconButton size="sm" variant="ghost" label={`Modifier ${row.nameFr}`} icon={<Pencil size={16} />} onClick={() => onEdit(row)} />
        <IconButton size="sm" variant="ghost" label={`Supprimer ${row.nameFr}`} icon={<Trash2 size={16} />} onClick={() => onDelete(row)} />
      </>
    ),
    emptyState: <EmptyState headingLevel={3} title={french.emptyTitle} description="Essayez de modifier vos critères de recherche" />,
    pager: { page: 0, pageSize: 10, totalItems: 23, onPageChange: fn() },
    confirmationText: french.confirmationText,
  },
} satisfies Meta<typeof AdminListFrame<NameRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows with their actions, the toolbar (search, a filter, a button) and the pager. */
export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Secteurs' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier Santé' }));
    await expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher un secteur' }), 's');
    await expect(onSearchChange).toHaveBeenCalledWith('s');
  },
};

/** Skeleton rows while the list loads; the pager waits. */
export const Loading: Story = {
  args: { list: { status: 'loading' }, rows: [], loadingRows: 10, pager: { page: 0, pageSize: 10, totalItems: 23, loading: true, onPageChange: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No row: the screen's own empty state. */
export const Empty: Story = {
  args: { rows: [], pager: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucun secteur trouvé')).toBeVisible();
  },
};

/** The list failed: the service's message (or the screen's), and Retry in place of the table. */
export const LoadErrorWithRetry: Story = {
  args: { list: { status: 'error' }, rows: [], pager: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erreur lors du chargement des secteurs')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A failure whose state carries the service's message: that message is the title. */
export const LoadErrorWithMessage: Story = {
  args: { list: { status: 'error', message: 'Le service ne répond pas' }, rows: [], pager: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Le service ne répond pas')).toBeVisible();
  },
};

/** A success notice above the list, dismissible. */
export const SuccessNotice: Story = {
  args: { notice: { tone: 'success', message: 'Secteur « Santé » enregistré', onDismiss: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Secteur « Santé » enregistré')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fermer' })).toBeVisible();
  },
};

/** Closing the notice reports it and takes it away. */
export const NoticeDismissed: Story = {
  args: { notice: { tone: 'success', message: 'Secteur « Santé » enregistré', onDismiss: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer' }));
    await expect(args.notice?.onDismiss).toHaveBeenCalled();
    await expect(canvas.queryByText('Secteur « Santé » enregistré')).toBeNull();
  },
};

/** A failure notice (a save or a deletion refused) above the rows, which stay. */
export const ErrorNotice: Story = {
  args: { notice: { tone: 'error', message: 'Erreur lors de la suppression du secteur', onDismiss: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erreur lors de la suppression du secteur')).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

/** A deletion waits for the answer: cancel and confirm report it. */
export const DeleteConfirmation: Story = {
  args: { confirmation: { onConfirm: fn(), onCancel: fn() } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Supprimer le secteur' });
    await expect(within(dialog).getByText('Êtes-vous sûr de vouloir supprimer ce secteur ?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await expect(args.confirmation?.onConfirm).toHaveBeenCalled();
  },
};

/** The deletion's call runs: the confirm button says so and nothing else can be pressed. */
export const DeleteConfirmationBusy: Story = {
  args: { confirmation: { busy: true, onConfirm: fn(), onCancel: fn() } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Supprimer le secteur' });
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeDisabled();
  },
};

/** English, on a phone: the rows become cards, the frame's own word (Retry) in English. */
export const EnglishPhoneError: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  args: {
    toolbar: (
      <>
        <AdminListSearch label="Search a sector" placeholder="Search a sector…" value="" onValueChange={onSearchChange} />
        <Button leadingIcon={<Plus size={16} />}>Add a sector</Button>
      </>
    ),
    caption: 'Sectors',
    list: { status: 'error', message: 'Error loading sectors' },
    rows: [],
    pager: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** On a phone: the toolbar is a column, each row a card. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
