import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textFieldSizes } from '../TextField';
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
      <div style={{ maxWidth: 320 }}>
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

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: "Secteur d'activité" });
    await expect(select).toHaveDisplayValue('Choisir un secteur');
    // The placeholder is hidden from the list: only the sectors can be chosen.
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(sectors.map((sector) => sector.label));
  },
};

export const WithAllOption: Story = {
  args: { allOption: 'Tous les secteurs', defaultValue: selectAllValue },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: "Secteur d'activité" });
    await expect(select).toHaveDisplayValue('Tous les secteurs');
    await expect(within(select).getAllByRole('option')[0]).toHaveTextContent('Tous les secteurs');
    await userEvent.selectOptions(select, 'Finance');
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
    await expect(select).toHaveDisplayValue('Finance');
    await userEvent.selectOptions(select, 'Tous les secteurs');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(selectAllValue);
    await expect(select).toHaveDisplayValue('Tous les secteurs');
  },
};

export const Chosen: Story = {
  args: { defaultValue: '3' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: "Secteur d'activité" })).toHaveDisplayValue('Santé');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {textFieldSizes.map((size) => (
        <Select key={size} {...args} size={size} label={`Taille ${size}`} defaultValue="4" />
      ))}
    </div>
  ),
};

export const WithError: Story = {
  args: { required: true, error: 'Ce champ est obligatoire.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: "Secteur d'activité" });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Ce champ est obligatoire.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: "Secteur d'activité" });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('Technologie');
  },
};
