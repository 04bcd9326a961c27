import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleChambers } from '../fixtures';
import { AdminJournalScreen, noJournalFilters } from './AdminJournalScreen';
import type { JournalEntryRow } from './AdminJournalScreen';

const sampleEntries: JournalEntryRow[] = [
  {
    id: 42,
    at: '2026-11-24T10:15:00.000Z',
    email: 'admin.ga@annuaire.demo',
    role: 'ADMIN_AMCHAM',
    kind: 'status',
    action: 'update',
    targetId: 12,
    changes: [{ field: 'status', before: 'PENDING', after: 'ACTIVE' }],
  },
  {
    id: 41,
    at: '2026-11-23T16:02:00.000Z',
    email: 'membre12@annuaire.demo',
    role: 'MEMBER',
    kind: 'company',
    action: 'update',
    targetId: 12,
    changes: [
      { field: 'phone', before: '+241 01 23 45 67', after: '+241 07 65 43 21' },
      { field: 'description_fr', before: 'Travaux publics', after: 'Travaux publics et génie civil à Libreville' },
    ],
  },
  {
    id: 40,
    at: '2026-11-20T08:30:00.000Z',
    email: 'admin.reseau@annuaire.demo',
    role: 'ADMIN_RESEAU',
    kind: 'sector',
    action: 'create',
    targetId: 18,
    changes: [
      { field: 'name_fr', before: '', after: 'Énergies renouvelables' },
      { field: 'name_en', before: '', after: 'Renewable energy' },
    ],
  },
  {
    id: 39,
    at: '2026-11-19T11:45:00.000Z',
    email: 'admin.ga@annuaire.demo',
    role: 'ADMIN_AMCHAM',
    kind: 'banner',
    action: 'delete',
    targetId: 7,
    changes: [{ field: 'title', before: 'Forum Gabon 2026', after: '' }],
  },
  {
    id: 38,
    at: '2026-11-18T09:00:00.000Z',
    email: 'admin.ga@annuaire.demo',
    role: 'ADMIN_AMCHAM',
    kind: 'import',
    action: 'import',
    targetId: null,
    changes: [],
  },
];

const meta = {
  title: 'Screens/Admin/AdminJournalScreen',
  component: AdminJournalScreen,
  args: {
    filters: noJournalFilters,
    onFiltersChange: fn(),
    list: { status: 'loaded' },
    onRetry: fn(),
    rows: sampleEntries,
    page: 0,
    totalItems: sampleEntries.length,
    onPageChange: fn(),
  },
} satisfies Meta<typeof AdminJournalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each write: date and time in the user's language, who (e-mail and role), kind, action and the item's id. */
export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('24/11/2026 10:15')).toBeVisible();
    await expect(canvas.getAllByText('admin.ga@annuaire.demo')[0]).toBeVisible();
    await expect(canvas.getAllByText('Administrateur de chambre')[0]).toBeVisible();
    await expect(canvas.getByText('Administrateur réseau')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Statut' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Suppression' })).toBeVisible();
    await expect(canvas.getAllByText('#12')).toHaveLength(2);
  },
};

/** The filters report each change whole: person (part of the e-mail), kind (every kind translated), days. */
export const FilterInteractions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const kind = canvas.getByRole('combobox', { name: 'Type' });
    await expect(within(kind).getAllByRole('option')).toHaveLength(15);
    await userEvent.selectOptions(kind, 'Statut');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...noJournalFilters, kind: 'status' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Personne' }), 'g');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...noJournalFilters, person: 'g' });
    await userEvent.type(canvas.getByLabelText('Du'), '2026-11-01');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...noJournalFilters, from: '2026-11-01' });
    await expect(canvas.queryByRole('button', { name: 'Effacer les filtres' })).toBeNull();
  },
};

/** Filtered: the fields say so, and one button clears them all. */
export const Filtered: Story = {
  args: {
    filters: { person: 'admin.ga', kind: 'status', from: '2026-11-01', to: '2026-11-30', chamberId: '' },
    rows: sampleEntries.slice(0, 1),
    totalItems: 1,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveValue('status');
    await expect(canvas.getByRole('searchbox', { name: 'Personne' })).toHaveValue('admin.ga');
    await userEvent.click(canvas.getByRole('button', { name: 'Effacer les filtres' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(noJournalFilters);
  },
};

/** A filter that matches nothing. */
export const FilteredEmpty: Story = {
  args: { filters: { ...noJournalFilters, kind: 'partner' }, rows: [], totalItems: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune modification ne correspond à ces filtres.')).toBeVisible();
  },
};

/** The details of a write: only the fields it changed, before -> after. */
export const DetailsOpen: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: "Voir le détail de l'entrée 41" }));
    const dialog = await body.findByRole('dialog', { name: 'Fiche membre · Modification' });
    await expect(within(dialog).getByText('Par membre12@annuaire.demo, le 23/11/2026 16:02')).toBeVisible();
    await expect(within(dialog).getByRole('rowheader', { name: 'phone' })).toBeVisible();
    await expect(within(dialog).getByRole('cell', { name: '+241 01 23 45 67' })).toBeVisible();
    await expect(within(dialog).getByRole('cell', { name: '+241 07 65 43 21' })).toBeVisible();
    await expect(within(dialog).getAllByRole('row')).toHaveLength(3);
  },
};

/** A creation has nothing before; an import changed no row field of its own. */
export const DetailsOfCreation: Story = {
  args: { defaultDetailsId: 40 },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Secteur · Création' });
    await expect(within(dialog).getByRole('cell', { name: 'Énergies renouvelables' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
  },
};

export const DetailsWithoutChange: Story = { args: { defaultDetailsId: 38 } };

/** The network administrator also picks a chamber (or all of them). */
export const NetworkAdministrator: Story = {
  args: { chambers: sampleChambers },
  play: async ({ canvasElement, args }) => {
    const picker = within(canvasElement).getByRole('combobox', { name: 'Chambre concernée' });
    await expect(picker).toHaveValue('');
    await userEvent.selectOptions(picker, 'AmCham Sénégal');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...noJournalFilters, chamberId: '2' });
  },
};

/** More than one page: the kit's pager. */
export const Paged: Story = {
  args: { totalItems: 57, page: 1 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Suivant/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = { args: { list: { status: 'loading' }, rows: [], totalItems: 0 } };

export const Empty: Story = {
  args: { rows: [], totalItems: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Aucune modification enregistrée' })).toBeVisible();
  },
};

/** The load failed: the message and Retry. */
export const LoadError: Story = {
  args: { list: { status: 'error', message: 'Accès interdit' }, rows: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Accès interdit')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('11/24/26, 10:15 AM')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Kind' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View the details of entry 42' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Status · Update' })).toBeVisible();
  },
};

export const EnglishEmpty: Story = {
  globals: { locale: 'en' },
  args: { rows: [], totalItems: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No change recorded' })).toBeVisible();
  },
};

/** On a phone the filters stack and each row is a card of label / value lines. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, args: { totalItems: 57 } };

export const PhoneDetails: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { defaultDetailsId: 41 },
};

export const PhoneEnglish: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'en' },
  args: { chambers: sampleChambers, filters: { ...noJournalFilters, kind: 'company' } },
};
