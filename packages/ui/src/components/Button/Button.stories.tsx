import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Plus } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Enregistrer', variant: 'primary', size: 'md', busy: false, disabled: false, onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every variant in every size: the screenshot grid. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${buttonSizes.length}, max-content)`, gap: '1rem', alignItems: 'center' }}>
      {buttonVariants.flatMap((variant) =>
        buttonSizes.map((size) => (
          <Button key={`${variant}-${size}`} {...args} variant={variant} size={size}>
            {`${variant} ${size}`}
          </Button>
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of buttonVariants) {
      for (const size of buttonSizes) {
        const button = canvas.getByRole('button', { name: `${variant} ${size}` });
        await expect(button).toHaveAttribute('data-variant', variant);
        await expect(button).toHaveAttribute('data-size', size);
      }
    }
  },
};

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Supprimer' } };
export const Link: Story = { args: { variant: 'link', children: 'Voir plus' } };

export const WithIcons: Story = {
  args: { leadingIcon: <Plus size={16} />, trailingIcon: <ArrowRight size={16} />, children: 'Ajouter un membre' },
};

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Enregistrement...' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enregistrement...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  },
};

export const AsLink: Story = {
  render: () => (
    <ButtonLink href="/membres" trailingIcon={<ArrowRight size={16} />}>
      Voir les membres
    </ButtonLink>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Voir les membres' })).toHaveAttribute('href', '/membres');
  },
};
