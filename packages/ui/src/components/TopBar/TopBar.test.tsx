import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../testing/render';
import { TopBar } from './TopBar';

const navItems = [
  { label: 'Accueil', href: '/', active: true },
  { label: 'Membres', href: '/membres' },
];

describe('TopBar', () => {
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
});
