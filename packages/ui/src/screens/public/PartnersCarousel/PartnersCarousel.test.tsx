import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { samplePartners, samplePartnersTrack } from '../fixtures';
import { PartnersCarousel } from './PartnersCarousel';

const base = { track: samplePartnersTrack, index: 2, animate: true, visible: 3, partnerCount: samplePartners.length };

describe('PartnersCarousel', () => {
  describe('given the track with clones', () => {
    it('shows one dot per partner, the active one being the first visible partner (the clones before it not counted)', () => {
      renderWithUi(<PartnersCarousel {...base} index={5} />);
      const dots = screen.getAllByRole('button');
      expect(dots).toHaveLength(4);
      // track position 5 is the fourth partner (two clones come first)
      expect(dots[3]).toHaveAttribute('aria-current', 'true');
    });

    it('lights the first dot at the start index, where the first partner shows', () => {
      renderWithUi(<PartnersCarousel {...base} index={2} />);
      expect(screen.getAllByRole('button')[0]).toHaveAttribute('aria-current', 'true');
    });

    it('lights the last dot on the clone of the last partner before the first', () => {
      renderWithUi(<PartnersCarousel {...base} index={1} />);
      expect(screen.getAllByRole('button')[3]).toHaveAttribute('aria-current', 'true');
    });

    it('reports a chosen dot', async () => {
      const onDotSelect = vi.fn();
      const { user } = renderWithUi(<PartnersCarousel {...base} onDotSelect={onDotSelect} />);
      await user.click(screen.getAllByRole('button')[3]!);
      expect(onDotSelect).toHaveBeenCalledWith(3);
    });

    it('links a partner to its site in a new tab', () => {
      renderWithUi(<PartnersCarousel {...base} />);
      const links = screen.getAllByRole('link', { name: /Banque Atlantique/, hidden: true });
      expect(links[0]).toHaveAttribute('href', 'https://partenaire.example.org/ba');
      expect(links[0]).toHaveAttribute('target', '_blank');
    });
  });

  describe('when the slide transition ends', () => {
    it('tells the app, which may jump back without transition', () => {
      const onTransitionEnd = vi.fn();
      const { container } = renderWithUi(<PartnersCarousel {...base} onTransitionEnd={onTransitionEnd} />);
      const track = container.querySelector('[data-transition]');
      if (!track) throw new Error('no track');
      fireEvent.transitionEnd(track, { propertyName: 'transform' });
      expect(onTransitionEnd).toHaveBeenCalledTimes(1);
    });
  });

  describe('given no partners yet', () => {
    it('shows placeholders in a busy section', () => {
      renderWithUi(<PartnersCarousel {...base} track={[]} partnerCount={0} />);
      expect(screen.getByRole('region', { name: 'Nos partenaires' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });
});
