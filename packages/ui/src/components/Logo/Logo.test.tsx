import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../testing/render';
import { Logo, initialOf } from './Logo';

describe('Logo', () => {
  describe('given a list of logos', () => {
    it('loads each image lazily unless the logo tops the page', () => {
      const { container } = renderWithUi(
        <>
          <Logo name="Atlas Conseil" src="/atlas.png" />
          <Logo name="Baobab Export" src="/baobab.png" loading="eager" />
        </>,
      );
      const [listed, top] = container.querySelectorAll('img');
      expect(listed).toHaveAttribute('loading', 'lazy');
      expect(top).toHaveAttribute('loading', 'eager');
    });
  });

  describe('initialOf', () => {
    it('skips leading punctuation and keeps accents', () => {
      expect(initialOf('  « Côte » Numérique')).toBe('C');
      expect(initialOf('3M France')).toBe('3');
      expect(initialOf('')).toBe('?');
    });
  });
});
