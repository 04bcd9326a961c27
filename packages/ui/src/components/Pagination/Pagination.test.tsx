import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../testing/render';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  describe('given the last page in English', () => {
    it("reads 'Showing 41 to 42 of 42 results' and disables Next", () => {
      renderWithUi(<Pagination page={4} pageSize={10} totalItems={42} onPageChange={() => {}} />, { locale: 'en' });
      expect(screen.getByText('Showing 41 to 42 of 42 results')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    });
  });

  describe('when the user clicks', () => {
    it('Suivant asks for the next page, a number asks for that page', async () => {
      const onPageChange = vi.fn();
      const { user } = renderWithUi(<Pagination page={1} pageSize={10} totalItems={42} onPageChange={onPageChange} />);
      await user.click(screen.getByRole('button', { name: 'Suivant' }));
      await user.click(screen.getByRole('button', { name: 'Page 4' }));
      expect(onPageChange.mock.calls).toEqual([[2], [3]]);
    });

    it('the current page does nothing', async () => {
      const onPageChange = vi.fn();
      const { user } = renderWithUi(<Pagination page={1} pageSize={10} totalItems={42} onPageChange={onPageChange} />);
      await user.click(screen.getByRole('button', { name: 'Page 2' }));
      expect(onPageChange).not.toHaveBeenCalled();
    });
  });

  describe('given thousands of results in French', () => {
    it('groups the numbers the French way', () => {
      renderWithUi(<Pagination page={0} pageSize={10} totalItems={1243} onPageChange={() => {}} />);
      // Testing Library collapses whitespace by default: compare the raw text to see the narrow no-break space.
      expect(screen.getByText('Affichage de 1 à 10 sur 1\u202f243 résultats', { normalizer: (text) => text })).toBeInTheDocument();
    });
  });

  describe('given the addresses of the pages (hrefOf)', () => {
    const hrefOf = (page: number) => `/actualites?page=${page}`;

    it('draws the pages, previous and next as links to them; a step that cannot be taken stays a disabled button', () => {
      renderWithUi(<Pagination page={0} pageSize={10} totalItems={42} onPageChange={() => {}} hrefOf={hrefOf} />);
      expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/actualites?page=1');
      expect(screen.getByRole('link', { name: 'Suivant' })).toHaveAttribute('href', '/actualites?page=1');
      expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    });

    it('a plain click asks for the page instead of following the link', async () => {
      const onPageChange = vi.fn();
      const { user } = renderWithUi(<Pagination page={1} pageSize={10} totalItems={42} onPageChange={onPageChange} hrefOf={hrefOf} />);
      // what the browser would do once the click has gone through the page (React handles it at its root)
      const prevented: boolean[] = [];
      const record = (event: MouseEvent) => prevented.push(event.defaultPrevented);
      document.addEventListener('click', record);
      await user.click(screen.getByRole('link', { name: 'Suivant' }));
      await user.click(screen.getByRole('link', { name: 'Page 4' }));
      document.removeEventListener('click', record);
      expect(onPageChange.mock.calls).toEqual([[2], [3]]);
      expect(prevented).toEqual([true, true]);
    });
  });
});
