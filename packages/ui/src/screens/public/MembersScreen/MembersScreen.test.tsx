import { screen } from '@testing-library/react';
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

  describe('given any filter set', () => {
    it('shows the banner for a sector alone', () => {
      renderWithUi(<MembersScreen {...props({ filters: { keyword: '', countryId: '', sectorId: '10' } })} />, { locale: 'en' });
      expect(screen.getByRole('region', { name: 'Active filters' })).toHaveTextContent('Technologie');
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
