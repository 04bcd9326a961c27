import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MemberStateFrame } from './MemberStateFrame';

const meta = {
  title: 'Screens/Member/MemberStateFrame',
  component: MemberStateFrame,
  args: { load: { status: 'ready' }, onRetry: fn(), children: 'Le contenu de l’écran' },
} satisfies Meta<typeof MemberStateFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Le contenu de l’écran')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
    await expect(canvas.queryByText('Le contenu de l’écran')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { load: { status: 'error', message: 'Erreur lors du chargement des horaires' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des horaires');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** An error without a message of its own shows the screen's default one; no Retry when the screen offers none. */
export const ErrorWithDefaultMessage: Story = {
  args: { load: { status: 'error' }, defaultErrorMessage: 'Erreur lors du chargement des médias', onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des médias');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const SessionExpired: Story = {
  args: { load: { status: 'sessionExpired' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Session expirée. Veuillez vous reconnecter.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const SessionExpiredEnglish: Story = {
  args: { load: { status: 'sessionExpired' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Session expired. Please log in again.');
  },
};

export const NoCompany: Story = {
  args: { load: { status: 'noCompany' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Aucune entreprise associée à votre compte' })).toBeVisible();
  },
};

export const NoCompanyEnglish: Story = {
  args: { load: { status: 'noCompany' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No company associated with your account' })).toBeVisible();
  },
};
