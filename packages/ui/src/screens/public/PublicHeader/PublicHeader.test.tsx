import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { PublicHeader } from './PublicHeader';
import { sampleLoginHref } from '../fixtures';

const hrefs = { memberSpaceHref: sampleLoginHref, homeHref: '' };

describe('PublicHeader', () => {
  describe('given an active section', () => {
    it('marks only that menu item as the current location', () => {
      renderWithUi(<PublicHeader {...hrefs} activeSection="annonces" />);
      const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
      expect(within(nav).getByRole('link', { name: 'Annonces' })).toHaveAttribute('aria-current', 'location');
      expect(within(nav).getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
      expect(within(nav).getByRole('link', { name: 'Annuaires' })).not.toHaveAttribute('aria-current');
    });
  });

  describe('given the home page', () => {
    it('links the menu items to the #accueil, #annonces and #annuaires anchors', () => {
      renderWithUi(<PublicHeader {...hrefs} />);
      const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
      expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '#accueil');
      expect(within(nav).getByRole('link', { name: 'Annonces' })).toHaveAttribute('href', '#annonces');
      expect(within(nav).getByRole('link', { name: 'Annuaires' })).toHaveAttribute('href', '#annuaires');
    });
  });

  describe('given another page', () => {
    it('links the sections back to the home page anchors', () => {
      renderWithUi(<PublicHeader {...hrefs} homeHref="/" />);
      const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
      expect(within(nav).getByRole('link', { name: 'Annonces' })).toHaveAttribute('href', '/#annonces');
    });
  });

  describe('given a visitor or a signed-in member', () => {
    it('leads Espace membre to /login by default', () => {
      renderWithUi(<PublicHeader {...hrefs} />);
      expect(screen.getByRole('link', { name: 'Espace membre' })).toHaveAttribute('href', '/login');
    });

    it('leads Espace membre to the href the container gives', () => {
      renderWithUi(<PublicHeader {...hrefs} memberSpaceHref="/espace-membre" />);
      expect(screen.getByRole('link', { name: 'Espace membre' })).toHaveAttribute('href', '/espace-membre');
    });
  });

  describe('when a menu item is chosen', () => {
    it('tells the container which section, so it can smooth-scroll', async () => {
      const onSectionSelect = vi.fn();
      const { user } = renderWithUi(<PublicHeader {...hrefs} onSectionSelect={onSectionSelect} />);
      await user.click(within(screen.getByRole('navigation', { name: 'Navigation principale' })).getByRole('link', { name: 'Annuaires' }));
      expect(onSectionSelect).toHaveBeenCalledWith('annuaires', expect.anything());
    });
  });

  describe('when the hamburger is toggled', () => {
    it('opens a menu with the same links and closes it again', async () => {
      const { user } = renderWithUi(<PublicHeader {...hrefs} />);
      const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveAccessibleName('Fermer le menu');
      const menu = screen.getByRole('navigation', { name: 'Menu' });
      expect(
        within(menu)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Accueil', 'Annonces', 'Annuaires', 'Espace membre']);

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    });

    it('closes the menu once a section is chosen in it', async () => {
      const { user } = renderWithUi(<PublicHeader {...hrefs} />);
      await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
      await user.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Annonces' }));
      expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    });

    it('closes the menu when the brand link is followed', async () => {
      const onMenuOpenChange = vi.fn();
      const { user } = renderWithUi(<PublicHeader {...hrefs} homeHref="/" onMenuOpenChange={onMenuOpenChange} />);
      await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
      await user.click(screen.getByRole('link', { name: 'Annuaire des chambres' }));
      expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
      expect(onMenuOpenChange).toHaveBeenLastCalledWith(false);
    });

    it('follows the controlled menuOpen prop and reports the wish to change it', async () => {
      const onMenuOpenChange = vi.fn();
      const { user } = renderWithUi(<PublicHeader {...hrefs} menuOpen onMenuOpenChange={onMenuOpenChange} />);
      expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Fermer le menu' }));
      expect(onMenuOpenChange).toHaveBeenCalledWith(false);
      expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    });
  });

  describe('given the English locale', () => {
    it('shows the English menu', () => {
      renderWithUi(<PublicHeader {...hrefs} />, { locale: 'en' });
      const nav = screen.getByRole('navigation', { name: 'Main navigation' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Home', 'Announcements', 'Directories']);
      expect(screen.getByRole('link', { name: 'Member space' })).toBeInTheDocument();
    });
  });

  describe('when another language is chosen in the top bar', () => {
    it('tells the container the language code', async () => {
      const onLanguageChange = vi.fn();
      const { user } = renderWithUi(<PublicHeader {...hrefs} onLanguageChange={onLanguageChange} />);
      await user.click(screen.getByRole('button', { name: /FR/ }));
      await user.click(await screen.findByRole('button', { name: /English/ }));
      expect(onLanguageChange).toHaveBeenCalledWith('en');
    });
  });
});
