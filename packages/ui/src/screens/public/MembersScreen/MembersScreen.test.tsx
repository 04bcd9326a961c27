import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { sampleCountries, sampleMemberHref, sampleMembers, sampleSectors } from '../fixtures';
import { emptyMemberFilters } from '../types';
import { MembersScreen } from './MembersScreen';
import type { MembersScreenProps } from './MembersScreen';

function props(overrides: Partial<MembersScreenProps> = {}): MembersScreenProps {
  return {
    filters: emptyMemberFilters,
    memberHref: sampleMemberHref,
    countries: sampleCountries,
    sectors: sampleSectors,
    onSearch: vi.fn(),
    onResetFilters: vi.fn(),
    status: 'loaded',
    onRetry: vi.fn(),
    members: sampleMembers,
    total: 24,
    hasMore: true,
    onSeeMore: vi.fn(),
    ...overrides,
  };
}

describe('MembersScreen', () => {
  describe('given a loaded first page', () => {
    it('shows Nos membres with the total and a card per member', () => {
      renderWithUi(<MembersScreen {...props()} />);
      expect(screen.getByRole('heading', { level: 1, name: 'Annuaire des membres' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Nos membres (24)' })).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(sampleMembers.length);
    });

    it('asks for the next page with Voir plus', async () => {
      const onSeeMore = vi.fn();
      const { user } = renderWithUi(<MembersScreen {...props({ onSeeMore })} />);
      await user.click(screen.getByRole('button', { name: 'Voir plus' }));
      expect(onSeeMore).toHaveBeenCalledTimes(1);
    });
  });

  describe('given the last page', () => {
    it('hides Voir plus (spec public §4: more pages exist while last is false)', () => {
      renderWithUi(<MembersScreen {...props({ hasMore: false })} />);
      expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    });
  });

  describe('given the next page is loading', () => {
    it('keeps the cards and shows a busy See more that ignores clicks', async () => {
      const onSeeMore = vi.fn();
      const { user } = renderWithUi(<MembersScreen {...props({ loadingMore: true, onSeeMore })} />, { locale: 'en' });
      const button = screen.getByRole('button', { name: 'Loading…' });
      expect(button).toHaveAttribute('aria-busy', 'true');
      await user.click(button);
      expect(onSeeMore).not.toHaveBeenCalled();
      expect(screen.getAllByRole('article')).toHaveLength(sampleMembers.length);
    });
  });

  describe('given no filter', () => {
    it('shows no Active filters banner', () => {
      renderWithUi(<MembersScreen {...props()} />);
      expect(screen.queryByRole('region', { name: 'Filtres actifs' })).not.toBeInTheDocument();
    });
  });

  describe('given any filter set', () => {
    it('shows the Active filters banner with the chosen values and a Reset filters button', async () => {
      const onResetFilters = vi.fn();
      const { user } = renderWithUi(<MembersScreen {...props({ filters: { keyword: ' banque ', countryId: '2', sectorId: '11' }, onResetFilters })} />);
      const banner = screen.getByRole('region', { name: 'Filtres actifs' });
      expect(
        within(banner)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['« banque »', 'Sénégal', 'Finance']);
      await user.click(within(banner).getByRole('button', { name: 'Réinitialiser les filtres' }));
      expect(onResetFilters).toHaveBeenCalledTimes(1);
    });

    it('shows the banner for a sector alone', () => {
      renderWithUi(<MembersScreen {...props({ filters: { keyword: '', countryId: '', sectorId: '10' } })} />, { locale: 'en' });
      expect(screen.getByRole('region', { name: 'Active filters' })).toHaveTextContent('Technologie');
    });
  });

  describe('given the first page is loading', () => {
    it('shows a spinner and no cards', () => {
      renderWithUi(<MembersScreen {...props({ status: 'loading', members: [] })} />);
      expect(screen.getByRole('status')).toHaveTextContent('Chargement des membres…');
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
    });
  });

  describe('given the list failed', () => {
    it('offers Retry', async () => {
      const onRetry = vi.fn();
      const { user } = renderWithUi(<MembersScreen {...props({ status: 'error', members: [], onRetry })} />, { locale: 'en' });
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });
  });

  describe('given the search failed', () => {
    it('shows the spec error banner', () => {
      renderWithUi(<MembersScreen {...props({ searchError: true })} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue lors de la recherche. Veuillez réessayer.');
    });
  });

  describe('given no result', () => {
    it('says no members were found and offers a reset', async () => {
      const onResetFilters = vi.fn();
      const { user } = renderWithUi(<MembersScreen {...props({ members: [], total: 0, hasMore: false, onResetFilters })} />, { locale: 'en' });
      expect(screen.getByRole('heading', { name: 'No members found' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Reset filters' }));
      expect(onResetFilters).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the search button is clicked', () => {
    it('asks the container to search', async () => {
      const onSearch = vi.fn();
      const { user } = renderWithUi(<MembersScreen {...props({ onSearch })} />);
      await user.click(screen.getByRole('button', { name: 'Rechercher' }));
      expect(onSearch).toHaveBeenCalledTimes(1);
    });
  });
});
