import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { HeroSlideshow, heroDefaultSlides } from './HeroSlideshow';

const noop = () => undefined;

describe('HeroSlideshow', () => {
  describe('given no ads', () => {
    it('has four built-in slides with French texts', () => {
      expect(heroDefaultSlides).toHaveLength(4);
      renderWithUi(<HeroSlideshow slides={heroDefaultSlides} index={0} onPrevious={noop} onNext={noop} />);
      expect(screen.getByRole('heading', { level: 2, name: 'Bienvenue dans l’annuaire des entreprises membres' })).toBeInTheDocument();
      expect(screen.getByText('1 / 4')).toBeInTheDocument();
    });

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

    it('shows the slide at the index with its headline, subtitle and description', () => {
      renderWithUi(<HeroSlideshow slides={slides} index={0} onPrevious={noop} onNext={noop} />);
      expect(screen.getByRole('heading', { name: 'Forum' })).toBeInTheDocument();
      expect(screen.getByText('Dakar')).toBeInTheDocument();
      expect(screen.getByText('Rencontres')).toBeInTheDocument();
      expect(screen.getByText('1 / 2')).toBeInTheDocument();
    });

    it('asks for the previous and next slides', async () => {
      const onPrevious = vi.fn();
      const onNext = vi.fn();
      const { user } = renderWithUi(<HeroSlideshow slides={slides} index={0} onPrevious={onPrevious} onNext={onNext} />);
      await user.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
      await user.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
      expect(onNext).toHaveBeenCalledTimes(1);
      expect(onPrevious).toHaveBeenCalledTimes(1);
    });

    it('opens the current slide with Voir plus', async () => {
      const onSeeMore = vi.fn();
      const { user } = renderWithUi(<HeroSlideshow slides={slides} index={0} onPrevious={noop} onNext={noop} onSeeMore={onSeeMore} />);
      await user.click(screen.getByRole('button', { name: 'Voir plus' }));
      expect(onSeeMore).toHaveBeenCalledWith(slides[0]);
    });

    it('offers no Voir plus for a slide without a link', () => {
      renderWithUi(<HeroSlideshow slides={slides} index={1} onPrevious={noop} onNext={noop} onSeeMore={vi.fn()} />);
      expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    });
  });

  describe('given the ads are loading', () => {
    it('shows a busy placeholder and no controls', () => {
      renderWithUi(<HeroSlideshow slides={[]} index={0} onPrevious={noop} onNext={noop} loading />);
      expect(screen.getByRole('region', { name: 'À la une' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });
});
