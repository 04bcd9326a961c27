import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../testing/render';
import { VideoEmbed } from './VideoEmbed';

describe('VideoEmbed', () => {
  describe('given a YouTube link and a title', () => {
    it('renders the player iframe with that title', () => {
      renderWithUi(<VideoEmbed url="https://youtu.be/abc123" title="Présentation de l’entreprise" caption="2 min" />);
      expect(screen.getByTitle('Présentation de l’entreprise')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123');
      expect(screen.getByText('2 min')).toBeInTheDocument();
    });
  });

  describe('given an address that cannot be embedded', () => {
    it('renders nothing', () => {
      const { container } = renderWithUi(<VideoEmbed url="http://example.org/video" title="Vidéo" />);
      expect(container.querySelector('iframe')).toBeNull();
    });
  });
});
