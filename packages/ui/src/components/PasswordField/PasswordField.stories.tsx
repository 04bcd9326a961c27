import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Mot de passe',
    required: true,
  },
  argTypes: {
    error: { control: 'text' },
    hint: { control: 'text' },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ShowHideToggle: Story = {
  args: { defaultValue: 'motdepasse' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Mot de passe|Password/);
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: /Afficher le mot de passe|Show password/ }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: /Masquer le mot de passe|Hide password/ }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Visible: Story = {
  args: { defaultValue: 'motdepasse', defaultVisible: true },
};

export const WithError: Story = {
  args: { defaultValue: 'abc', error: 'Minimum 6 caractères' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Mot de passe|Password/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Minimum 6 caractères');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'motdepasse', disabled: true },
};
