import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { textFieldSizes } from '../TextField';
import { FlagFr, FlagGb } from '../LanguageSwitcher/flags';
import { Select, selectAllValue } from './Select';

const sectors = [
  { value: '1', label: 'Technologie' },
  { value: '2', label: 'Finance' },
  { value: '3', label: 'Santé' },
  { value: '4', label: 'Éducation' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 280 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: "Secteur d'activité",
    options: sectors,
    placeholder: 'Choisir un secteur',
    size: 'md',
    onValueChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: textFieldSizes },
    allOption: { control: 'text' },
    error: { control: 'text' },
    hint: { control: 'text' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithAllOption: Story = {
  args: { allOption: 'Tous les secteurs', defaultValue: selectAllValue },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: "Secteur d'activité" });
    await expect(trigger).toHaveTextContent('Tous les secteurs');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Finance' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Tous les secteurs' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(selectAllValue);
  },
};

export const Open: Story = {
  args: { defaultValue: '3' },
  parameters: {
    // While the listbox is open Radix hides the rest of the page (aria-hidden) and keeps focus inside the listbox,
    // so the hidden trigger cannot be reached: axe's aria-hidden-focus does not apply to this modal state.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: "Secteur d'activité" }));
    await expect(await screen.findByRole('option', { name: 'Santé' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithFlags: Story = {
  args: {
    label: 'Pays',
    placeholder: 'Choisir un pays',
    defaultValue: 'fr',
    options: [
      { value: 'fr', label: 'France', icon: <FlagFr /> },
      { value: 'gb', label: 'Royaume-Uni', icon: <FlagGb /> },
    ],
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Ce champ est obligatoire.' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1' },
};
