import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import type { LinkComponentProps } from '../../provider/LinkProvider';
import { NavTabs } from './NavTabs';

const memberTabs = [
  { href: '/apropos', label: 'A propos' },
  { href: '/media', label: 'Médias' },
  { href: '/horaire', label: 'Horaires' },
  { href: '/statistique', label: 'Statistiques' },
];

/** A router-like link: navigates unless the click was prevented, as router links do. */
function routerLink(navigate: (href: string) => void) {
  return function RouterLink({ href, onClick, ...props }: LinkComponentProps) {
    return (
      <a
        href={href}
        {...props}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) navigate(href);
          event.preventDefault();
        }}
      />
    );
  };
}

describe('NavTabs', () => {
  describe('when the user clicks the active tab', () => {
    it('does not navigate', async () => {
      const navigate = vi.fn();
      const onNavigate = vi.fn();
      const { user } = renderWithUi(<NavTabs label="Espace membre" items={memberTabs} activeHref="/media" onNavigate={onNavigate} />, {
        linkComponent: routerLink(navigate),
      });
      await user.click(screen.getByRole('link', { name: 'Médias' }));
      expect(navigate).not.toHaveBeenCalled();
      expect(onNavigate).not.toHaveBeenCalled();
    });
  });

  describe('when the user clicks another tab', () => {
    it('navigates to its href and reports it', async () => {
      const navigate = vi.fn();
      const onNavigate = vi.fn();
      const { user } = renderWithUi(<NavTabs label="Espace membre" items={memberTabs} activeHref="/media" onNavigate={onNavigate} />, {
        linkComponent: routerLink(navigate),
      });
      await user.click(screen.getByRole('link', { name: 'Horaires' }));
      expect(navigate).toHaveBeenCalledWith('/horaire');
      expect(onNavigate).toHaveBeenCalledWith('/horaire');
    });
  });
});
