import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../testing/render';
import { Logo, initialOf } from './Logo';

describe('Logo', () => {
  describe('given a source', () => {
    it('shows the image, named by the company', () => {
      const { container } = renderWithUi(<Logo name="Atlas Conseil" src="/logo.png" />);
      expect(screen.getByRole('img', { name: 'Atlas Conseil' })).toHaveAttribute('data-state', 'image');
      expect(container.querySelector('img')).toHaveAttribute('src', '/logo.png');
    });
  });

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

  describe('given a source that fails to load', () => {
    it('falls back to the placeholder', () => {
      const { container } = renderWithUi(<Logo name="Atlas Conseil" src="/broken.png" />);
      fireEvent.error(container.querySelector('img') as HTMLImageElement);
      expect(screen.getByRole('img', { name: 'Atlas Conseil' })).toHaveAttribute('data-state', 'placeholder');
      expect(container.querySelector('img')).toBeNull();
    });
  });

  describe('given no source and the initial fallback', () => {
    it('shows the first letter of the name', () => {
      renderWithUi(<Logo name="élysée export" fallback="initial" />);
      expect(screen.getByRole('img', { name: 'élysée export' })).toHaveTextContent('É');
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
