import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { sampleCountries, sampleSectors } from '../fixtures';
import { emptyMemberFilters } from '../types';
import type { MemberFilters } from '../types';
import { SearchPanel } from './SearchPanel';

/** The panel under a page that keeps the last search's filters (the app's filters slice) and can reset them. */
function Harness({ onSearch = vi.fn(), onReset = vi.fn(), searching = false, searchActive = false, error = false, initial = emptyMemberFilters }) {
  const [values, setValues] = useState<MemberFilters>(initial);
  return (
    <>
      <SearchPanel
        defaultValues={values}
        countries={sampleCountries}
        sectors={sampleSectors}
        onSearch={(next) => {
          setValues(next);
          onSearch(next);
        }}
        onReset={() => {
          setValues(emptyMemberFilters);
          onReset();
        }}
        searching={searching}
        searchActive={searchActive}
        error={error}
      />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  );
}

describe('SearchPanel', () => {
  describe('without the app (a plain GET form)', () => {
    it('is a GET form to its action whose fields carry the address names of the search', () => {
      renderWithUi(
        <SearchPanel
          defaultValues={{ ...emptyMemberFilters, keyword: 'banque' }}
          countries={sampleCountries}
          sectors={sampleSectors}
          onSearch={vi.fn()}
          action="/membres"
        />,
      );
      const form = screen.getByRole('search');
      expect(form).toHaveAttribute('action', '/membres');
      expect(form).toHaveAttribute('method', 'get');
      const data = new FormData(form as HTMLFormElement);
      expect([...data.keys()]).toEqual(['keyword', 'country', 'sector']);
      expect(data.get('keyword')).toBe('banque');
    });
  });

  describe('when the Search button is clicked', () => {
    it('triggers the search with the filters the form holds', async () => {
      const onSearch = vi.fn();
      const { user } = renderWithUi(<Harness onSearch={onSearch} />);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Pays' }), 'Sénégal');
      await user.click(screen.getByRole('button', { name: 'Rechercher' }));
      expect(onSearch).toHaveBeenCalledTimes(1);
      expect(onSearch).toHaveBeenLastCalledWith({ keyword: '', countryId: '2', sectorId: '' });
    });
  });

  describe('uncontrolled fields', () => {
    it('keeps what the visitor typed when the panel renders again', async () => {
      const { user, rerender } = renderWithUi(
        <SearchPanel defaultValues={emptyMemberFilters} countries={sampleCountries} sectors={sampleSectors} onSearch={vi.fn()} />,
      );
      await user.type(screen.getByLabelText('Mot-clé'), 'banque');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Pays' }), 'Sénégal');
      rerender(<SearchPanel defaultValues={emptyMemberFilters} countries={sampleCountries} sectors={sampleSectors} onSearch={vi.fn()} searching />);
      expect(screen.getByLabelText('Mot-clé')).toHaveValue('banque');
      expect(screen.getByRole('combobox', { name: 'Pays' })).toHaveDisplayValue('Sénégal');
    });

    it('shows the filters the page resets', async () => {
      const { user } = renderWithUi(<Harness searchActive />);
      await user.type(screen.getByLabelText('Mot-clé'), 'banque{Enter}');
      await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
      expect(screen.getByLabelText('Mot-clé')).toHaveValue('');
    });
  });

  describe('given a search under way', () => {
    it('disables the button, labels it Searching and ignores Enter', async () => {
      const onSearch = vi.fn();
      const { user } = renderWithUi(<Harness onSearch={onSearch} searching />);
      expect(screen.getByRole('button', { name: 'Recherche en cours…' })).toBeDisabled();
      await user.type(screen.getByLabelText('Mot-clé'), 'x{Enter}');
      expect(onSearch).not.toHaveBeenCalled();
    });
  });
});
