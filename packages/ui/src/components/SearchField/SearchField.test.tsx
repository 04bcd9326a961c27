import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  describe('when the user presses Enter', () => {
    it('submits the controlled value', async () => {
      const onSubmit = vi.fn();
      function Controlled() {
        const [keyword, setKeyword] = useState('banque');
        return <SearchField label="Mot-clé" value={keyword} onValueChange={setKeyword} onSubmit={onSubmit} />;
      }
      const { user } = renderWithUi(<Controlled />);
      await user.type(screen.getByRole('searchbox', { name: 'Mot-clé' }), 's{Enter}');
      expect(onSubmit).toHaveBeenCalledWith('banques');
    });
  });

  describe('when the user presses Enter in a form', () => {
    it('leaves it to the browser: the form is sent, once, and onSubmit is not called', async () => {
      const onSubmit = vi.fn();
      const sent = vi.fn((event: SubmitEvent) => event.preventDefault());
      const { user } = renderWithUi(
        <form onSubmit={(event) => sent(event.nativeEvent as SubmitEvent)}>
          <SearchField label="Mot-clé" onSubmit={onSubmit} />
          <button type="submit">Rechercher</button>
        </form>,
      );
      await user.type(screen.getByRole('searchbox', { name: 'Mot-clé' }), 'banque{Enter}');
      expect(sent).toHaveBeenCalledTimes(1);
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('given clearable', () => {
    it('shows no clear button while empty', () => {
      renderWithUi(<SearchField label="Mot-clé" clearable />);
      expect(screen.queryByRole('button', { name: 'Effacer la recherche' })).not.toBeInTheDocument();
    });

    it('labels the clear button in English', () => {
      renderWithUi(<SearchField label="Keyword" clearable defaultValue="bank" />, { locale: 'en' });
      expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
    });
  });

  describe('given not clearable', () => {
    it('never shows a clear button', () => {
      renderWithUi(<SearchField label="Mot-clé" defaultValue="banque" />);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });
});
