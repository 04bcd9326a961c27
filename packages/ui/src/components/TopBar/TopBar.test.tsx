import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../testing/render';
import { TopBar } from './TopBar';

const navItems = [
  { label: 'Accueil', href: '/', active: true },
  { label: 'Membres', href: '/membres' },
];

describe('TopBar', () => {
  describe('given navigation items', () => {
    it('links the brand home and marks the active item', () => {
      renderWithUi(<TopBar brandName="AmCham" navItems={navItems} />);
      expect(screen.getByRole('link', { name: 'AmCham' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('link', { name: 'Membres' })).not.toHaveAttribute('aria-current');
    });
  });

  describe('when the menu button is pressed (phone)', () => {
    it('opens the navigation, then closes it again', async () => {
      const { user } = renderWithUi(<TopBar brandName="AmCham" navItems={navItems} />);
      const open = screen.getByRole('button', { name: 'Ouvrir le menu' });
      expect(open).toHaveAttribute('aria-expanded', 'false');
      await user.click(open);
      const close = screen.getByRole('button', { name: 'Fermer le menu' });
      expect(close).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('navigation')).toHaveAttribute('data-open', 'true');
      await user.click(close);
      expect(screen.getByRole('navigation')).toHaveAttribute('data-open', 'false');
    });

    it('closes after following a link', async () => {
      const { user } = renderWithUi(<TopBar brandName="AmCham" navItems={navItems} />);
      await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
      await user.click(screen.getByRole('link', { name: 'Membres' }));
      expect(screen.getByRole('navigation')).toHaveAttribute('data-open', 'false');
    });
  });

  describe('given no navigation items', () => {
    it('shows no menu button', () => {
      renderWithUi(<TopBar brandName="AmCham" end={<button type="button">Se connecter</button>} />);
      expect(screen.queryByRole('button', { name: 'Ouvrir le menu' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    });
  });
});
