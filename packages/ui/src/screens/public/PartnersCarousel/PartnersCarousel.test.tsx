import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

    it('lights the last dot on the clone of the last partner before the first', () => {
      renderWithUi(<PartnersCarousel {...base} index={1} />);
      expect(screen.getAllByRole('button')[3]).toHaveAttribute('aria-current', 'true');
    });
  });
});
