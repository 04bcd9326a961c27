import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Alert, alertTones } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'success', children: 'Les horaires ont été sauvegardés avec succès !', dismissible: false, onDismiss: fn() },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Success: Story = {
  args: { tone: 'success', children: 'Les informations de l’entreprise ont été sauvegardées avec succès !' },
  play: async ({ canvasElement }) => {
    // a polite status, not an interruption
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('data-variant', 'success');
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', children: 'Erreur lors de l’enregistrement des modifications' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Erreur lors de l’enregistrement des modifications');
  },
};

export const Info: Story = { args: { tone: 'info', title: 'Session expirée', children: 'Veuillez vous reconnecter.' } };

export const Dismissible: Story = {
  args: { tone: 'error', dismissible: true, children: 'Erreur lors du chargement des secteurs' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Fermer|Close/ }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Spec: the success banner goes away after 3000 ms; here 50 ms so the story test does not wait. */
export const AutoDismiss: Story = {
  args: { autoDismissMs: 50 },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledTimes(1));
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
