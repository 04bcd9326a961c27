import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginScreen } from './LoginScreen';
import type { LoginScreenProps, LoginValues, NewPasswordProps, NewPasswordValues } from './LoginScreen';

/** Holds the values like the container's form does, so typing works in the story. */
function StatefulLogin(props: LoginScreenProps) {
  const [values, setValues] = useState<LoginValues>(props.values);
  const [newValues, setNewValues] = useState<NewPasswordValues | undefined>(props.newPassword?.values);
  const newPassword = props.newPassword;
  return (
    <LoginScreen
      {...props}
      values={values}
      onFieldChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        props.onFieldChange(field, value);
      }}
      newPassword={
        newPassword && newValues
          ? {
              ...newPassword,
              values: newValues,
              onFieldChange: (field, value) => {
                setNewValues((current) => current && { ...current, [field]: value });
                newPassword.onFieldChange(field, value);
              },
            }
          : newPassword
      }
    />
  );
}

/** The new-password state of a reset link (`/login?resetToken=...`), as the container starts it. */
function newPasswordArgs(overrides: Partial<NewPasswordProps> = {}): NewPasswordProps {
  return {
    status: 'form',
    values: { password: '', confirmation: '' },
    errors: {},
    touched: {},
    onFieldChange: fn(),
    onFieldBlur: fn(),
    onSubmit: fn(),
    submitting: false,
    submitDisabled: false,
    onBackToSignIn: fn(),
    ...overrides,
  };
}

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Screens/Public/LoginScreen',
  component: LoginScreen,
  render: (args) => <StatefulLogin {...args} />,
  args: {
    values: { email: '', password: '', rememberMe: false },
    errors: {},
    touched: {},
    onFieldChange: fn(),
    onFieldBlur: fn(),
    onSubmit: fn(),
    submitting: false,
    submitDisabled: false,
    backHref: '/',
    passwordReset: { open: false, email: '' },
    onPasswordResetOpenChange: fn(),
    onPasswordResetEmailChange: fn(),
    onPasswordResetSubmit: fn(),
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Form: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Adresse e-mail/), 'membre@example.sn');
    await userEvent.type(canvas.getByLabelText(/^Mot de passe/), 'secret1');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Se souvenir de moi' }));
    await expect(args.onFieldChange).toHaveBeenCalledWith('email', 'membre@example.sn');
    await expect(args.onFieldChange).toHaveBeenCalledWith('password', 'secret1');
    await expect(args.onFieldChange).toHaveBeenCalledWith('rememberMe', true);
    // the forgotten-password link asks the container to open its small form
    await userEvent.click(canvas.getByRole('button', { name: 'Mot de passe oublié ?' }));
    await expect(args.onPasswordResetOpenChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Spec public §5: the messages show on touched fields. */
export const ValidationErrors: Story = {
  args: {
    values: { email: 'membre@', password: 'abc', rememberMe: false },
    errors: { email: 'Email invalide', password: 'Minimum 6 caractères' },
    touched: { email: true, password: true },
    submitDisabled: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Email invalide')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
  },
};

export const Submitting: Story = {
  args: { values: { email: 'membre@example.sn', password: 'secret1', rememberMe: true }, submitting: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Connexion en cours…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // no second sign-in while one is under way
    const focused = canvasElement.ownerDocument.activeElement as HTMLElement;
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (canvasElement.ownerDocument.activeElement as HTMLElement).blur();
    focused.focus();
  },
};

export const ServerError: Story = {
  args: { values: { email: 'membre@example.sn', password: 'mauvais', rememberMe: false }, serverError: 'Email ou mot de passe incorrect' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email ou mot de passe incorrect');
    // the toggle shows the password and hides it again
    const password = canvas.getByLabelText(/^Mot de passe/);
    await expect(password).toHaveAttribute('type', 'password');
    const focused = canvasElement.ownerDocument.activeElement as HTMLElement;
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher le mot de passe' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Masquer le mot de passe' }));
    await expect(password).toHaveAttribute('type', 'password');
    (canvasElement.ownerDocument.activeElement as HTMLElement).blur();
    focused.focus();
  },
};

