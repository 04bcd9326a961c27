import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: {
    label: 'Se souvenir de moi',
    onCheckedChange: fn(),
  },
  argTypes: {
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Se souvenir de moi' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // the label toggles too
    await userEvent.click(within(canvasElement).getByText('Se souvenir de moi'));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Se souvenir de moi' })).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
};

export const Indeterminate: Story = {
  args: { label: 'Tous les jours', checked: 'indeterminate' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Tous les jours' })).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const WithHint: Story = {
  args: { label: 'Bannière permanente', hint: "Une bannière permanente n'a pas de date de fin." },
};

export const WithError: Story = {
  args: { label: "J'accepte les conditions d'utilisation", required: true, error: 'Ce champ est obligatoire.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: "J'accepte les conditions d'utilisation" });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Ce champ est obligatoire.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Se souvenir de moi' })).toBeDisabled();
  },
};
