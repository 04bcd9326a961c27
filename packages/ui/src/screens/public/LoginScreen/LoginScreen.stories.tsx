import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginScreen } from './LoginScreen';
import type { LoginScreenProps, LoginValues } from './LoginScreen';

/** Holds the values like the container's Formik does, so typing works in the story. */
function StatefulLogin(props: LoginScreenProps) {
  const [values, setValues] = useState<LoginValues>(props.values);
  return (
    <LoginScreen
      {...props}
      values={values}
      onFieldChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        props.onFieldChange(field, value);
      }}
    />
  );
}

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
    await expect(args.onFieldChange).toHaveBeenCalledWith('rememberMe', true);
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Connexion en cours…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  args: { values: { email: 'membre@example.sn', password: 'mauvais', rememberMe: false }, serverError: 'Email ou mot de passe incorrect' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Email ou mot de passe incorrect');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { errors: { email: 'Email required' }, touched: { email: true } },
};

export const ForgotPassword: Story = {
  args: { passwordReset: { open: true, email: 'membre@example.sn' } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Mot de passe oublié' });
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

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
