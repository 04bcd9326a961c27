import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCountries, sampleSectors } from '../fixtures';
import { emptyMemberFilters } from '../types';
import type { MemberFilters } from '../types';
import { SearchPanel } from './SearchPanel';
import type { SearchPanelProps } from './SearchPanel';

/** The panel under a page that marks a search under way once Search is pressed, its filters unchanged meanwhile. */
function SearchingOnSubmit(props: SearchPanelProps) {
  const [searching, setSearching] = useState(false);
  return (
    <SearchPanel
      {...props}
      searching={searching}
      onSearch={(next) => {
        setSearching(true);
        props.onSearch(next);
      }}
    />
  );
}

/** The panel under a page that keeps the last search's filters (the app's filters slice) and can reset them. */
function KeepsLastSearch(props: SearchPanelProps) {
  const [values, setValues] = useState<MemberFilters>(props.defaultValues);
  const [searchActive, setSearchActive] = useState(false);
  return (
    <SearchPanel
      {...props}
      defaultValues={values}
      searchActive={searchActive}
      onSearch={(next) => {
        setValues(next);
        setSearchActive(true);
        props.onSearch(next);
      }}
      onReset={() => {
        setValues(emptyMemberFilters);
        setSearchActive(false);
        props.onReset?.();
      }}
    />
  );
}

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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Recherche en cours…' })).toBeDisabled();
    // Enter starts no second search while one is under way
    const keyword = canvas.getByLabelText('Mot-clé');
    await userEvent.type(keyword, '{Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    keyword.blur();
  },
};

/** The visitor's typing stays in the fields when the panel renders again (here: the search it started is under way). */
export const KeepsTypingWhileSearching: Story = {
  render: (args) => <SearchingOnSubmit {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Mot-clé'), 'banque');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Pays' }), 'Sénégal');
    await userEvent.click(canvas.getByRole('button', { name: 'Rechercher' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenLastCalledWith({ keyword: 'banque', countryId: '2', sectorId: '' });
    await expect(canvas.getByRole('button', { name: 'Recherche en cours…' })).toBeDisabled();
    await expect(canvas.getByLabelText('Mot-clé')).toHaveValue('banque');
    await expect(canvas.getByRole('combobox', { name: 'Pays' })).toHaveDisplayValue('Sénégal');
  },
};

/** Reset by the page empties the fields the visitor had filled. */
export const ResetByThePage: Story = {
  render: (args) => <KeepsLastSearch {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Mot-clé'), 'banque{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith({ keyword: 'banque', countryId: '', sectorId: '' });
    await userEvent.click(canvas.getByRole('button', { name: 'Réinitialiser' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(canvas.getByLabelText('Mot-clé')).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Réinitialiser' })).not.toBeInTheDocument();
  },
};

/** Without the app, a plain GET form to its action whose fields carry the address names of the search. */
export const SearchActive: Story = {
  args: { searchActive: true, defaultValues: { keyword: 'banque', countryId: '2', sectorId: '11' }, action: '/membres' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Pays' })).toHaveDisplayValue('Sénégal');
    const form = canvas.getByRole<HTMLFormElement>('search');
    await expect(form).toHaveAttribute('action', '/membres');
    await expect(form).toHaveAttribute('method', 'get');
    const data = new FormData(form);
    await expect([...data.keys()]).toEqual(['keyword', 'country', 'sector']);
    await expect(data.get('keyword')).toBe('banque');
    // with the app, the Search button hands over the filters the form holds
    await userEvent.click(canvas.getByRole('button', { name: 'Rechercher' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({ keyword: 'banque', countryId: '2', sectorId: '11' });
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
