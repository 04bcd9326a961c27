import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/messages';
import { renderWithProviders, type ProvidersOptions } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import LoginContainer from './LoginContainer';
import { clickWhenEnabled } from '../../testing/interactions';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenOf = (profil: string) =>
  `${b64({ alg: 'HS256' })}.${b64({ userId: 9, profil, sub: 'x@annuaire.demo', iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 900 })}.s`;

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function Query() {
  return <p>query: {useLocation().search}</p>;
}

function renderResetLink(search = '?resetToken=jeton-123', preloadedState?: ProvidersOptions['preloadedState']) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/login"
        element={
          <>
            <LoginContainer />
            <Query />
          </>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/login${search}`, preloadedState },
  );
}

/** Records the bodies of the confirm calls and answers each with the given status. */
function confirmAnswers(status: 204 | 400 | 429, sent: Array<{ token: string; password: string }> = []) {
  server.use(
    api.post('/api/auth/password/reset/confirm', async ({ request, response }) => {
      sent.push((await request.json()) as { token: string; password: string });
      if (status === 204) return response(204).empty();
      if (status === 400) return response(400).json({ message: 'Lien de réinitialisation invalide ou expiré', status: 400, error: 'Bad Request' });
      return response(429).json({ message: 'Too many', status: 429, error: 'Too Many Requests' });
    }),
  );
  return sent;
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
      response(200).json({
        id: 9,
        email: 'x@annuaire.demo',
        profil,
        companyId: profil === 'MEMBER' ? 1 : null,
        countryAmchamId: profil === 'MEMBER' ? null : 2,
      }),
    ),
  );
}

describe('sign-in (spec public §2.6, §5)', () => {
  describe('when it opens', () => {
    it('has its submit disabled from the first render and shows no message (spec public §5)', async () => {
      renderLogin();
      expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeDisabled();
      expect(screen.queryByText('Email requis')).not.toBeInTheDocument();
      expect(screen.queryByText('Mot de passe requis')).not.toBeInTheDocument();
    });
  });
  describe('when a field is focused and left without typing', () => {
    it('shows no message: focus alone is not touched', async () => {
      const user = userEvent.setup();
      renderLogin();
      await user.click(await screen.findByLabelText(/Adresse e-mail/));
      await user.tab();
      expect(screen.queryByText('Email requis')).not.toBeInTheDocument();
    });
  });
  describe('when both fields are emptied and left', () => {
    it('shows the spec messages under each and keeps the submit disabled', async () => {
      const user = userEvent.setup();
      renderLogin();
      await user.type(await screen.findByLabelText(/Adresse e-mail/), 'a');
      await user.clear(screen.getByLabelText(/Adresse e-mail/));
      await user.type(screen.getByLabelText(/^Mot de passe/), 'a');
      await user.clear(screen.getByLabelText(/^Mot de passe/));
      await user.tab();
      expect(await screen.findByText('Email requis')).toBeInTheDocument();
      expect(screen.getByText('Mot de passe requis')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
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
      await clickWhenEnabled(user, screen.getByRole('button', { name: 'Se connecter' }));
      expect(await screen.findByText('Email ou mot de passe incorrect')).toBeInTheDocument();
    });
  });
  describe('given an account an administrator disabled', () => {
    it('says the account is disabled (its right password: 403 ACCOUNT_DISABLED), not that the password is wrong', async () => {
      const user = userEvent.setup();
      server.use(
        api.post('/api/auth/signin', () =>
          HttpResponse.json(
            { message: 'Ce compte est désactivé. Contactez l’administrateur de votre chambre.', status: 403, error: 'Forbidden', code: 'ACCOUNT_DISABLED' },
            { status: 403 },
          ),
        ),
      );
      renderLogin();
      await user.type(await screen.findByLabelText(/Adresse e-mail/), 'membre1@annuaire.demo');
      await user.type(screen.getByLabelText(/^Mot de passe/), 'membre123');
      await clickWhenEnabled(user, screen.getByRole('button', { name: 'Se connecter' }));
      expect(await screen.findByText('Ce compte est désactivé. Contactez l’administrateur de votre chambre.')).toBeInTheDocument();
    });
  });
  describe('given a member signs in', () => {
    it('lands on /apropos with the session in the store', async () => {
      const user = userEvent.setup();
      signInAnswers('MEMBER');
      const { store } = renderLogin();
      await user.type(await screen.findByLabelText(/Adresse e-mail/), 'membre1@annuaire.demo');
      await user.type(screen.getByLabelText(/^Mot de passe/), 'membre123');
      await clickWhenEnabled(user, screen.getByRole('button', { name: 'Se connecter' }));
      expect(await screen.findByText('at /apropos')).toBeInTheDocument();
      expect(store.getState().session.status).toBe('signedIn');
    });
  });
  describe('given the code of the space it leads to is still on its way', () => {
    it('asks for it in the page’s language and leads there only once it is loaded', async () => {
      const user = userEvent.setup();
      signInAnswers('MEMBER');
      const asked: Array<[string, string]> = [];
      let loaded: () => void = () => undefined;
      const prepare = (pathname: string, language: string) => {
        asked.push([pathname, language]);
        return new Promise<void>((resolve) => (loaded = resolve));
      };
      renderWithProviders(
        <Routes>
          <Route path="/login" element={<LoginContainer prepare={prepare} />} />
          <Route path="*" element={<Where />} />
        </Routes>,
        { route: '/login' },
      );
      await user.type(await screen.findByLabelText(/Adresse e-mail/), 'membre1@annuaire.demo');
      await user.type(screen.getByLabelText(/^Mot de passe/), 'membre123');
      await clickWhenEnabled(user, screen.getByRole('button', { name: 'Se connecter' }));
      await waitFor(() => expect(asked).toEqual([['/apropos', 'fr']]));
      expect(screen.queryByText('at /apropos')).not.toBeInTheDocument();
      expect(screen.getByLabelText(/Adresse e-mail/)).toBeInTheDocument();
      loaded();
      expect(await screen.findByText('at /apropos')).toBeInTheDocument();
    });
  });
  describe('given an administrator signs in', () => {
    it('lands on /members', async () => {
      const user = userEvent.setup();
      signInAnswers('ADMIN_AMCHAM');
      renderLogin();
      await user.type(await screen.findByLabelText(/Adresse e-mail/), 'admin.sn@annuaire.demo');
      await user.type(screen.getByLabelText(/^Mot de passe/), 'admin123');
      await clickWhenEnabled(user, screen.getByRole('button', { name: 'Se connecter' }));
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
      await clickWhenEnabled(user, screen.getByRole('button', { name: 'Se connecter' }));
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

describe('the link of a password-reset e-mail (/login?resetToken=...)', () => {
  describe('given the link is opened', () => {
    it('asks for the new password instead of signing in', async () => {
      renderResetLink();
      expect(await screen.findByRole('heading', { name: 'Choisir un nouveau mot de passe', level: 1 })).toBeInTheDocument();
      expect(screen.queryByLabelText(/Adresse e-mail/)).not.toBeInTheDocument();
    });
  });

  describe('when a valid password is typed twice and saved', () => {
    it('sends the token and the password, says it is changed and removes the token from the URL', async () => {
      const user = userEvent.setup();
      const sent = confirmAnswers(204);
      renderResetLink();
      await user.type(await screen.findByLabelText(/^Nouveau mot de passe/), 'nouveau-secret');
      await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'nouveau-secret');
      await clickWhenEnabled(user, screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
      expect(await screen.findByRole('heading', { name: 'Mot de passe modifié', level: 1 })).toBeInTheDocument();
      expect(sent).toEqual([{ token: 'jeton-123', password: 'nouveau-secret' }]);
      // react-router applies the URL change in a transition, after the urgent state update.
      expect(await screen.findByText('query:')).toBeInTheDocument();
    });

    it('leads back to the sign-in form from the success', async () => {
      const user = userEvent.setup();
      confirmAnswers(204);
      renderResetLink();
      await user.type(await screen.findByLabelText(/^Nouveau mot de passe/), 'nouveau-secret');
      await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'nouveau-secret');
      await clickWhenEnabled(user, screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
      await user.click(await screen.findByRole('button', { name: 'Se connecter' }));
      expect(await screen.findByLabelText(/Adresse e-mail/)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Espace membre', level: 1 })).toBeInTheDocument();
    });
  });

  describe('when both fields are emptied', () => {
    it('shows both messages, keeps the save disabled and calls nothing', async () => {
      const user = userEvent.setup();
      const sent = confirmAnswers(204);
      renderResetLink();
      expect(await screen.findByRole('button', { name: 'Enregistrer le mot de passe' })).toBeDisabled();
      for (const label of [/^Nouveau mot de passe/, /^Confirmer/]) {
        await user.type(screen.getByLabelText(label), 'a');
        await user.clear(screen.getByLabelText(label));
      }
      await user.tab();
      expect(await screen.findByText('Mot de passe requis')).toBeInTheDocument();
      expect(screen.getByText('Confirmation requise')).toBeInTheDocument();
      expect(sent).toEqual([]);
    });
  });

  describe('when the password is too short and the confirmation differs', () => {
    it('says so and keeps the save button disabled', async () => {
      const user = userEvent.setup();
      const sent = confirmAnswers(204);
      renderResetLink();
      await user.type(await screen.findByLabelText(/^Nouveau mot de passe/), 'abc');
      await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'abd');
      await user.tab();
      expect(await screen.findByText('Minimum 8 caractères')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Confirmer le mot de passe/)).toHaveAccessibleDescription('Les mots de passe ne correspondent pas');
      expect(screen.getByRole('button', { name: 'Enregistrer le mot de passe' })).toBeDisabled();
      expect(sent).toEqual([]);
    });
  });

  describe('given the server refuses the token (unknown, used or expired)', () => {
    it('says the link is no longer valid, keeps the token out of any retry and offers a new link', async () => {
      const user = userEvent.setup();
      const sent = confirmAnswers(400);
      renderResetLink();
      await user.type(await screen.findByLabelText(/^Nouveau mot de passe/), 'nouveau-secret');
      await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'nouveau-secret');
      await clickWhenEnabled(user, screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est plus valable');
      expect(screen.queryByLabelText(/^Nouveau mot de passe/)).not.toBeInTheDocument();
      expect(sent).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Demander un nouveau lien' }));
      expect(await screen.findByRole('dialog', { name: 'Mot de passe oublié' })).toBeInTheDocument();
    });
  });

  describe('given another failure (too many attempts)', () => {
    it('shows the authentication catalogue message and keeps the form', async () => {
      const user = userEvent.setup();
      confirmAnswers(429);
      renderResetLink();
      await user.type(await screen.findByLabelText(/^Nouveau mot de passe/), 'nouveau-secret');
      await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'nouveau-secret');
      await clickWhenEnabled(user, screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives de connexion. Veuillez réessayer plus tard.');
      expect(screen.getByLabelText(/^Nouveau mot de passe/)).toBeInTheDocument();
      expect(screen.getByText('query: ?resetToken=jeton-123')).toBeInTheDocument();
    });
  });

  describe('given an emptied token', () => {
    it('shows the link as invalid without calling the server', async () => {
      renderResetLink('?resetToken=');
      expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est plus valable');
    });
  });

  describe('when the user goes back to the sign-in form', () => {
    it('drops the token from the URL', async () => {
      const user = userEvent.setup();
      renderResetLink();
      await user.click(await screen.findByRole('button', { name: 'Retour à la connexion' }));
      expect(await screen.findByLabelText(/Adresse e-mail/)).toBeInTheDocument();
      expect(screen.getByText('query:')).toBeInTheDocument();
    });
  });

  describe('given the visitor reads in English', () => {
    it('asks and validates in English, and shows the catalogue message in English', async () => {
      await loadMessages('en');
      const user = userEvent.setup();
      confirmAnswers(429);
      renderResetLink('?resetToken=jeton-123', { language: { current: 'en' } });
      expect(await screen.findByRole('heading', { name: 'Choose a new password', level: 1 })).toBeInTheDocument();
      await user.type(screen.getByLabelText(/^New password/), 'abc');
      await user.type(screen.getByLabelText(/^Confirm the password/), 'abd');
      await user.tab();
      expect(await screen.findByText('Minimum 8 characters')).toBeInTheDocument();
      expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
      await user.clear(screen.getByLabelText(/^New password/));
      await user.type(screen.getByLabelText(/^New password/), 'new-secret');
      await user.clear(screen.getByLabelText(/^Confirm the password/));
      await user.type(screen.getByLabelText(/^Confirm the password/), 'new-secret');
      await user.click(screen.getByRole('button', { name: 'Save the password' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please try again later.');
    });
  });
});

describe("a sign-up's confirmation link (/login?confirmToken=...)", () => {
  function confirmEmailAnswers(status: 200 | 400) {
    const sent: string[] = [];
    server.use(
      api.post('/api/auth/confirm', async ({ request, response }) => {
        sent.push(((await request.json()) as { token: string }).token);
        if (status === 200) return response(200).json({ message: 'Adresse e-mail confirmée. Vous pouvez vous connecter.' });
        return response(400).json({ message: 'Lien de confirmation invalide ou expiré', status: 400, error: 'Bad Request' });
      }),
    );
    return sent;
  }

  it('sends the token once, says the address is confirmed above the sign-in form and removes the token from the URL', async () => {
    const sent = confirmEmailAnswers(200);
    renderResetLink('?confirmToken=jeton-456');
    expect(await screen.findByRole('status')).toHaveTextContent('Adresse e-mail confirmée. Vous pouvez vous connecter.');
    expect(screen.getByLabelText(/Adresse e-mail/)).toBeInTheDocument();
    expect(await screen.findByText('query:')).toBeInTheDocument();
    expect(sent).toEqual(['jeton-456']);
  });

  it('says a used or expired link is no longer valid, in English too', async () => {
    confirmEmailAnswers(400);
    renderResetLink('?confirmToken=jeton-usé', { language: { current: 'en' } });
    expect(await screen.findByRole('status')).toHaveTextContent('This confirmation link is no longer valid (already used or expired).');
  });
});

describe('the link "Mon compte" mails to a new address (/login?emailChangeToken=...)', () => {
  it('sends the token once to confirmEmailChange, says the address is confirmed and removes the token from the URL', async () => {
    const sent: string[] = [];
    server.use(
      api.post('/api/account/email/confirm', async ({ request, response }) => {
        sent.push(((await request.json()) as { token: string }).token);
        return response(200).json({ message: 'Adresse e-mail modifiée. Connectez-vous avec la nouvelle adresse.' });
      }),
    );
    renderResetLink('?emailChangeToken=jeton-789');
    expect(await screen.findByRole('status')).toHaveTextContent('Adresse e-mail confirmée. Vous pouvez vous connecter.');
    expect(await screen.findByText('query:')).toBeInTheDocument();
    expect(sent).toEqual(['jeton-789']);
  });

  it('says a used or expired link is no longer valid', async () => {
    server.use(
      api.post('/api/account/email/confirm', ({ response }) =>
        response(400).json({ message: 'Lien de confirmation invalide ou expiré', status: 400, error: 'Bad Request' }),
      ),
    );
    renderResetLink('?emailChangeToken=jeton-usé');
    expect(await screen.findByRole('status')).toHaveTextContent('Ce lien de confirmation n’est plus valide');
  });
});
