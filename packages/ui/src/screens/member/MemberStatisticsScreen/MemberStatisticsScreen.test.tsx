import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { sampleStatistics } from '../fixtures';
import { MemberStatisticsScreen } from './MemberStatisticsScreen';

describe('MemberStatisticsScreen', () => {
  describe('given an unreadable last update', () => {
    it('shows the raw value (spec public §5)', () => {
      renderWithUi(<MemberStatisticsScreen load={{ status: 'ready' }} statistics={{ ...sampleStatistics, lastUpdate: 'hier' }} onRefresh={vi.fn()} />);
      expect(screen.getByRole('heading', { name: 'Dernière mise à jour' }).closest('article')).toHaveTextContent('hier');
    });
  });
});
