import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Rechercher une entreprise',
    placeholder: 'Nom, activité, mot-clé…',
    onSubmit: fn(),
    onValueChange: fn(),
    onClear: fn(),
  },
  argTypes: {
    clearable: { control: 'boolean' },
    hideLabel: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EnterSubmits: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Rechercher une entreprise' });
    await userEvent.type(input, 'logistique');
    // typing reports each change; only Enter submits
    await expect(args.onValueChange).toHaveBeenLastCalledWith('logistique');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('logistique');
  },
};

export const Clearable: Story = {
  args: { clearable: true, defaultValue: 'banque' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Effacer la recherche|Clear search/ }));
    const input = canvas.getByRole('searchbox', { name: 'Rechercher une entreprise' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('');
    await expect(canvas.queryByRole('button', { name: /Effacer la recherche|Clear search/ })).not.toBeInTheDocument();
  },
};

export const WithText: Story = {
  args: { clearable: true, defaultValue: 'banque' },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'banque', clearable: true },
};
