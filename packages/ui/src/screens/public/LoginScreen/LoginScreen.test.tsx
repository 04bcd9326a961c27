import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { LoginScreen } from './LoginScreen';
import type { LoginScreenProps, NewPasswordProps } from './LoginScreen';
import { sampleHomeHref } from '../fixtures';

function props(overrides: Partial<LoginScreenProps> = {}): LoginScreenProps {
  return {
    values: { email: '', password: '', rememberMe: false },
    backHref: sampleHomeHref,
    onFieldChange: vi.fn(),
    onSubmit: vi.fn(),
    passwordReset: { open: false, email: '' },
    onPasswordResetOpenChange: vi.fn(),
    onPasswordResetEmailChange: vi.fn(),
    onPasswordResetSubmit: vi.fn(),
    ...overrides,
  };
}

function newPassword(overrides: Partial<NewPasswordProps> = {}): NewPasswordProps {
  return {
    status: 'form',
    values: { password: '', confirmation: '' },
    onFieldChange: vi.fn(),
    onSubmit: vi.fn(),
    onBackToSignIn: vi.fn(),
    ...overrides,
  };
}

// jsdom has no ResizeObserver; Radix measures the checkbox's hidden form input with one when it sits in a form.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

describe('LoginScreen', () => {
  it('leads back to the home page', () => {
    renderWithUi(<LoginScreen {...props()} />);
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  describe('when the user types', () => {
    it('reports each field to the container', async () => {
      const onFieldChange = vi.fn();
      const { user } = renderWithUi(<LoginScreen {...props({ onFieldChange })} />);
      await user.type(screen.getByLabelText(/Adresse e-mail/), 'a');
      await user.type(screen.getByLabelText(/^Mot de passe/), 'b');
      await user.click(screen.getByRole('checkbox', { name: 'Se souvenir de moi' }));
      expect(onFieldChange).toHaveBeenCalledWith('email', 'a');
      expect(onFieldChange).toHaveBeenCalledWith('password', 'b');
      expect(onFieldChange).toHaveBeenCalledWith('rememberMe', true);
    });
  });

  describe('given errors', () => {
    it('shows only those of touched fields (spec public §5)', () => {
      renderWithUi(<LoginScreen {...props({ errors: { email: 'Email requis', password: 'Mot de passe requis' }, touched: { email: true } })} />);
      expect(screen.getByLabelText(/Adresse e-mail/)).toHaveAccessibleDescription('Email requis');
      expect(screen.queryByText('Mot de passe requis')).not.toBeInTheDocument();
    });
  });

  describe('when the form is submitted', () => {
    it('asks the container to sign in', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithUi(<LoginScreen {...props({ onSubmit })} />);
      await user.click(screen.getByRole('button', { name: 'Se connecter' }));
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });

    it('does not sign in twice while busy', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithUi(<LoginScreen {...props({ onSubmit, submitting: true })} />);
      await user.click(screen.getByRole('button', { name: 'Connexion en cours…' }));
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('is disabled while the form is invalid', () => {
      renderWithUi(<LoginScreen {...props({ submitDisabled: true })} />);
      expect(screen.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
    });
  });

  describe('when the password toggle is used', () => {
    it('shows and hides the password', async () => {
      const { user } = renderWithUi(<LoginScreen {...props({ values: { email: '', password: 'secret1', rememberMe: false } })} />);
      const password = screen.getByLabelText(/^Mot de passe/);
      expect(password).toHaveAttribute('type', 'password');
      await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
      expect(password).toHaveAttribute('type', 'text');
    });
  });

  describe('given a server error', () => {
    it('shows it in a banner', () => {
      renderWithUi(<LoginScreen {...props({ serverError: 'Email ou mot de passe incorrect' })} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Email ou mot de passe incorrect');
    });
  });

  describe('given the forgotten-password request', () => {
    it('asks to open it from the link', async () => {
      const onPasswordResetOpenChange = vi.fn();
      const { user } = renderWithUi(<LoginScreen {...props({ onPasswordResetOpenChange })} />);
      await user.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
      expect(onPasswordResetOpenChange).toHaveBeenCalledWith(true);
    });

    it('sends the e-mail typed in the small form', async () => {
      const onPasswordResetEmailChange = vi.fn();
      const onPasswordResetSubmit = vi.fn();
      const { user } = renderWithUi(
        <LoginScreen {...props({ passwordReset: { open: true, email: 'membre@example.sn' }, onPasswordResetEmailChange, onPasswordResetSubmit })} />,
      );
      const dialog = screen.getByRole('dialog', { name: 'Mot de passe oublié' });
      await user.type(within(dialog).getByLabelText(/Adresse e-mail/), 'x');
      expect(onPasswordResetEmailChange).toHaveBeenCalledWith('membre@example.snx');
      await user.click(within(dialog).getByRole('button', { name: 'Envoyer le lien' }));
      expect(onPasswordResetSubmit).toHaveBeenCalledTimes(1);
    });

    it('says a link was sent if the account exists, in English too', () => {
      renderWithUi(<LoginScreen {...props({ passwordReset: { open: true, email: 'm@example.sn', sent: true } })} />, { locale: 'en' });
      expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
        'If an account exists for this address, a reset link has just been sent to it.',
      );
    });
  });

  describe('given a password-reset link', () => {
    it('shows the new-password form instead of the sign-in form', () => {
      renderWithUi(<LoginScreen {...props({ newPassword: newPassword() })} />);
      expect(screen.getByRole('heading', { name: 'Choisir un nouveau mot de passe', level: 1 })).toBeInTheDocument();
      expect(screen.queryByLabelText(/Adresse e-mail/)).not.toBeInTheDocument();
      expect(screen.getByLabelText(/^Nouveau mot de passe/)).toHaveAttribute('autocomplete', 'new-password');
    });

    it('reports both fields and the submit to the container', async () => {
      const state = newPassword();
      const { user } = renderWithUi(<LoginScreen {...props({ newPassword: state })} />);
      await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'a');
      await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'b');
      await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
      expect(state.onFieldChange).toHaveBeenCalledWith('password', 'a');
      expect(state.onFieldChange).toHaveBeenCalledWith('confirmation', 'b');
      expect(state.onSubmit).toHaveBeenCalledTimes(1);
    });

    it('shows and hides each password', async () => {
      const { user } = renderWithUi(<LoginScreen {...props({ newPassword: newPassword({ values: { password: 'nouveau1', confirmation: 'nouveau1' } }) })} />);
      const confirmation = screen.getByLabelText(/^Confirmer le mot de passe/);
      await user.click(screen.getAllByRole('button', { name: 'Afficher le mot de passe' })[1] as HTMLElement);
      expect(confirmation).toHaveAttribute('type', 'text');
      expect(screen.getByLabelText(/^Nouveau mot de passe/)).toHaveAttribute('type', 'password');
    });

    it('shows only the errors of touched fields', () => {
      const state = newPassword({
        errors: { password: 'Minimum 6 caractères', confirmation: 'Les mots de passe ne correspondent pas' },
        touched: { confirmation: true },
      });
      renderWithUi(<LoginScreen {...props({ newPassword: state })} />);
      expect(screen.getByLabelText(/^Confirmer le mot de passe/)).toHaveAccessibleDescription('Les mots de passe ne correspondent pas');
      expect(screen.queryByText('Minimum 6 caractères')).not.toBeInTheDocument();
    });

    it('does not submit twice while busy', async () => {
      const state = newPassword({ submitting: true });
      const { user } = renderWithUi(<LoginScreen {...props({ newPassword: state })} />);
      await user.click(screen.getByRole('button', { name: 'Enregistrement en cours…' }));
      expect(state.onSubmit).not.toHaveBeenCalled();
    });

    it('shows a server error in a banner', () => {
      renderWithUi(<LoginScreen {...props({ newPassword: newPassword({ serverError: 'Erreur de connexion au serveur' }) })} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Erreur de connexion au serveur');
    });

    describe('when the link is refused', () => {
      it('offers a new link through the forgotten-password request', async () => {
        const onPasswordResetOpenChange = vi.fn();
        const { user } = renderWithUi(<LoginScreen {...props({ onPasswordResetOpenChange, newPassword: newPassword({ status: 'invalidLink' }) })} />);
        expect(screen.getByRole('alert')).toHaveTextContent('Ce lien n’est plus valable');
        expect(screen.queryByLabelText(/^Nouveau mot de passe/)).not.toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Demander un nouveau lien' }));
        expect(onPasswordResetOpenChange).toHaveBeenCalledWith(true);
      });
    });

    describe('when the password is changed', () => {
      it('says so and leads back to the sign-in form, in English too', async () => {
        const state = newPassword({ status: 'done' });
        const { user } = renderWithUi(<LoginScreen {...props({ newPassword: state })} />, { locale: 'en' });
        expect(screen.getByRole('heading', { name: 'Password changed', level: 1 })).toBeInTheDocument();
        expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed. Sign in with your new password.');
        await user.click(screen.getByRole('button', { name: 'Sign in' }));
        expect(state.onBackToSignIn).toHaveBeenCalledTimes(1);
      });
    });
  });
});
