import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../testing/render';
import { MetricCard } from './MetricCard';

describe('MetricCard', () => {
  describe('given a growth of 0 or more', () => {
    it('shows it signed with one decimal in the positive (green) tone', () => {
      renderWithUi(<MetricCard label="Clics" value={348} growth={18} />, { locale: 'en' });
      expect(screen.getByText('+18.0%')).toHaveAttribute('data-tone', 'positive');
    });

    it('treats 0 as positive with a plus', () => {
      renderWithUi(<MetricCard label="Clics" value={348} growth={0} />, { locale: 'en' });
      expect(screen.getByText('+0.0%')).toHaveAttribute('data-tone', 'positive');
    });
  });

  describe('given a negative growth', () => {
    it('shows it in the negative (red) tone', () => {
      renderWithUi(<MetricCard label="Annonces" value={45} growth={-3} />, { locale: 'en' });
      expect(screen.getByText('-3.0%')).toHaveAttribute('data-tone', 'negative');
    });
  });

  describe('given a value in French', () => {
    it('groups thousands the French way', () => {
      renderWithUi(<MetricCard label="Recherches" value={1243} />);
      expect(screen.getByText('1\u202f243', { normalizer: (text) => text })).toBeInTheDocument();
    });

    it('as a counter, adds the plus from 1000', () => {
      renderWithUi(<MetricCard label="Entreprises" value={1250} format="counter" />, { locale: 'en' });
      expect(screen.getByText('1,250+')).toBeInTheDocument();
    });
  });

  describe('given loading', () => {
    it('hides the value and marks the card busy', () => {
      renderWithUi(<MetricCard label="Recherches" value={1243} growth={5} loading />, { locale: 'en' });
      expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByText('1,243')).not.toBeInTheDocument();
    });
  });
});
