import type { Meta, StoryObj } from '@storybook/react-vite';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { StatusBadge } from '../StatusBadge';
import { EmptyState } from '../EmptyState';
import { Table } from './Table';
import type { TableColumn } from './Table';
import { memberRows } from './fixtures';
import type { MemberRow } from './fixtures';

const columns: Array<TableColumn<MemberRow>> = [
  { key: 'name', header: 'Entreprise' },
  { key: 'sector', header: 'Secteur' },
  { key: 'status', header: 'Statut', cell: (row) => <StatusBadge status={row.status} /> },
  { key: 'date', header: 'Date' },
];

const onView = fn();
const onEdit = fn();
const onDelete = fn();

const meta = {
  title: 'Components/Table',
  component: Table<MemberRow>,
  args: {
    columns,
    rows: memberRows,
    getRowKey: (row: MemberRow) => row.id,
    caption: 'Membres de la chambre',
    hideCaption: false,
    loading: false,
    rowActions: (row: MemberRow) => (
      <>
        <IconButton size="sm" label={`Voir ${row.name}`} icon={<Eye size={16} />} onClick={() => onView(row.id)} />
        <IconButton size="sm" label={`Modifier ${row.name}`} icon={<Pencil size={16} />} onClick={() => onEdit(row.id)} />
        <IconButton size="sm" variant="danger" label={`Supprimer ${row.name}`} icon={<Trash2 size={16} />} onClick={() => onDelete(row.id)} />
      </>
    ),
  },
  argTypes: { columns: { control: false }, rows: { control: false }, rowActions: { control: false } },
} satisfies Meta<typeof Table<MemberRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Membres de la chambre' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Entreprise', 'Secteur', 'Statut', 'Date', 'Actions']);
    const [, firstRow] = within(table).getAllByRole('row');
    // a column's own cell renderer (the status badge) fills its cells
    await expect(within(firstRow as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent(/^(Actif|Inactif|En attente|Expiré|Publié)$/);
  },
};

export const WithRowActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(memberRows.length + 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier Côte Numérique' }));
    await expect(onEdit).toHaveBeenCalledWith(3);
  },
};

export const Empty: Story = {
  args: { rows: [], emptyState: <EmptyState headingLevel={4} title="Aucun membre trouvé" /> },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Aucun membre trouvé' });
    await expect(heading).toBeVisible();
    // across every column, actions included
    await expect(heading.closest('td')).toHaveAttribute('colspan', '5');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Membres de la chambre' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).queryByText(memberRows[0]!.name)).not.toBeInTheDocument();
  },
};

export const WithoutActions: Story = { args: { rowActions: undefined, hideCaption: true } };
