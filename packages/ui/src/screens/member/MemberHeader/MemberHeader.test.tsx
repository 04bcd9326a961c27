import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { sampleCompany, sampleHomeHref, sampleMemberTabHrefs } from '../fixtures';
import { installResizeObserver } from '../testSupport';
import { MemberHeader } from './MemberHeader';
import type { MemberHeaderProps } from './MemberHeader';

beforeAll(installResizeObserver);

function props(overrides: Partial<MemberHeaderProps> = {}): MemberHeaderProps {
  return {
    tabHrefs: sampleMemberTabHrefs,
    activeTab: 'about',
    homeHref: sampleHomeHref,
    company: sampleCompany,
    language: 'fr',
    onLanguageChange: vi.fn(),
    onNavigate: vi.fn(),
    onSignOut: vi.fn(),
    ...overrides,
  };
}

describe('MemberHeader', () => {
  describe('given the member is on /horaire', () => {
    it('lists the tabs in order, Mon compte last, and highlights Horaires', () => {
      renderWithUi(<MemberHeader {...props({ activeTab: 'hours' })} />);
      const nav = screen.getByRole('navigation', { name: "Navigation de l'espace membre" });
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['A propos', '/apropos'],
        ['Médias', '/media'],
        ['Horaires', '/horaire'],
        ['Statistiques', '/statistique'],
        ['Mon compte', '/compte'],
      ]);
      expect(within(nav).getByRole('link', { name: 'Horaires' })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('link', { name: 'A propos' })).not.toHaveAttribute('aria-current');
    });
  });

  describe('when the active tab is clicked', () => {
    it('does not navigate (spec public §2.7)', () => {
      const onNavigate = vi.fn();
      renderWithUi(<MemberHeader {...props({ onNavigate })} />);
      const active = screen.getByRole('link', { name: 'A propos' });
      const notPrevented = fireEvent.click(active);
      expect(notPrevented).toBe(false);
      expect(onNavigate).not.toHaveBeenCalled();
    });
  });

  describe('when another tab is clicked', () => {
    it('reports its tab', () => {
      const onNavigate = vi.fn();
      renderWithUi(<MemberHeader {...props({ onNavigate })} />);
      fireEvent.click(screen.getByRole('link', { name: 'Statistiques' }));
      expect(onNavigate).toHaveBeenCalledWith('statistics');
    });
  });

  describe('given the company', () => {
    it('shows its logo, name and sector', () => {
      renderWithUi(<MemberHeader {...props()} />);
      expect(screen.getByRole('img', { name: 'Atlantique Technologies' })).toBeInTheDocument();
      expect(screen.getByText('Atlantique Technologies')).toBeInTheDocument();
      expect(screen.getByText('Technologie')).toBeInTheDocument();
    });
  });

  describe('when the language popup is used', () => {
    it('reports the chosen language', async () => {
      const onLanguageChange = vi.fn();
      const { user } = renderWithUi(<MemberHeader {...props({ onLanguageChange })} />);
      await user.click(screen.getByRole('button', { name: /^Langue : Français/ }));
      await user.click(await screen.findByRole('button', { name: 'English' }));
      expect(onLanguageChange).toHaveBeenCalledWith('en');
    });

    it('closes on Escape', async () => {
      const { user } = renderWithUi(<MemberHeader {...props()} />);
      await user.click(screen.getByRole('button', { name: /^Langue : Français/ }));
      expect(await screen.findByRole('button', { name: 'English' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('button', { name: 'English' })).not.toBeInTheDocument();
    });
  });

  describe('when Se déconnecter is clicked', () => {
    it('signs out', async () => {
      const onSignOut = vi.fn();
      const { user } = renderWithUi(<MemberHeader {...props({ onSignOut })} />);
      await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
      expect(onSignOut).toHaveBeenCalledTimes(1);
    });
  });

  describe('given English', () => {
    it('names the tabs in English', () => {
      renderWithUi(<MemberHeader {...props({ language: 'en' })} />, { locale: 'en' });
      expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    });
  });
});
