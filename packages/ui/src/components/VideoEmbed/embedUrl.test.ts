import { describe, expect, it } from 'vitest';
import { toEmbedUrl } from './embedUrl';

describe('toEmbedUrl', () => {
  it('turns a YouTube watch link into the privacy-enhanced player', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=abc123XYZ')).toBe('https://www.youtube-nocookie.com/embed/abc123XYZ');
  });

  it('turns a youtu.be short link into the player', () => {
    expect(toEmbedUrl('https://youtu.be/abc123XYZ')).toBe('https://www.youtube-nocookie.com/embed/abc123XYZ');
  });

  it('keeps a YouTube embed link on the player', () => {
    expect(toEmbedUrl('https://www.youtube.com/embed/abc123XYZ')).toBe('https://www.youtube-nocookie.com/embed/abc123XYZ');
  });

  it('turns a Vimeo page into its player', () => {
    expect(toEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('passes another https embed through', () => {
    expect(toEmbedUrl('https://player.example.org/embed/42')).toBe('https://player.example.org/embed/42');
  });

  it('refuses http, other schemes and garbage', () => {
    expect(toEmbedUrl('http://example.org/video')).toBeNull();
    expect(toEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(toEmbedUrl('not a url')).toBeNull();
    expect(toEmbedUrl('https://www.youtube.com/watch')).toBeNull();
    expect(toEmbedUrl('https://youtu.be/')).toBeNull();
  });

  describe('spec public §5: a link with a v= parameter becomes an embed link', () => {
    it('takes v= wherever it is among the parameters, and stops at the next one', () => {
      expect(toEmbedUrl('https://www.youtube.com/watch?list=PL1&v=abc123&t=42s')).toBe('https://www.youtube-nocookie.com/embed/abc123');
    });
    it('whatever the scheme the member typed', () => {
      expect(toEmbedUrl('http://youtube.com/watch?v=abc')).toBe('https://www.youtube-nocookie.com/embed/abc');
    });
    it('a youtu.be short link too, with or without a scheme', () => {
      expect(toEmbedUrl('https://youtu.be/abc123?si=xyz')).toBe('https://www.youtube-nocookie.com/embed/abc123');
      expect(toEmbedUrl('youtu.be/abc123')).toBe('https://www.youtube-nocookie.com/embed/abc123');
    });
    it('gives the same address again for an address it gave (a screen may pass one the app already converted)', () => {
      for (const link of ['https://www.youtube.com/watch?v=abc', 'https://vimeo.com/76979871', 'https://player.example.org/embed/42']) {
        const embed = toEmbedUrl(link);
        expect(embed).not.toBeNull();
        expect(toEmbedUrl(embed ?? '')).toBe(embed);
      }
    });
  });
});