/** Only the errors of touched fields show (spec public §5): the password's is left out. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { errors: { email: 'Email required', password: 'Password required' }, touched: { email: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^E-mail address/)).toHaveAccessibleDescription('Email required');
    await expect(canvas.queryByText('Password required')).not.toBeInTheDocument();
  },
};

export const ForgotPassword: Story = {
  args: { passwordReset: { open: true, email: 'membre@example.sn' } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Mot de passe oublié' });
    await userEvent.type(within(dialog).getByLabelText(/Adresse e-mail/), 'x');
    await expect(args.onPasswordResetEmailChange).toHaveBeenCalledWith('membre@example.snx');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le lien' }));
    await expect(args.onPasswordResetSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ResetLinkSent: Story = {
  args: { passwordReset: { open: true, email: 'membre@example.sn', sent: true } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Si un compte existe pour cette adresse');
  },
};

export const ResetLinkSentEnglish: Story = {
  globals: { locale: 'en' },
  args: { passwordReset: { open: true, email: 'membre@example.sn', sent: true } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('If an account exists for this address, a reset link has just been sent to it.');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** A reset link opened: the card asks for the new password twice. */
export const NewPassword: Story = {
  args: { newPassword: newPasswordArgs() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Choisir un nouveau mot de passe', level: 1 })).toBeVisible();
    // instead of the sign-in form
    await expect(canvas.queryByLabelText(/Adresse e-mail/)).not.toBeInTheDocument();
    const password = canvas.getByLabelText(/^Nouveau mot de passe/);
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    const confirmation = canvas.getByLabelText(/^Confirmer le mot de passe/);
    await userEvent.type(password, 'nouveau1');
    await userEvent.type(confirmation, 'nouveau1');
    await expect(args.newPassword?.onFieldChange).toHaveBeenCalledWith('password', 'nouveau1');
    await expect(args.newPassword?.onFieldChange).toHaveBeenLastCalledWith('confirmation', 'nouveau1');
    // each field has its own toggle
    await userEvent.click(canvas.getAllByRole('button', { name: 'Afficher le mot de passe' })[0] as HTMLElement);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(confirmation).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    await expect(args.newPassword?.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const NewPasswordEnglishPhone: Story = {
  globals: { locale: 'en', ...phone },
  args: { newPassword: newPasswordArgs() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to sign in' }));
    await expect(args.newPassword?.onBackToSignIn).toHaveBeenCalledTimes(1);
    await expect(canvas.getByLabelText(/^Confirm the password/)).toBeVisible();
  },
};

/** The messages of the container's schema show on touched fields, as on the sign-in form. */
export const NewPasswordValidationErrors: Story = {
  args: {
    newPassword: newPasswordArgs({
      values: { password: 'abc', confirmation: 'abd' },
      errors: { password: 'Minimum 6 caractères', confirmation: 'Les mots de passe ne correspondent pas' },
      touched: { password: true, confirmation: true },
      submitDisabled: true,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Confirmer le mot de passe/)).toHaveAccessibleDescription('Les mots de passe ne correspondent pas');
    await expect(canvas.getByRole('button', { name: 'Enregistrer le mot de passe' })).toBeDisabled();
  },
};

export const NewPasswordValidationErrorsEnglishPhone: Story = {
  globals: { locale: 'en', ...phone },
  args: {
    newPassword: newPasswordArgs({
      values: { password: 'abc', confirmation: '' },
      errors: { password: 'Minimum 6 characters', confirmation: 'Please confirm the password' },
      touched: { password: true, confirmation: true },
      submitDisabled: true,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please confirm the password')).toBeVisible();
  },
};

export const NewPasswordSubmitting: Story = {
  args: { newPassword: newPasswordArgs({ values: { password: 'nouveau1', confirmation: 'nouveau1' }, submitting: true }) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enregistrement en cours…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.newPassword?.onSubmit).not.toHaveBeenCalled();
  },
};

export const NewPasswordSubmittingEnglishPhone: Story = {
  globals: { locale: 'en', ...phone },
  args: { newPassword: newPasswordArgs({ values: { password: 'nouveau1', confirmation: 'nouveau1' }, submitting: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failure other than a refused link (too many attempts, no answer): the catalogue's message in a banner. */
export const NewPasswordServerError: Story = {
  args: {
    newPassword: newPasswordArgs({ values: { password: 'nouveau1', confirmation: 'nouveau1' }, serverError: 'Erreur de connexion au serveur' }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Erreur de connexion au serveur');
  },
};

export const NewPasswordServerErrorEnglishPhone: Story = {
  globals: { locale: 'en', ...phone },
  args: {
    newPassword: newPasswordArgs({ values: { password: 'nouveau1', confirmation: 'nouveau1' }, serverError: 'Unable to connect to the server' }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Unable to connect to the server');
  },
};

/** The server refused the link (unknown, expired or already used): the way out is a new link. */
export const NewPasswordInvalidLink: Story = {
  args: { newPassword: newPasswordArgs({ status: 'invalidLink' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ce lien n’est plus valable');
    await expect(canvas.queryByLabelText(/^Nouveau mot de passe/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Demander un nouveau lien' }));
    await expect(args.onPasswordResetOpenChange).toHaveBeenCalledWith(true);
  },
};

export const NewPasswordInvalidLinkEnglishPhone: Story = {
  globals: { locale: 'en', ...phone },
  args: { newPassword: newPasswordArgs({ status: 'invalidLink' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link is no longer valid');
    await expect(canvas.getByRole('button', { name: 'Ask for a new link' })).toBeVisible();
  },
};

export const NewPasswordDone: Story = {
  args: { newPassword: newPasswordArgs({ status: 'done' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Mot de passe modifié', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Votre mot de passe a été modifié.');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(args.newPassword?.onBackToSignIn).toHaveBeenCalledTimes(1);
  },
};

export const NewPasswordDoneEnglishPhone: Story = {
  globals: { locale: 'en', ...phone },
  args: { newPassword: newPasswordArgs({ status: 'done' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Password changed', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password has been changed. Sign in with your new password.');
    const signIn = canvas.getByRole('button', { name: 'Sign in' });
    await expect(signIn).toBeVisible();
    const focused = canvasElement.ownerDocument.activeElement as HTMLElement;
    await userEvent.click(signIn);
    await expect(args.newPassword?.onBackToSignIn).toHaveBeenCalledTimes(1);
    (canvasElement.ownerDocument.activeElement as HTMLElement).blur();
    focused.focus();
  },
};

/**
 * Opened, untouched: no message, Se connecter disabled while invalid (spec public §5).
 */
export const OpenedUntouched: Story = {
  args: { submitDisabled: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Se connecter' })).toBeDisabled();
    await expect(canvasElement.ownerDocument.body.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    await expect(body.queryByRole('alert')).toBeNull();
    await expect(body.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  },
};

/** The new-password form opened, untouched: no message (the schema's errors wait for a touch), its save disabled while invalid. */
export const NewPasswordOpenedUntouched: Story = {
  args: {
    newPassword: newPasswordArgs({ submitDisabled: true, errors: { password: 'Minimum 6 caractères', confirmation: 'Veuillez confirmer le mot de passe' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Minimum 6 caractères')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Enregistrer le mot de passe' })).toBeDisabled();
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Sent here by a page whose session could not be renewed (spec public §8): the message above the form. */
export const SessionExpired: Story = {
  args: { notice: 'sessionExpired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Session expirée. Veuillez vous reconnecter.');
    await expect(canvas.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  },
};

export const SessionExpiredEnglishPhone: Story = {
  globals: { locale: 'en', ...phone },
  args: { notice: 'sessionExpired' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Session expired. Please log in again.');
  },
};

/** A sign-up's confirmation link was followed: the address is confirmed, the card asks to sign in. */
export const EmailConfirmed: Story = {
  args: { notice: 'emailConfirmed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Adresse e-mail confirmée. Vous pouvez vous connecter.');
    await expect(canvas.getByRole('status')).toHaveAttribute('data-variant', 'success');
    await expect(canvas.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  },
};

/** A confirmation link already used or expired: says so, and the way out (sign in, or a reset confirms too). */
export const ConfirmationInvalidEnglishPhone: Story = {
  globals: { locale: 'en', ...phone },
  args: { notice: 'confirmationInvalid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'This confirmation link is no longer valid (already used or expired). Sign in, or choose a password with “Forgot password?”: that confirms your address too.',
    );
  },
};

/** A person already signed in opens /login: who it is, its own area, signing out. */
export const SignedIn: Story = {
  args: { signedIn: { email: 'membre12@annuaire.demo', continueHref: '/apropos', area: 'member', onSignOut: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('membre12@annuaire.demo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Aller à mon espace membre' })).toHaveAttribute('href', '/apropos');
    await expect(canvas.queryByRole('button', { name: 'Se connecter' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Se déconnecter' }));
    await expect(args.signedIn?.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** A signed-in member sent here by an administrator's page: why, and the way out to sign in as an administrator. */
export const AdminOnlyEnglishPhone: Story = {
  globals: { locale: 'en', ...phone },
  args: { notice: 'adminOnly', signedIn: { email: 'membre12@annuaire.demo', continueHref: '/apropos', area: 'member', onSignOut: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('This page is for administrators.');
    await expect(canvas.getByRole('link', { name: 'Go to my member space' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};
