import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCountries, sampleSectors } from '../fixtures';
import { emptyMemberFilters } from '../types';
import { SearchPanel } from './SearchPanel';

const meta = {
  title: 'Screens/Public/SearchPanel',
  component: SearchPanel,
  args: {
    defaultValues: emptyMemberFilters,
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

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // all countries and all sectors come first, chosen by default
    await expect(canvas.getByRole('combobox', { name: 'Pays' })).toHaveDisplayValue('Tous les pays');
    await expect(canvas.getByRole('combobox', { name: 'Secteur d’activité' })).toHaveDisplayValue('Tous les secteurs');
    // no active search, no Reset
    await expect(canvas.queryByRole('button', { name: 'Réinitialiser' })).not.toBeInTheDocument();
  },
};

export const EnterSubmits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Mot-clé'), 'société{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenLastCalledWith({ keyword: 'société', countryId: '', sectorId: '' });
  },
};

export const Searching: Story = {
  args: { searching: true, defaultValues: { keyword: 'banque', countryId: '2', sectorId: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Recherche en cours…' })).toBeDisabled();
  },
};

export const SearchActive: Story = {
  args: { searchActive: true, defaultValues: { keyword: 'banque', countryId: '2', sectorId: '11' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Pays' })).toHaveDisplayValue('Sénégal');
    await userEvent.click(canvas.getByRole('button', { name: 'Réinitialiser' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

export const SearchError: Story = {
  args: { error: true, searchActive: true, defaultValues: { keyword: 'banque', countryId: '', sectorId: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Une erreur est survenue lors de la recherche. Veuillez réessayer.');
  },
};

export const SearchErrorEnglish: Story = {
  ...SearchError,
  globals: { locale: 'en' },
  args: { ...SearchError.args, title: 'Find a member company' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred during the search. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, args: { searchActive: true } };
