import { createMemoryTokenStore } from '@annuaire/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { memberUser, referenceHandlers, signedInMember } from '../features/memberSpace/testing';
import { company } from '../testing/fixtures';
import { renderApp } from '../testing/renderWithProviders';
import { api, server } from '../testing/server';

// The session as a user meets it on the route table's pages: an idle member whose access token has run out, a
// session that can no longer be renewed, a signed-in person on /login, a member on an administrator's page.

const acme = company({ id: 12, name: 'Acme Conseil', pictures: [], videoLink: null });

function base64Url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An access token of the member whose claims expire `secondsLeft` from now. */
function accessToken(secondsLeft: number): string {
  const now = Math.floor(Date.now() / 1000);
  return `${base64Url({ alg: 'HS256' })}.${base64Url({ userId: 7, profil: 'MEMBER', sub: 'membre12@annuaire.demo', iat: now - 900, exp: now + secondsLeft })}.s`;
}

function memberHandlers() {
  referenceHandlers();
  server.use(
    api.post('/api/visits', ({ response }) => response(204).empty()),
    api.get('/api/v1/user/me', ({ response }) => response(200).json(memberUser(12))),
    api.get('/api/companies/{id}', ({ response }) => response(200).json(acme)),
    api.get('/api/companies/{id}/schedules', ({ response }) => response(200).json([])),
  );
}

/** The app at a path for a member whose access token ran out a minute ago (the refresh token kept with it). */
function renderIdleMember(route: string) {
  const preloadedState = signedInMember({ secondsLeft: -60 });
  const token = preloadedState.session?.token ?? '';
  return renderApp(route, { preloadedState, tokens: createMemoryTokenStore({ tokens: { token, refreshToken: 'refresh-token' }, user: memberUser(12) }) });
}

describe('session (spec public §4, §8)', () => {
  describe('given a member idle past the access token’s 15 minutes, with a valid refresh token', () => {
    it('opening a member page renews the token and shows the page, not /login', async () => {
      memberHandlers();
      const renewed = accessToken(900);
      const refreshed = vi.fn();
      server.use(
        api.post('/api/auth/refresh', ({ response }) => {
          refreshed();
          return response(200).json({ token: renewed, refreshToken: 'refresh-2' });
        }),
      );
      const { store } = renderIdleMember('/media');
      expect(await screen.findByRole('heading', { level: 1, name: 'Médias' })).toBeInTheDocument();
      await waitFor(() => expect(store.getState().session.token).toBe(renewed));
      expect(refreshed).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('button', { name: 'Se connecter' })).not.toBeInTheDocument();
    });
  });

  describe('given a member whose session can no longer be renewed', () => {
    it('lands on /login saying the session expired, and signing in again leads back to the page', async () => {
      const user = userEvent.setup();
      memberHandlers();
      server.use(
        api.post('/api/auth/refresh', () => HttpResponse.json({ status: 401, error: 'Unauthorized', message: 'Refresh token invalide' }, { status: 401 })),
      );
      const { store } = renderIdleMember('/horaire');
      expect(await screen.findByText('Session expirée. Veuillez vous reconnecter.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
      expect(store.getState().session.status).toBe('signedOut');

      server.use(api.post('/api/auth/signin', ({ response }) => response(200).json({ token: accessToken(900), refreshToken: 'refresh-3' })));
      await user.type(screen.getByLabelText(/Adresse e-mail/), 'membre12@annuaire.demo');
      await user.type(screen.getByLabelText(/^Mot de passe/), 'membre123');
      await user.click(screen.getByRole('button', { name: 'Se connecter' }));
      // Back to the opening hours, not the default /apropos.
      expect(await screen.findByRole('checkbox', { name: 'Lundi, ouvert' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Horaires' })).toHaveAttribute('aria-current', 'page');
    });
  });

  describe('given a signed-in member', () => {
    it('/login says who is signed in and offers the member space or signing out', async () => {
      const user = userEvent.setup();
      memberHandlers();
      server.use(api.get('/api/auth/logout', ({ response }) => response(204).empty()));
      const { store } = renderApp('/login', { preloadedState: signedInMember() });
      expect(await screen.findByText('membre12@annuaire.demo')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Aller à mon espace membre' })).toHaveAttribute('href', '/apropos');
      await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
      expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
      expect(store.getState().session.status).toBe('signedOut');
    });

    it('signing out from a page leaves nothing for the next sign-in to come back to', async () => {
      const user = userEvent.setup();
      memberHandlers();
      server.use(
        api.get('/api/auth/logout', ({ response }) => response(204).empty()),
        api.post('/api/auth/signin', ({ response }) => response(200).json({ token: accessToken(900), refreshToken: 'refresh-4' })),
      );
      renderApp('/horaire', { preloadedState: signedInMember() });
      await user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
      await user.type(await screen.findByLabelText(/Adresse e-mail/), 'membre12@annuaire.demo');
      await user.type(screen.getByLabelText(/^Mot de passe/), 'membre123');
      await user.click(screen.getByRole('button', { name: 'Se connecter' }));
      // spec public §2.6: a member's own area, not the page the previous session was on.
      expect(await screen.findByRole('heading', { level: 1, name: 'A propos' })).toBeInTheDocument();
    });

    it('an administrator’s page leads to /login, which says the page is for administrators', async () => {
      memberHandlers();
      renderApp('/admin/members', { preloadedState: signedInMember() });
      expect(
        await screen.findByText('Cette page est réservée aux administrateurs. Connectez-vous avec un compte administrateur pour l’ouvrir.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    });
  });
});
