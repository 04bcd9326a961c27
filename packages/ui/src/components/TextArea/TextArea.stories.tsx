import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Description',
    maxLength: 500,
    placeholder: "Présentez l'activité de l'entreprise",
  },
  argTypes: {
    maxLength: { control: 'number' },
    error: { control: 'text' },
    hint: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    allowOverflow: { control: 'boolean' },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithCounter: Story = {
  args: { maxLength: 20, placeholder: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Import export');
    await expect(canvas.getByText('13 / 20')).toBeInTheDocument();
  },
};

export const CounterOverLimit: Story = {
  args: {
    maxLength: 50,
    allowOverflow: true,
    defaultValue: 'Une description bien trop longue pour la limite de ce champ de saisie.',
    error: 'Maximum 50 caractères autorisés.',
  },
  play: async ({ canvasElement }) => {
    // counted from the default value, and flagged once past the limit
    await expect(within(canvasElement).getByText('70 / 50')).toHaveAttribute('data-over', 'true');
  },
};

export const WithHint: Story = {
  args: { required: true, hint: 'Entre 50 et 500 caractères.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription('Entre 50 et 500 caractères. 0 / 500');
  },
};

export const WithError: Story = {
  args: { required: true, defaultValue: 'Trop court', error: 'Minimum 50 caractères requis.' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(/Minimum 50 caractères requis\./);
  },
};

export const WithoutCounter: Story = {
  args: { label: 'Adresse', maxLength: undefined, placeholder: undefined, defaultValue: 'Immeuble Fayçal, Dakar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/\d+ \/ \d+/)).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Cabinet de conseil en commerce international.' },
};
