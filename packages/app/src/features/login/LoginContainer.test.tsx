import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import LoginContainer from './LoginContainer';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenOf = (profil: string) =>
  `${b64({ alg: 'HS256' })}.${b64({ userId: 9, profil, sub: 'x@annuaire.demo', iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 900 })}.s`;

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginContainer />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/login' },
  );
}

function signInAnswers(profil: 'MEMBER' | 'ADMIN_AMCHAM') {
  server.use(
    api.post('/api/auth/signin', ({ response }) => response(200).json({ token: tokenOf(profil), refreshToken: 'refresh' })),
    api.get('/api/v1/user/me', ({ response }) =>
      response(200).json({ id: 9, email: 'x@annuaire.demo', profil, companyId: profil === 'MEMBER' ? 1 : null, countryAmchamId: profil === 'MEMBER' ? null : 2 }),
    ),
  );
}

describe('sign-in (spec public §2.6, §5)', () => {
  describe('when submitted empty', () => {
    it('marks every field touched with the spec messages and calls nothing', async () => {
      const user = userEvent.setup();
      renderLogin();
      await user.click(await screen.findByRole('button', { name: 'Se connecter' }));
      expect(await screen.findByText('Email requis')).toBeInTheDocument();
      expect(screen.getByText('Mot de passe requis')).toBeInTheDocument();
    });
  });
  describe('when the e-mail is malformed and the password short', () => {
    it('says so', async () => {
      const user = userEvent.setup();
      renderLogin();
      await user.type(await screen.findByLabelText(/Adresse e-mail/), 'pas-un-email');
      await user.type(screen.getByLabelText(/^Mot de passe/), '123');
      await user.tab();
      expect(await screen.findByText('Email invalide')).toBeInTheDocument();
      expect(screen.getByText('Minimum 6 caractères')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
    });
  });
  describe('given wrong credentials', () => {
    it('shows the authentication catalogue message', async () => {
      const user = userEvent.setup();
      server.use(api.post('/api/auth/signin', () => HttpResponse.json({ message: 'bad', status: 401, error: 'Unauthorized' }, { status: 401 })));
      renderLogin();
      await user.type(await screen.findByLabelText(/Adresse e-mail/), 'membre1@annuaire.demo');
      await user.type(screen.getByLabelText(/^Mot de passe/), 'mauvais1');
      await user.click(screen.getByRole('button', { name: 'Se connecter' }));
      expect(await screen.findByText('Email ou mot de passe incorrect')).toBeInTheDocument();
    });
  });
  describe('given a member signs in', () => {
    it('lands on /apropos with the session in the store', async () => {
      const user = userEvent.setup();
      signInAnswers('MEMBER');
      const { store } = renderLogin();
      await user.type(await screen.findByLabelText(/Adresse e-mail/), 'membre1@annuaire.demo');
      await user.type(screen.getByLabelText(/^Mot de passe/), 'membre123');
      await user.click(screen.getByRole('button', { name: 'Se connecter' }));
      expect(await screen.findByText('at /apropos')).toBeInTheDocument();
      expect(store.getState().session.status).toBe('signedIn');
    });
  });
  describe('given an administrator signs in', () => {
    it('lands on /members', async () => {
      const user = userEvent.setup();
      signInAnswers('ADMIN_AMCHAM');
      renderLogin();
      await user.type(await screen.findByLabelText(/Adresse e-mail/), 'admin.sn@annuaire.demo');
      await user.type(screen.getByLabelText(/^Mot de passe/), 'admin123');
      await user.click(screen.getByRole('button', { name: 'Se connecter' }));
      expect(await screen.findByText('at /members')).toBeInTheDocument();
    });
  });
  describe('given remember-me is ticked', () => {
    it('the tokens are kept remembered by the token store', async () => {
      const user = userEvent.setup();
      signInAnswers('MEMBER');
      const { tokens } = renderLogin();
      const remembered: Array<boolean | undefined> = [];
      const setTokens = tokens.setTokens.bind(tokens);
      tokens.setTokens = (value, options) => {
        remembered.push(options?.remember);
        setTokens(value, options);
      };
      await user.type(await screen.findByLabelText(/Adresse e-mail/), 'membre1@annuaire.demo');
      await user.type(screen.getByLabelText(/^Mot de passe/), 'membre123');
      await user.click(screen.getByRole('checkbox', { name: 'Se souvenir de moi' }));
      await user.click(screen.getByRole('button', { name: 'Se connecter' }));
      await screen.findByText('at /apropos');
      expect(remembered).toEqual([true]);
    });
  });
  describe('when a password reset is requested', () => {
    it('sends the request and says a link was sent', async () => {
      const user = userEvent.setup();
      const asked: string[] = [];
      server.use(
        api.post('/api/auth/password/reset', async ({ request, response }) => {
          asked.push(((await request.json()) as { email: string }).email);
          return response(202).json({ message: 'ok' });
        }),
      );
      renderLogin();
      await user.click(await screen.findByRole('button', { name: 'Mot de passe oublié ?' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(dialog.querySelector('input[name="resetEmail"]') as HTMLInputElement, 'membre1@annuaire.demo');
      await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
      expect(await screen.findByText(/un lien de réinitialisation vient de lui être envoyé/)).toBeInTheDocument();
      await waitFor(() => expect(asked).toEqual(['membre1@annuaire.demo']));
    });
  });
});
