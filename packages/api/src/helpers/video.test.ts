import { describe, expect, it } from 'vitest';
import { isValidVideoUrl } from './video';

describe('member media video validity (spec public §5)', () => {
  it.each(['https://www.youtube.com/watch?v=abc', 'https://youtu.be/abc', 'https://vimeo.com/76979871', 'https://player.example.com/embed/9'])(
    'accepts %s',
    (url) => {
      expect(isValidVideoUrl(url)).toBe(true);
    },
  );
  it('rejects a link to anything else', () => {
    expect(isValidVideoUrl('https://www.dailymotion.com/video/x8')).toBe(false);
  });
  it('rejects an empty value', () => {
    expect(isValidVideoUrl('')).toBe(false);
    expect(isValidVideoUrl(null)).toBe(false);
  });
});
