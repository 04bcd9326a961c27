import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountScreen } from './AccountScreen';
import type { AccountScreenProps, PasswordChangeField } from './AccountScreen';

const phone = { viewport: { value: 'phone', isRotated: false } };

/** Holds the password form's values like the container's form does, so typing works in the story. */
function StatefulAccount(props: AccountScreenProps) {
  const [values, setValues] = useState(props.password.values);
  return (
    <AccountScreen
      {...props}
      password={{
        ...props.password,
        values,
        onFieldChange: (field: PasswordChangeField, value: string) => {
          setValues((current) => ({ ...current, [field]: value }));
          props.password.onFieldChange(field, value);
        },
      }}
    />
  );
}

const meta = {
  title: 'Screens/Member/AccountScreen',
  component: AccountScreen,
  render: (args) => <StatefulAccount {...args} />,
  args: {
    load: { status: 'ready' },
    onRetry: fn(),
    email: 'membre1@annuaire.demo',
    pendingEmail: null,
    password: {
      values: { currentPassword: '', newPassword: '', confirmation: '' },
      errors: {},
      touched: {},
      onFieldChange: fn(),
      onFieldBlur: fn(),
      onSubmit: fn(),
      submitDisabled: true,
    },
    emailChange: {
      values: { email: '', currentPassword: '' },
      errors: {},
      touched: {},
      onFieldChange: fn(),
      onFieldBlur: fn(),
      onSubmit: fn(),
      submitDisabled: true,
    },
    preferences: {
      language: undefined,
      onLanguageChange: fn(),
      notifyNewReview: true,
      onNotifyNewReviewChange: fn(),
      notifyWeeklyDigest: false,
      onNotifyWeeklyDigestChange: fn(),
      showReviewSetting: true,
    },
    sessions: { onSignOutEverywhere: fn() },
  },
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's account as it opens: no language chosen yet, new-review mails on, both forms' submits disabled. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Changer le mot de passe' })).toBeDisabled();
    await expect(canvas.getByText('Adresse actuelle : membre1@annuaire.demo')).toBeVisible();
  },
};

export const English: Story = { globals: { locale: 'en' } };

/** On a phone every button stays inside its card: a label too long for one line wraps. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) {
      const card = button.closest('section');
      if (!card) continue;
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
    }
  },
};

export const PhoneEnglish: Story = { globals: { ...phone, locale: 'en' } };

export const Loading: Story = { args: { load: { status: 'loading' } } };

export const LoadError: Story = {
  args: { load: { status: 'error', message: 'Erreur lors de la récupération de vos informations utilisateur' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The password form filled in: the submit sends it. */
export const ChangePassword: Story = {
  args: {
    password: { ...meta.args.password, submitDisabled: false },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // the password form's field (the address form asks for the current password too, further down)
    const [current] = canvas.getAllByLabelText(/^Mot de passe actuel/);
    if (!current) throw new globalThis.Error('no current password field');
    await userEvent.type(current, 'membre123');
    await expect(args.password.onFieldChange).toHaveBeenLastCalledWith('currentPassword', 'membre123');
    await userEvent.click(canvas.getByRole('button', { name: 'Changer le mot de passe' }));
    await expect(args.password.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The service refused the current password: its message above the form. */
export const WrongCurrentPassword: Story = {
  args: {
    password: {
      ...meta.args.password,
      values: { currentPassword: 'mauvais', newPassword: 'nouveau-mot-2', confirmation: 'nouveau-mot-2' },
      submitDisabled: false,
      serverError: 'Mot de passe actuel incorrect',
    },
  },
};

/** The form's rules, shown once each field is touched. */
export const PasswordRules: Story = {
  args: {
    password: {
      ...meta.args.password,
      values: { currentPassword: '', newPassword: 'court', confirmation: 'autre' },
      errors: { currentPassword: 'Mot de passe requis', newPassword: 'Minimum 8 caractères', confirmation: 'Les mots de passe ne correspondent pas' },
      touched: { currentPassword: true, newPassword: true, confirmation: true },
    },
  },
};

export const PasswordChanged: Story = {
  args: { password: { ...meta.args.password, done: true } },
};

export const PasswordChangedEnglish: Story = {
  globals: { locale: 'en' },
  args: { password: { ...meta.args.password, done: true } },
};

/** The link went to the new address; the account keeps its address until it is opened. */
export const EmailLinkSent: Story = {
  args: { pendingEmail: 'nouvelle@annuaire.demo', emailChange: { ...meta.args.emailChange, sentTo: 'nouvelle@annuaire.demo' } },
};

export const EmailPending: Story = { args: { pendingEmail: 'nouvelle@annuaire.demo' } };

export const EmailTaken: Story = {
  args: {
    emailChange: {
      ...meta.args.emailChange,
      values: { email: 'admin.ci@annuaire.demo', currentPassword: 'membre123' },
      submitDisabled: false,
      serverError: 'Un utilisateur avec cet email existe déjà',
    },
  },
};

/** English chosen, new-review mails off, just saved. */
export const PreferencesSaved: Story = {
  args: { preferences: { ...meta.args.preferences, language: 'en', notifyNewReview: false, saved: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(/^Langue préférée/), 'fr');
    await expect(args.preferences.onLanguageChange).toHaveBeenCalledWith('fr');
    await userEvent.click(canvas.getByRole('checkbox', { name: /nouvel avis/ }));
    await expect(args.preferences.onNotifyNewReviewChange).toHaveBeenCalledWith(true);
    // the weekly digest is off until asked for
    const digest = canvas.getByRole('checkbox', { name: /chaque semaine/ });
    await expect(digest).not.toBeChecked();
    await userEvent.click(digest);
    await expect(args.preferences.onNotifyWeeklyDigestChange).toHaveBeenCalledWith(true);
  },
};

/** An administrator, in the back-office whose header shows the page's title: no title of its own, no review setting. */
export const Administrator: Story = {
  args: { showTitle: false, email: 'admin.ci@annuaire.demo', preferences: { ...meta.args.preferences, showReviewSetting: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Mon compte' })).toBeVisible();
  },
};

export const SignOutEverywhere: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Se déconnecter de tous les appareils' }));
    await expect(args.sessions.onSignOutEverywhere).toHaveBeenCalledTimes(1);
  },
};

export const SigningOutEverywhere: Story = { args: { sessions: { ...meta.args.sessions, signingOut: true } } };
