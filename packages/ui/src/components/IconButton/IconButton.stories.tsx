import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Settings, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Modifier', icon: <Pencil size={18} />, variant: 'ghost', size: 'md', round: false, onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Modifier' });
    await expect(button).toHaveAttribute('title', 'Modifier');
    await expect(button.querySelector('svg')?.parentElement).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${iconButtonSizes.length}, max-content)`, gap: '1rem' }}>
      {iconButtonVariants.flatMap((variant) =>
        iconButtonSizes.map((size) => (
          <IconButton key={`${variant}-${size}`} {...args} label={`${args.label} ${variant} ${size}`} variant={variant} size={size} />
        )),
      )}
    </div>
  ),
};

export const SettingsGear: Story = {
  args: { label: 'Paramètres', icon: <Settings size={20} />, round: true, variant: 'secondary' },
};

export const Delete: Story = { args: { label: 'Supprimer', icon: <Trash2 size={18} />, variant: 'danger' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Modifier' })).toBeDisabled();
  },
};
