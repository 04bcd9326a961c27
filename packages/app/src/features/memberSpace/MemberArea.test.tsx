import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { company } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import { memberUser, referenceHandlers, signedInMember } from './testing';

const acme = company({ id: 12, name: 'Acme Conseil', sector: 'Finance', sectorNameEn: 'Finance' });

function memberHandlers() {
  referenceHandlers();
  server.use(
    api.get('/api/v1/user/me', ({ response }) => response(200).json(memberUser(12))),
    api.get('/api/companies/{id}', ({ response }) => response(200).json(acme)),
    api.get('/api/companies/{id}/schedules', ({ response }) => response(200).json([])),
  );
}

/** The app at a member-space path: the route table's member group (guard, frame, screens) and the real /login. */
function renderArea(route: string, options: Parameters<typeof signedInMember>[0] = {}) {
  server.use(api.post('/api/visits', ({ response }) => response(204).empty()));
  return renderApp(route, { preloadedState: signedInMember(options) });
}

describe('member header (spec public §2.7)', () => {
  describe('given a signed-in member on /apropos', () => {
    it("shows the company's name and sector and highlights the A propos tab", async () => {
      memberHandlers();
      renderArea('/apropos');
      const nav = await screen.findByRole('navigation', { name: "Navigation de l'espace membre" });
      expect(nav).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'A propos' })).toHaveAttribute('aria-current', 'page');
      expect(await screen.findAllByText('Acme Conseil')).not.toHaveLength(0);
      expect(screen.getAllByText('Finance')).not.toHaveLength(0);
    });

    it('a tab leads to its screen', async () => {
      const user = userEvent.setup();
      memberHandlers();
      renderArea('/apropos');
      await user.click(await screen.findByRole('link', { name: 'Horaires' }));
      expect(await screen.findByRole('checkbox', { name: 'Lundi, ouvert' })).toBeChecked();
      expect(screen.getByRole('link', { name: 'Horaires' })).toHaveAttribute('aria-current', 'page');
    });

    it('each screen has one level-1 heading naming the page, for screen readers', async () => {
      const user = userEvent.setup();
      memberHandlers();
      renderArea('/apropos');
      expect(await screen.findByRole('heading', { level: 1, name: 'A propos' })).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Horaires' }));
      await screen.findByRole('checkbox', { name: 'Lundi, ouvert' });
      expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Horaires']);
    });
  });

  describe('when English is chosen in the language popup', () => {
    it('the tabs and the screen switch to English', async () => {
      const user = userEvent.setup();
      memberHandlers();
      const { store } = renderArea('/horaire');
      await screen.findByRole('checkbox', { name: 'Lundi, ouvert' });
      await user.click(screen.getByRole('button', { name: /^Langue/ }));
      await user.click(screen.getByRole('button', { name: 'English' }));
      expect(await screen.findByRole('link', { name: 'Opening hours' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('link', { name: 'About' })).toBeInTheDocument();
      expect(store.getState().language.current).toBe('en');
    });
  });

  describe('when the member signs out', () => {
    it('calls the logout, forgets the session and goes to /login, even when the call fails', async () => {
      const user = userEvent.setup();
      memberHandlers();
      const logout = vi.fn();
      server.use(
        api.get('/api/auth/logout', () => (logout(), HttpResponse.json({ status: 500, error: 'Internal Server Error', message: 'boom' }, { status: 500 }))),
      );
      const { store } = renderArea('/horaire');
      await user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
      expect(await screen.findByRole('heading', { name: 'Espace membre', level: 1 })).toBeInTheDocument();
      expect(logout).toHaveBeenCalledTimes(1);
      expect(store.getState().session.status).toBe('signedOut');
    });
  });

  describe('given the token has expired', () => {
    it('goes to /login', async () => {
      renderArea('/apropos', { secondsLeft: -5 });
      expect(await screen.findByRole('heading', { name: 'Espace membre', level: 1 })).toBeInTheDocument();
    });
  });
});
