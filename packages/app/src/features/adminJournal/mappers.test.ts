import { noJournalFilters } from '@annuaire/ui';
import { describe, expect, it } from 'vitest';
import { changesOf, filtersOfQuery, queryOfFilters, valueText } from './mappers';

describe('the changes of an audit entry (before -> after)', () => {
  it('keeps only the columns whose value differs, in the row order', () => {
    expect(
      changesOf({ id: 12, name: 'SGT', status: 'PENDING', telephone: '+241 01' }, { id: 12, name: 'SGT', status: 'ACTIVE', telephone: '+241 02' }),
    ).toEqual([
      { field: 'status', before: 'PENDING', after: 'ACTIVE' },
      { field: 'telephone', before: '+241 01', after: '+241 02' },
    ]);
  });

  it('shows every set column of a creation, and every column of a deletion, against nothing', () => {
    expect(changesOf(null, { id: 3, name_fr: 'Mines', website: null })).toEqual([
      { field: 'id', before: '', after: '3' },
      { field: 'name_fr', before: '', after: 'Mines' },
    ]);
    expect(changesOf({ id: 3, title: 'Forum' }, null)).toEqual([
      { field: 'id', before: '3', after: '' },
      { field: 'title', before: 'Forum', after: '' },
    ]);
  });

  it('compares nested values by their JSON (a list of hours, an import report)', () => {
    expect(changesOf({ hours: [{ day: 'MONDAY' }] }, { hours: [{ day: 'MONDAY' }] })).toEqual([]);
    expect(changesOf(null, [{ created: 2 }])).toEqual([{ field: '0', before: '', after: '{"created":2}' }]);
    expect(valueText(true)).toBe('true');
  });
});

describe('the filters in the URL (a reload keeps them)', () => {
  it('reads what it knows and drops anything malformed', () => {
    expect(filtersOfQuery(new URLSearchParams('person=admin.ga&kind=status&from=2026-11-01&to=2026-11-30&chamber=6&page=2'))).toEqual({
      filters: { person: 'admin.ga', kind: 'status', from: '2026-11-01', to: '2026-11-30', chamberId: '6' },
      page: 2,
    });
    expect(filtersOfQuery(new URLSearchParams('kind=password&from=01/11/2026&chamber=0&page=-1'))).toEqual({ filters: noJournalFilters, page: 0 });
  });

  it('writes only what is set, and reads back the same', () => {
    const filters = { ...noJournalFilters, kind: 'banner' as const, to: '2026-11-30' };
    expect(queryOfFilters(filters, 0).toString()).toBe('kind=banner&to=2026-11-30');
    expect(filtersOfQuery(queryOfFilters(filters, 3))).toEqual({ filters, page: 3 });
  });
});
