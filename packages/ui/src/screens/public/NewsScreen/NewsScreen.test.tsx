import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { sampleAnnouncements } from '../fixtures';
import { NewsScreen } from './NewsScreen';
import type { NewsScreenProps } from './NewsScreen';

function props(overrides: Partial<NewsScreenProps> = {}): NewsScreenProps {
  return {
    announcements: sampleAnnouncements,
    status: 'loaded',
    categories: [
      { value: '1', label: 'Événement' },
      { value: '2', label: 'Formation' },
    ],
    categoryId: '',
    onCategoryChange: vi.fn(),
    page: 0,
    pageSize: 3,
    total: 8,
    onPageChange: vi.fn(),
    ...overrides,
  };
}

describe('NewsScreen', () => {
  describe('given a page of announcements', () => {
    it('shows the same cards as the home page and the page summary', () => {
      renderWithUi(<NewsScreen {...props()} />);
      expect(screen.getByRole('heading', { level: 1, name: 'Actualités et événements' })).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(3);
      expect(screen.getByText('Affichage de 1 à 3 sur 8 résultats')).toBeInTheDocument();
    });

    it('asks for the next page', async () => {
      const onPageChange = vi.fn();
      const { user } = renderWithUi(<NewsScreen {...props({ onPageChange })} />);
      await user.click(screen.getByRole('button', { name: 'Suivant' }));
      expect(onPageChange).toHaveBeenCalledWith(1);
    });
  });

  describe('given the category filter', () => {
    it('starts on all categories', () => {
      renderWithUi(<NewsScreen {...props()} />, { locale: 'en' });
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('All categories');
    });

    it('shows the chosen category', () => {
      renderWithUi(<NewsScreen {...props({ categoryId: '2' })} />);
      expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveDisplayValue('Formation');
    });
  });

  describe('given no announcement', () => {
    it('says none is available', () => {
      renderWithUi(<NewsScreen {...props({ announcements: [], total: 0 })} />);
      expect(screen.getByRole('heading', { name: 'Aucune annonce disponible' })).toBeInTheDocument();
    });
  });

  describe('given loading failed', () => {
    it('shows the error and no pager', () => {
      renderWithUi(<NewsScreen {...props({ status: 'error', announcements: [] })} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Les annonces n’ont pas pu être chargées.');
      expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    });
  });
});
