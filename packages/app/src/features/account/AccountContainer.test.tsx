import type { Account } from '@annuaire/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RootState } from '../../app/store';
import type { SessionState } from '../../state/session/sessionSlice';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import AccountContainer from './AccountContainer';

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const now = () => Math.floor(Date.now() / 1000);
const token = (exp: number) =>
  `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ userId: 7, profil: 'MEMBER', sub: 'membre12@annuaire.demo', iat: now() - 60, exp })}.s`;

function signedInMember(): Partial<RootState> {
  const exp = now() + 900;
  const session: SessionState = {
    status: 'signedIn',
    token: token(exp),
    refreshToken: 'refresh-token',
    claims: { userId: 7, profil: 'MEMBER', sub: 'membre12@annuaire.demo', iat: 0, exp },
    user: { id: 7, email: 'membre12@annuaire.demo', profil: 'MEMBER', companyId: 12, countryAmchamId: null },
  };
  return { session };
}

const account: Account = {
  id: 7,
  email: 'membre12@annuaire.demo',
  profil: 'MEMBER',
  language: null,
  notifyNewReview: true,
  notifyWeeklyDigest: false,
  pendingEmail: null,
};

function renderAccount() {
  server.use(api.get('/api/account', ({ response }) => response(200).json(account)));
  return renderWithProviders(
    <Routes>
      <Route path="/compte" element={<AccountContainer />} />
      <Route path="/login" element={<p>Page de connexion</p>} />
    </Routes>,
    { route: '/compte', preloadedState: signedInMember() },
  );
}

const passwordSection = () => screen.getByRole('heading', { name: 'Mot de passe' }).closest('section') as HTMLElement;

async function fillPasswordForm(current: string, chosen: string, confirmation = chosen) {
  const section = passwordSection();
  await userEvent.type(within(section).getByLabelText(/^Mot de passe actuel/), current);
  await userEvent.type(within(section).getByLabelText(/^Nouveau mot de passe/), chosen);
  await userEvent.type(within(section).getByLabelText(/^Confirmer le nouveau mot de passe/), confirmation);
}

describe('/compte "Mon compte"', () => {
  describe('given a wrong current password', () => {
    it("shows the service's message and keeps the form", async () => {
      let sent: unknown;
      server.use(
        api.post('/api/account/password', async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json({ message: 'Mot de passe actuel incorrect', status: 400, error: 'Bad Request' }, { status: 400 });
        }),
      );
      const { store } = renderAccount();
      await screen.findByText('Adresse actuelle : membre12@annuaire.demo');
      await fillPasswordForm('pas-le-bon', 'nouveau-mot-9');
      await userEvent.click(within(passwordSection()).getByRole('button', { name: 'Changer le mot de passe' }));
      expect(await within(passwordSection()).findByText('Mot de passe actuel incorrect')).toBeVisible();
      expect(sent).toEqual({ currentPassword: 'pas-le-bon', newPassword: 'nouveau-mot-9' });
      expect(store.getState().session.status).toBe('signedIn');
    });
  });

  describe('given a new password the rules refuse', () => {
    it('says why under the field and sends nothing', async () => {
      let calls = 0;
      server.use(
        api.post('/api/account/password', () => {
          calls += 1;
          return new HttpResponse(null, { status: 500 });
        }),
      );
      renderAccount();
      await screen.findByText('Adresse actuelle : membre12@annuaire.demo');
      await fillPasswordForm('membre123', 'court');
      expect(within(passwordSection()).getByText('Minimum 8 caractères')).toBeVisible();
      expect(within(passwordSection()).getByRole('button', { name: 'Changer le mot de passe' })).toBeDisabled();
      expect(calls).toBe(0);
    });
  });

  describe('given the right current password', () => {
    it("says the other devices are signed out and keeps this one signed in with the answer's tokens", async () => {
      const renewed = token(now() + 900);
      server.use(api.post('/api/account/password', ({ response }) => response(200).json({ token: renewed, refreshToken: 'renewed-refresh' })));
      const { store, tokens } = renderAccount();
      await screen.findByText('Adresse actuelle : membre12@annuaire.demo');
      await fillPasswordForm('membre123', 'nouveau-mot-9');
      await userEvent.click(within(passwordSection()).getByRole('button', { name: 'Changer le mot de passe' }));
      expect(await screen.findByText('Mot de passe modifié. Vos autres appareils sont déconnectés.')).toBeVisible();
      expect(store.getState().session.status).toBe('signedIn');
      expect(tokens.getToken()).toBe(renewed);
      expect(tokens.getRefreshToken()).toBe('renewed-refresh');
    });
  });

  describe('when the member signs out of every device', () => {
    it('calls the service and goes to /login signed out', async () => {
      let called = false;
      server.use(
        api.delete('/api/account/sessions', () => {
          called = true;
          return new HttpResponse(null, { status: 204 });
        }),
      );
      const { store } = renderAccount();
      await userEvent.click(await screen.findByRole('button', { name: 'Se déconnecter de tous les appareils' }));
      expect(await screen.findByText('Page de connexion')).toBeVisible();
      expect(called).toBe(true);
      await waitFor(() => expect(store.getState().session.status).toBe('signedOut'));
    });
  });

  describe('when the member asks for the weekly digest', () => {
    it('sends the setting alone and shows the account as saved', async () => {
      const sent: unknown[] = [];
      server.use(
        api.patch('/api/account', async ({ request, response }) => {
          const body = (await request.json()) as Partial<Account>;
          sent.push(body);
          return response(200).json({ ...account, ...body });
        }),
      );
      renderAccount();
      const digest = await screen.findByRole('checkbox', { name: /chaque semaine/ });
      expect(digest).not.toBeChecked();
      await userEvent.click(digest);
      await waitFor(() => expect(sent).toEqual([{ notifyWeeklyDigest: true }]));
    });
  });
});
