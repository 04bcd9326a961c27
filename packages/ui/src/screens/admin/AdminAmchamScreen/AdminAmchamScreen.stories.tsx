import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminAmchamScreen, type AmchamRow } from './AdminAmchamScreen';
import { sampleAmchamRows } from './fixtures';

const meta = {
  title: 'Screens/Admin/AdminAmchamScreen',
  component: AdminAmchamScreen,
  args: {
    search: '',
    onSearchChange: fn(),
    canAdd: true,
    onAdd: fn(),
    list: { status: 'loaded' },
    onRetry: fn(),
    rows: sampleAmchamRows,
    page: 0,
    totalItems: sampleAmchamRows.length,
    onPageChange: fn(),
    onView: fn(),
    canEdit: (_row: AmchamRow): boolean => true,
    onEdit: fn(),
    canDelete: true,
    onDelete: fn(),
  },
} satisfies Meta<typeof AdminAmchamScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The network administrator's table: name with logo or flag, e-mail, phone, country (a globe and N/A when unknown), view / edit / delete. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('N/A', { selector: 'span' })[0]).toBeVisible();
    // flags are images (emoji show as boxes where no colour emoji font is installed); a globe for the unknown country
    await expect(canvasElement.textContent).not.toMatch(/\p{Regional_Indicator}/u);
    await expect([...canvasElement.querySelectorAll('img[data-flag]')].map((image) => image.getAttribute('src'))).toContain('/flags/sn.svg');
    await expect(canvasElement.querySelector('[data-flag="none"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Voir AmCham Sénégal' }));
    await expect(args.onView).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier AmCham Sénégal' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer AmCham Cameroun' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un pays' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** The search box filters (DESIGN.md corrects the original): what is typed goes to the container. */
export const Searched: Story = {
  args: { search: 'senegal', rows: sampleAmchamRows.slice(1, 2), totalItems: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher un Amcham' }), 'x');
    await expect(args.onSearchChange).toHaveBeenCalledWith('senegalx');
  },
};

/** 4 chambers a page, numbered pages with ellipses (spec admin §4, §9). */
export const Paged: Story = {
  args: { totalItems: 38, page: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByText('…')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 10' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(9);
  },
};

export const FirstPage: Story = {
  args: { totalItems: 9, page: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Précédent/ })).toBeDisabled();
  },
};

export const Loading: Story = { args: { list: { status: 'loading' }, rows: [], totalItems: 0 } };

export const Empty: Story = {
  args: { rows: [], totalItems: 0, search: 'zzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Aucun Amcham trouvé' })).toBeVisible();
    await expect(canvas.getByText('Essayez de modifier vos critères de recherche')).toBeVisible();
  },
};

export const EmptyEnglish: Story = {
  args: { rows: [], totalItems: 0, search: 'zzz' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No Amchams found' })).toBeVisible();
    await expect(canvas.getByText('Try modifying your search criteria')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { list: { status: 'error' }, rows: [], totalItems: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Une erreur est survenue')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Saved: the success banner, dismissible (it goes by itself after 3 s). */
export const SuccessBanner: Story = {
  args: { notice: { tone: 'success', message: 'Amcham enregistré avec succès', onDismiss: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Amcham enregistré avec succès');
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer' }));
    await expect(args.notice?.onDismiss).toHaveBeenCalled();
  },
};

/** A refused deletion: the error banner in the catalogue's words (it goes by itself after 5 s). */
export const ErrorBanner: Story = {
  args: {
    notice: { tone: 'error', message: 'Cette chambre compte encore des membres ou des utilisateurs : déplacez-les d’abord.', onDismiss: fn() },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Cette chambre compte encore des membres');
  },
};

export const DeleteConfirmation: Story = {
  args: { confirmDelete: { subject: 'AmCham Cameroun', onConfirm: fn(), onCancel: fn() } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Êtes-vous sûr de vouloir supprimer cet Amcham ?')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Supprimer' }));
    await expect(args.confirmDelete?.onConfirm).toHaveBeenCalled();
  },
};

export const Deleting: Story = { args: { confirmDelete: { subject: 'AmCham Cameroun', busy: true, onConfirm: fn(), onCancel: fn() } } };

/** A chamber administrator: no 'Add country', no delete, edit only on its own chamber's row. */
export const ChamberAdministrator: Story = {
  args: { canAdd: false, canDelete: false, canEdit: (row) => row.id === 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Ajouter un pays' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Supprimer/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: "Modifier AmCham Côte d'Ivoire" })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Modifier AmCham Sénégal' })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { totalItems: 38, page: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add country' })).toBeVisible();
  },
};

/** On a phone each row is a card of label / value lines. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, args: { totalItems: 38, page: 4 } };

export const PhoneEnglish: Story = { globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } }, args: { totalItems: 9 } };
