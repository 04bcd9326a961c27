import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { PublicLayout } from './PublicLayout';
import { sampleFooterHrefs, sampleHomeHref, sampleLoginHref } from '../fixtures';

const header = { memberSpaceHref: sampleLoginHref, homeHref: sampleHomeHref };
const footer = { ...sampleFooterHrefs, year: 2026 };

describe('PublicLayout', () => {
  describe('given a page', () => {
    it('puts it in the main landmark between the header and the footer', () => {
      renderWithUi(
        <PublicLayout header={header} footer={footer}>
          <h1>Nos membres</h1>
        </PublicLayout>,
      );
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Nos membres' }));
      expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026');
    });

    it('offers a skip link to the main content', () => {
      renderWithUi(
        <PublicLayout header={header} footer={footer}>
          page
        </PublicLayout>,
      );
      const skip = screen.getByRole('link', { name: 'Aller au contenu' });
      expect(skip.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`);
    });

    it('gives the footer the same member-space link as the header', () => {
      renderWithUi(
        <PublicLayout header={{ ...header, memberSpaceHref: '/espace-membre' }} footer={footer}>
          page
        </PublicLayout>,
      );
      expect(screen.getAllByRole('link', { name: 'Espace membre' }).map((link) => link.getAttribute('href'))).toEqual(['/espace-membre', '/espace-membre']);
    });
  });
});
