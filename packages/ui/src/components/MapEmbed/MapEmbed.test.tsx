import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../testing/render';
import { MapEmbed } from './MapEmbed';

describe('MapEmbed', () => {
  describe('given a latitude and a longitude', () => {
    it('renders an OpenStreetMap iframe titled with the place, centred on the point', () => {
      renderWithUi(<MapEmbed latitude={48.8566} longitude={2.3522} placeName="Atlas Conseil" />);
      const frame = screen.getByTitle('Carte : Atlas Conseil');
      expect(frame.getAttribute('src')).toContain('https://www.openstreetmap.org/export/embed.html?');
      expect(frame.getAttribute('src')).toContain('marker=48.856600%2C2.352200');
      expect(screen.getByRole('link', { name: 'Voir la carte en plus grand' })).toHaveAttribute('href', expect.stringContaining('#map=15/'));
    });
  });

  describe.each([
    ['no latitude', null, 2.35],
    ['no longitude', 48.85, undefined],
    ['neither', undefined, undefined],
  ])('given %s', (_case, latitude, longitude) => {
    it('renders nothing', () => {
      const { container } = renderWithUi(<MapEmbed latitude={latitude} longitude={longitude} />);
      expect(container.querySelector('iframe')).toBeNull();
      expect(container.querySelector('figure')).toBeNull();
    });
  });
});
