import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlockError } from './BlockError';

/** A back-office block whose data failed to load, with the reason and a Retry. */
const meta = {
  title: 'Admin/BlockError',
  component: BlockError,
  args: { message: 'Erreur interne du serveur', onRetry: fn() },
} satisfies Meta<typeof BlockError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithReason: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des données');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur interne du serveur');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithoutReasonEnglish: Story = {
  globals: { locale: 'en' },
  args: { message: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error loading data');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
