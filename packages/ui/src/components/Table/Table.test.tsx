import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../testing/render';
import { Table } from './Table';
import type { TableColumn } from './Table';
import type { MemberRow } from './fixtures';

const columns: Array<TableColumn<MemberRow>> = [
  { key: 'name', header: 'Entreprise' },
  { key: 'sector', header: 'Secteur', cell: (row) => row.sector.toUpperCase() },
];

describe('Table', () => {
  describe('given no rows', () => {
    it('falls back to the kit empty state', () => {
      renderWithUi(<Table caption="Catégories" columns={columns} rows={[]} getRowKey={(row) => row.id} />);
      expect(screen.getByRole('heading', { name: 'Aucun résultat' })).toBeInTheDocument();
    });
  });
});
