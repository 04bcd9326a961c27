import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../testing/render';
import { Footer } from './Footer';

describe('Footer', () => {
  describe('given columns of links', () => {
    it('names each column and opens external links in a new tab', () => {
      renderWithUi(
        <Footer
          organisation="AmCham"
          year={2026}
          columns={[
            {
              title: 'Réseau',
              links: [
                { label: 'Membres', href: '/membres' },
                { label: 'Site', href: 'https://example.org', external: true },
              ],
            },
          ]}
        />,
      );
      expect(screen.getByRole('navigation', { name: 'Réseau' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Membres' })).not.toHaveAttribute('target');
      expect(screen.getByRole('link', { name: 'Site' })).toHaveAttribute('target', '_blank');
    });
  });

  describe('given the year and the organisation', () => {
    it('writes the copyright line in the current language', () => {
      renderWithUi(<Footer organisation="AmCham" year={2026} />, { locale: 'en' });
      expect(screen.getByText('© 2026 AmCham. All rights reserved.')).toBeInTheDocument();
    });
  });
});
