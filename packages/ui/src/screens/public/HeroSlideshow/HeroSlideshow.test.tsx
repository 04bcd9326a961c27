import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { HeroSlideshow, heroDefaultSlides } from './HeroSlideshow';

const noop = () => undefined;

describe('HeroSlideshow', () => {
  describe('given no ads', () => {
    it('makes its headline a level-1 heading when asked (a page where the hero is all there is)', () => {
      renderWithUi(<HeroSlideshow slides={heroDefaultSlides} index={0} onPrevious={noop} onNext={noop} headingLevel={1} />);
      expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue dans l’annuaire des entreprises membres' })).toBeInTheDocument();
    });

    it('takes the built-in texts in English when the locale is en', () => {
      renderWithUi(<HeroSlideshow slides={heroDefaultSlides} index={3} onPrevious={noop} onNext={noop} />, { locale: 'en' });
      expect(screen.getByRole('heading', { name: 'Is your company a member?' })).toBeInTheDocument();
      expect(screen.getByText('4 / 4')).toBeInTheDocument();
    });
  });

  describe('given ads', () => {
    const slides = [
      { id: 1, headline: 'Forum', subtitle: 'Dakar', description: 'Rencontres', link: 'https://example.org/forum' },
      { id: 2, headline: 'Atelier', subtitle: 'Export' },
    ];

    it('offers no Voir plus for a slide without a link', () => {
      renderWithUi(<HeroSlideshow slides={slides} index={1} onPrevious={noop} onNext={noop} onSeeMore={vi.fn()} />);
      expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    });
  });
});
