import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleMemberRows, sampleSummaryCards } from '../fixtures';
import { AdminMembersScreen } from './AdminMembersScreen';

const meta = {
  title: 'Screens/Admin/AdminMembersScreen',
  component: AdminMembersScreen,
  args: {
    summary: { cards: sampleSummaryCards },
    search: '',
    onSearchChange: fn(),
    statusFilter: 'ALL',
    onStatusFilterChange: fn(),
    onAdd: fn(),
    onExport: fn(),
    onImport: fn(),
    list: { status: 'loaded' },
    onRetry: fn(),
    rows: sampleMemberRows,
    page: 0,
    totalItems: sampleMemberRows.length,
    onPageChange: fn(),
    viewHref: (row) => `/admin/membres/${row.id}`,
    editHref: (row) => `/admin/membres/${row.id}/edit`,
    onStatusChange: fn(),
  },
} satisfies Meta<typeof AdminMembersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The table: name with logo and sector, country, status badge, creation date dd-mm-yyyy, actions. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('14-03-2025')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir Société Générale des Travaux' })).toHaveAttribute('href', '/admin/membres/12');
    await expect(canvas.getByRole('link', { name: 'Modifier Société Générale des Travaux' })).toHaveAttribute('href', '/admin/membres/12/edit');
    await userEvent.click(canvas.getByRole('button', { name: 'Activer Banque du Sahel' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(expect.objectContaining({ id: 31 }), 'ACTIVE');
  },
};

/** An En attente member is approved (Actif) or refused (Inactif) from its row. */
export const PendingMember: Story = {
  args: { statusFilter: 'PENDING', rows: sampleMemberRows.filter((row) => row.status === 'PENDING') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approuver Clinique Les Palmiers' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(expect.objectContaining({ id: 44 }), 'ACTIVE');
    await userEvent.click(canvas.getByRole('button', { name: 'Refuser Clinique Les Palmiers' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Refuser cette demande ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(expect.objectContaining({ id: 44 }), 'INACTIVE');
  },
};

/** Deactivating a member asks first (it leaves the public directory); cancelling changes nothing. */
const applicationRows = [
  {
    id: 44,
    name: 'Clinique Les Palmiers',
    sector: 'Santé',
    country: "Côte d'Ivoire",
    countryIcon: '🇨🇮',
    status: 'PENDING' as const,
    createdAt: '2026-10-02T15:30:00Z',
    overdue: true,
  },
  { id: 71, name: 'Atelier Kente', sector: 'Artisanat', country: 'Ghana', countryIcon: '🇬🇭', status: 'PENDING' as const, createdAt: '2026-11-20T09:00:00Z' },
];

/** 'Candidatures': the membership applications awaiting an answer, the one left 30 days first and marked. */
export const Applications: Story = {
  args: { statusFilter: 'APPLICATIONS', rows: applicationRows, totalItems: applicationRows.length },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const filter = canvas.getByRole('combobox', { name: 'Statut' });
    await expect(filter).toHaveValue('APPLICATIONS');
    await expect(within(filter).getByRole('option', { name: 'Candidatures' })).toBeInTheDocument();
    await expect(canvas.getAllByText('Sans réponse depuis 30 jours')).toHaveLength(1);
    await userEvent.selectOptions(filter, 'Tous les statuts');
    await expect(args.onStatusFilterChange).toHaveBeenCalledWith('ALL');
  },
};

export const ApplicationsEnglishPhone: Story = {
  args: { statusFilter: 'APPLICATIONS', rows: applicationRows, totalItems: applicationRows.length },
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Unanswered for 30 days')).toBeVisible();
  },
};

export const DeactivateAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Désactiver Société Générale des Travaux' }));
    const dialog = body.getByRole('alertdialog', { name: 'Désactiver ce membre ?' });
    await expect(dialog).toHaveTextContent('Société Générale des Travaux ne sera plus visible dans l’annuaire public.');
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Désactiver Société Générale des Travaux' }));
    await userEvent.click(within(body.getByRole('alertdialog')).getByRole('button', { name: 'Désactiver' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }), 'INACTIVE');
  },
};

export const DeactivateAsksFirstEnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deactivate Société Générale des Travaux' }));
    await expect(within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Deactivate this member?' })).toBeVisible();
  },
};

/** Searched and filtered: the box and the filter say so. */
export const Filtered: Story = {
  args: { search: 'ecole', statusFilter: 'ACTIVE', rows: sampleMemberRows.slice(3), totalItems: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Statut' })).toHaveValue('ACTIVE');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Statut' }), 'Tous les statuts');
    await expect(args.onStatusFilterChange).toHaveBeenCalledWith('ALL');
  },
};

/** More than one page: the pager of 10 shows, previous disabled on the first page. */
export const Paged: Story = {
  args: { totalItems: 34, page: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Précédent/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Suivant/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const LastPage: Story = { args: { totalItems: 34, page: 3 } };

/** While a page loads, previous and next both wait (spec admin §9). */
export const PageLoading: Story = { args: { totalItems: 34, page: 1, pageLoading: true } };

export const Loading: Story = { args: { list: { status: 'loading' }, rows: [], summary: { cards: [], loading: true } } };

export const Empty: Story = {
  args: { rows: [], totalItems: 0, search: 'zzz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Aucun membre trouvé' })).toBeVisible();
  },
};

/** The load failed: 'Erreur lors du chargement' (or the catalogue's message) with Retry. */
export const LoadError: Story = {
  args: { list: { status: 'error' }, rows: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erreur lors du chargement')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A status change failed: the row went back and the message says why. */
export const StatusChangeFailed: Story = {
  args: { notice: { tone: 'error', message: 'Accès interdit', onDismiss: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Accès interdit');
  },
};

/** A member was created and its representative invited. */
export const MemberCreated: Story = {
  args: { notice: { tone: 'success', message: 'Le membre « Atelier Bois & Design » a été créé.', onDismiss: fn() } },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add a member' })).toBeVisible();
  },
};

/** On a phone each row is a card of label / value lines. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, args: { totalItems: 34 } };
