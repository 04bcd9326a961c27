import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../testing/render';
import type { LinkComponentProps } from '../../provider/LinkProvider';
import { Breadcrumb } from './Breadcrumb';

const items = [{ label: 'Accueil', href: '/' }, { label: 'Membres', href: '/membres' }, { label: 'Atlas Conseil' }];

describe('Breadcrumb', () => {
  describe('given a router link component', () => {
    it('renders the links through it', () => {
      const RouterLink = ({ href, ...props }: LinkComponentProps) => <a {...props} href={`/app${href}`} />;
      renderWithUi(<Breadcrumb items={items} />, { linkComponent: RouterLink, locale: 'en' });
      expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Membres' })).toHaveAttribute('href', '/app/membres');
    });
  });
});
