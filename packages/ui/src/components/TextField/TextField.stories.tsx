import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Mail } from 'lucide-react';
import { TextField, textFieldSizes } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Adresse email',
    placeholder: 'contact@entreprise.com',
    size: 'md',
    onChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: textFieldSizes },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Adresse email' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, 'info@amcham.sn');
    await expect(input).toHaveValue('info@amcham.sn');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: { label: 'Téléphone', placeholder: '+221 33 000 00 00', hint: 'Un plus facultatif puis au moins 10 chiffres.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Téléphone' })).toHaveAccessibleDescription(
      'Un plus facultatif puis au moins 10 chiffres.',
    );
  },
};

export const Required: Story = {
  args: { label: "Nom de l'entreprise", placeholder: undefined, required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: "Nom de l'entreprise" });
    await expect(input).toBeRequired();
    // the marker is not part of the accessible name
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithError: Story = {
  args: { required: true, defaultValue: 'contact@', error: 'Veuillez saisir une adresse email valide.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Veuillez saisir une adresse email valide.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'info@amcham.sn' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse email' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('info@amcham.sn');
  },
};

export const WithIcon: Story = {
  args: { leading: <Mail aria-hidden="true" size={18} /> },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      {textFieldSizes.map((size) => (
        <TextField key={size} {...args} size={size} label={`Taille ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const size of textFieldSizes) {
      await expect(canvas.getByRole('textbox', { name: `Taille ${size}` }).parentElement).toHaveAttribute('data-size', size);
    }
  },
};
