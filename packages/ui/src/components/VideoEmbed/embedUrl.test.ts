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
    expect(toEmbedUrl('http://youtube.com/watch?v=abc')).toBeNull();
    expect(toEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(toEmbedUrl('not a url')).toBeNull();
    expect(toEmbedUrl('https://www.youtube.com/watch')).toBeNull();
  });
});
