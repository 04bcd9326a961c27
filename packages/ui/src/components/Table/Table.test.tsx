import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../testing/render';
import { Table } from './Table';
import type { TableColumn } from './Table';
import { memberRows } from './fixtures';
import type { MemberRow } from './fixtures';

const columns: Array<TableColumn<MemberRow>> = [
  { key: 'name', header: 'Entreprise' },
  { key: 'sector', header: 'Secteur', cell: (row) => row.sector.toUpperCase() },
];

describe('Table', () => {
  describe('given rows', () => {
    it('names the table by its caption and shows one row per item under the column headers', () => {
      renderWithUi(<Table caption="Membres" columns={columns} rows={memberRows} getRowKey={(row) => row.id} />);
      const table = screen.getByRole('table', { name: 'Membres' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['Entreprise', 'Secteur']);
      const [, firstRow] = within(table).getAllByRole('row');
      expect(
        within(firstRow as HTMLElement)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ).toEqual(['Atlas Conseil', 'FINANCE']);
    });

    it('adds an Actions column whose buttons receive their row', async () => {
      const onDelete = vi.fn();
      const { user } = renderWithUi(
        <Table
          caption="Membres"
          columns={columns}
          rows={memberRows}
          getRowKey={(row) => row.id}
          rowActions={(row) => (
            <button type="button" onClick={() => onDelete(row.id)}>
              Supprimer {row.name}
            </button>
          )}
        />,
      );
      expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Supprimer Boulangerie Élysée' }));
      expect(onDelete).toHaveBeenCalledWith(2);
    });
  });

  describe('given no rows', () => {
    it('shows the empty state across all columns', () => {
      renderWithUi(<Table caption="Catégories" columns={columns} rows={[]} getRowKey={(row) => row.id} emptyState={<p>No categories found</p>} />);
      const cell = screen.getByText('No categories found').closest('td');
      expect(cell).toHaveAttribute('colspan', '2');
    });

    it('falls back to the kit empty state', () => {
      renderWithUi(<Table caption="Catégories" columns={columns} rows={[]} getRowKey={(row) => row.id} />);
      expect(screen.getByRole('heading', { name: 'Aucun résultat' })).toBeInTheDocument();
    });
  });

  describe('given loading', () => {
    it('marks the table busy and shows placeholder rows instead of data', () => {
      renderWithUi(<Table caption="Membres" columns={columns} rows={memberRows} getRowKey={(row) => row.id} loading loadingRows={2} />);
      const table = screen.getByRole('table', { name: 'Membres' });
      expect(table).toHaveAttribute('aria-busy', 'true');
      expect(within(table).getAllByRole('row')).toHaveLength(3);
      expect(screen.queryByText('Atlas Conseil')).not.toBeInTheDocument();
    });
  });
});
