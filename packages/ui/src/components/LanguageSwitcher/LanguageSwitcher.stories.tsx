import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { LanguageSwitcher, languageSwitcherVariants } from './LanguageSwitcher';

const meta = {
  title: 'Components/LanguageSwitcher',
  component: LanguageSwitcher,
  decorators: [
    (Story, context) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          padding: 12,
          minHeight: 160,
          alignItems: 'flex-start',
          background: context.args.variant === 'inverse' ? vars.color.surfaceInverse : undefined,
        }}
      >
        <Story />
      </div>
    ),
  ],
  args: { value: 'fr', onChange: fn(), variant: 'default' },
  argTypes: {
    value: { control: 'inline-radio', options: ['fr', 'en'] },
    variant: { control: 'inline-radio', options: languageSwitcherVariants },
  },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <LanguageSwitcher
        {...args}
        value={value}
        onChange={(code) => {
          setValue(code);
          args.onChange(code);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Français/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /English/ })).toHaveTextContent('EN');
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
};

export const EnglishActive: Story = {
  args: { value: 'en', defaultOpen: true },
};

export const ClosesOnEscape: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ClosesOnOutsideClick: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await screen.findByRole('dialog');
    await userEvent.click(canvasElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const OnDarkBar: Story = {
  args: { variant: 'inverse' },
};
