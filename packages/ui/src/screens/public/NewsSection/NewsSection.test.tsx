import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { sampleAnnouncements, sampleNewsHref } from '../fixtures';
import { NewsSection } from './NewsSection';

describe('NewsSection', () => {
  describe('given announcements', () => {
    it('shows a card per announcement under the #annonces anchor', () => {
      renderWithUi(<NewsSection allNewsHref={sampleNewsHref} announcements={sampleAnnouncements} />);
      const section = screen.getByRole('region', { name: 'Actualités et événements' });
      expect(section).toHaveAttribute('id', 'annonces');
      expect(screen.getAllByRole('article')).toHaveLength(3);
    });
  });

  describe('given none', () => {
    it('says no announcements are available', () => {
      renderWithUi(<NewsSection allNewsHref={sampleNewsHref} announcements={[]} />);
      expect(screen.getByRole('heading', { name: 'Aucune annonce disponible' })).toBeInTheDocument();
    });
  });

  describe('given they are loading', () => {
    it('marks the section busy and shows no card', () => {
      renderWithUi(<NewsSection allNewsHref={sampleNewsHref} announcements={[]} status="loading" />);
      expect(screen.getByRole('region', { name: 'Actualités et événements' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
    });
  });

  describe('given loading failed', () => {
    it('shows an error message', () => {
      renderWithUi(<NewsSection allNewsHref={sampleNewsHref} announcements={[]} status="error" />, { locale: 'en' });
      expect(screen.getByRole('alert')).toHaveTextContent('The announcements could not be loaded.');
    });
  });
});
