import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCountries, sampleSectors } from '../fixtures';
import { emptyMemberFilters } from '../types';
import type { MemberFilters } from '../types';
import { SearchPanel } from './SearchPanel';
import type { SearchPanelProps } from './SearchPanel';

/** Holds the filter values like the app's filters slice does, so typing works in the story. */
function StatefulSearchPanel(props: SearchPanelProps) {
  const [values, setValues] = useState<MemberFilters>(props.values);
  return (
    <SearchPanel
      {...props}
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        props.onValuesChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Public/SearchPanel',
  component: SearchPanel,
  render: (args) => <StatefulSearchPanel {...args} />,
  args: {
    values: emptyMemberFilters,
    onValuesChange: fn(),
    countries: sampleCountries,
    sectors: sampleSectors,
    onSearch: fn(),
    onReset: fn(),
    searching: false,
    searchActive: false,
    error: false,
    title: 'Trouver une entreprise membre',
  },
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EnterSubmits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Mot-clé'), 'société{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({ keyword: 'société', countryId: '', sectorId: '' });
  },
};

export const Searching: Story = {
  args: { searching: true, values: { keyword: 'banque', countryId: '2', sectorId: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Recherche en cours…' })).toBeDisabled();
  },
};

export const SearchActive: Story = {
  args: { searchActive: true, values: { keyword: 'banque', countryId: '2', sectorId: '11' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réinitialiser' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

export const SearchError: Story = {
  args: { error: true, searchActive: true, values: { keyword: 'banque', countryId: '', sectorId: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Une erreur est survenue lors de la recherche. Veuillez réessayer.');
  },
};

export const SearchErrorEnglish: Story = {
  ...SearchError,
  globals: { locale: 'en' },
  args: { ...SearchError.args, title: 'Find a member company' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('An error occurred during the search. Please try again.');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, args: { searchActive: true } };
