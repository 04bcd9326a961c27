import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
    const trigger = canvas.getByRole('button', { name: 'Langue : Français, FR' });
    await expect(trigger).toHaveTextContent('FR');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list', { name: 'Choisir la langue' })).not.toBeInTheDocument();
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('list', { name: 'Choisir la langue' });
    await expect(list.parentElement).toHaveAttribute('id', trigger.getAttribute('aria-controls'));
    await expect(canvas.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Français' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'English' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await expect(canvas.queryByRole('list', { name: 'Choisir la langue' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /English/ })).toHaveTextContent('EN');
    await expect(canvas.getByRole('button', { name: /English/ })).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Choisir la langue' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Français' })).toHaveFocus();
  },
};

/** Open, the focus is on the active language. */
export const EnglishActive: Story = {
  args: { value: 'en', defaultOpen: true },
  play: async ({ canvasElement }) => {
    const english = within(canvasElement).getByRole('button', { name: 'English' });
    await expect(english).toHaveFocus();
    await expect(english).toHaveAttribute('aria-current', 'true');
  },
};

export const ArrowKeysMoveBetweenLanguages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /Français/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Français' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ClosesOnEscape: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Choisir la langue' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Choisir la langue' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Français/ })).toHaveFocus();
  },
};

export const ClosesOnOutsideClick: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Choisir la langue' });
    await userEvent.click(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Choisir la langue' })).not.toBeInTheDocument());
  },
};

export const OnDarkBar: Story = {
  args: { variant: 'inverse' },
};

export const OnDarkBarOpen: Story = {
  args: { variant: 'inverse', defaultOpen: true },
};
