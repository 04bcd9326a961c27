import { describe, expect, it } from 'vitest';
import { isValidVideoUrl, toEmbedUrl } from './video';

describe('video link to embed link (spec public §5)', () => {
  it('turns a watch link with a v= parameter into an embed link', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
  });
  it('takes v= wherever it is among the parameters, and stops at the next one', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?list=PL1&v=abc123&t=42s')).toBe('https://www.youtube.com/embed/abc123');
  });
  it('turns a youtu.be short link into an embed link', () => {
    expect(toEmbedUrl('https://youtu.be/abc123?si=xyz')).toBe('https://www.youtube.com/embed/abc123');
    expect(toEmbedUrl('youtu.be/abc123')).toBe('https://www.youtube.com/embed/abc123');
  });
  it('uses any other link as is', () => {
    expect(toEmbedUrl('https://player.vimeo.com/video/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(toEmbedUrl('https://www.youtube.com/embed/abc123')).toBe('https://www.youtube.com/embed/abc123');
  });
});

describe('member media video validity (spec public §5)', () => {
  it.each([
    'https://www.youtube.com/watch?v=abc',
    'https://youtu.be/abc',
    'https://vimeo.com/76979871',
    'https://player.example.com/embed/9',
  ])('accepts %s', (url) => {
    expect(isValidVideoUrl(url)).toBe(true);
  });
  it('rejects a link to anything else', () => {
    expect(isValidVideoUrl('https://www.dailymotion.com/video/x8')).toBe(false);
  });
  it('rejects an empty value', () => {
    expect(isValidVideoUrl('')).toBe(false);
    expect(isValidVideoUrl(null)).toBe(false);
  });
});
