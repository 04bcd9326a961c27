import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MemberMap } from '../../../components/MemberMap';
import { STORY_TILE_URL } from '../../../components/MemberMap/storyTiles';
import { sampleCountries, sampleMemberHref, sampleMembers, sampleSectors } from '../fixtures';
import { emptyMemberFilters } from '../types';
import { MembersScreen, membersScreenStatuses } from './MembersScreen';

const meta = {
  title: 'Screens/Public/MembersScreen',
  component: MembersScreen,
  args: {
    filters: emptyMemberFilters,
    countries: sampleCountries,
    sectors: sampleSectors,
    onSearch: fn(),
    onResetFilters: fn(),
    status: 'loaded',
    searching: false,
    searchError: false,
    onRetry: fn(),
    members: sampleMembers,
    memberHref: sampleMemberHref,
    total: 24,
    hasMore: true,
    loadingMore: false,
    onSeeMore: fn(),
    keywordMaxLength: 200,
    onContact: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: membersScreenStatuses } },
} satisfies Meta<typeof MembersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Annuaire des membres' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nos membres (24)' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(sampleMembers.length);
    // no filter, no Active filters banner
    await expect(canvas.queryByRole('region', { name: 'Filtres actifs' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Rechercher' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Voir plus' }));
    await expect(args.onSeeMore).toHaveBeenCalledTimes(1);
  },
};

export const LoadedEnglish: Story = { globals: { locale: 'en' } };

export const Loading: Story = {
  args: { status: 'loading', members: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des membres…');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const Searching: Story = { args: { status: 'loading', searching: true, members: [], filters: { keyword: 'banque', countryId: '', sectorId: '' } } };

export const WithActiveFilters: Story = {
  args: { filters: { keyword: 'société', countryId: '2', sectorId: '10' }, members: sampleMembers.slice(0, 1), total: 1, hasMore: false },
  play: async ({ canvasElement, args }) => {
    const banner = within(within(canvasElement).getByRole('region', { name: 'Filtres actifs' }));
    await expect(banner.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['« société »', 'Sénégal', 'Technologie']);
    await userEvent.click(banner.getByRole('button', { name: 'Réinitialiser les filtres' }));
    await expect(args.onResetFilters).toHaveBeenCalledTimes(1);
  },
};

/** Any one filter shows the banner: here the sector alone. */
export const SectorFilterEnglish: Story = {
  globals: { locale: 'en' },
  args: { filters: { keyword: '', countryId: '', sectorId: '10' }, members: sampleMembers.slice(0, 1), total: 1, hasMore: false },
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('region', { name: 'Active filters' }));
    await expect(banner.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Technologie']);
  },
};

/** A keyword whose translation the search also used ('bank' also finds 'banque'): the heading says so. */
export const AlsoFor: Story = {
  args: { filters: { keyword: 'bank', countryId: '', sectorId: '' }, members: sampleMembers.slice(0, 3), total: 3, hasMore: false, alsoFor: ['banque'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Résultats aussi pour « banque »')).toBeVisible();
  },
};

export const AlsoForEnglish: Story = {
  args: {
    filters: { keyword: 'avocat', countryId: '', sectorId: '' },
    members: sampleMembers.slice(0, 3),
    total: 3,
    hasMore: false,
    alsoFor: ['lawyer', 'attorney'],
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Also showing results for "lawyer" and "attorney"')).toBeVisible();
  },
};

export const AlsoForPhone: Story = {
  ...AlsoFor,
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { ...AlsoFor.args, members: sampleMembers.slice(0, 2), total: 2 },
};

/** No translation named while the list loads or when it is empty. */
export const AlsoForEmpty: Story = {
  args: { members: [], total: 0, hasMore: false, alsoFor: ['banque'], filters: { keyword: 'bank', countryId: '', sectorId: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Résultats aussi pour/)).toBeNull();
  },
};

export const SearchError: Story = {
  args: { searchError: true, filters: { keyword: 'banque', countryId: '', sectorId: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Une erreur est survenue lors de la recherche. Veuillez réessayer.');
  },
};

export const Failure: Story = {
  args: { status: 'error', members: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { members: [], total: 0, hasMore: false, filters: { keyword: 'introuvable', countryId: '', sectorId: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Aucun membre trouvé' })).toBeVisible();
  },
};

export const EmptyEnglish: Story = {
  ...Empty,
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No members found' })).toBeVisible();
    // the empty state's own Reset filters, after the active filters banner's
    const resets = canvas.getAllByRole('button', { name: 'Reset filters' });
    await expect(resets).toHaveLength(2);
    await userEvent.click(resets[1]!);
    await expect(args.onResetFilters).toHaveBeenCalledTimes(1);
    resets[1]!.blur();
  },
};

/** The next page loads: the cards stay and See more is busy. */
export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Chargement…' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('article')).toHaveLength(sampleMembers.length);
  },
};

export const LoadingMoreEnglish: Story = {
  globals: { locale: 'en' },
  args: { loadingMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Loading…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // a click on the busy button asks for no second page
    await userEvent.click(button);
    await expect(args.onSeeMore).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('article')).toHaveLength(sampleMembers.length);
    button.blur();
  },
};

/** 'Voir plus' failed: the list stays, a message says so, and 'Voir plus' asks again. */
export const LoadMoreFailure: Story = {
  args: { loadMoreError: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Les membres suivants n’ont pas pu être chargés. Réessayez avec « Voir plus ».');
    await expect(canvas.getAllByRole('article')).toHaveLength(sampleMembers.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Voir plus' }));
    await expect(args.onSeeMore).toHaveBeenCalledTimes(1);
  },
};

export const LoadMoreFailureEnglish: Story = {
  globals: { locale: 'en' },
  args: { loadMoreError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The next members could not be loaded. Try again with “See more”.');
  },
};

const longKeyword = 'entreprise de conseil en stratégie financière '.repeat(5).trim();

/**
 * A long keyword on a phone: its chip is cut at the banner's width (no sideways scroll), the search box takes no more
 * than the service accepts, and a search the service refused says why.
 */
export const LongKeywordPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    filters: { keyword: longKeyword, countryId: '', sectorId: '' },
    status: 'error',
    members: [],
    searchError: true,
    searchErrorMessage: 'Cette recherche n’est pas acceptée : le mot-clé compte au plus 200 caractères.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Mot-clé' })).toHaveAttribute('maxlength', '200');
    const banner = canvas.getByRole('region', { name: 'Filtres actifs' });
    const chip = within(banner).getByText(`« ${longKeyword} »`);
    await expect(chip.getBoundingClientRect().width).toBeGreaterThan(150);
    await expect(chip.getBoundingClientRect().right).toBeLessThanOrEqual(banner.getBoundingClientRect().right);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(canvas.getByText('Cette recherche n’est pas acceptée : le mot-clé compte au plus 200 caractères.')).toBeVisible();
  },
};

/** The last page: no 'Voir plus'. */
export const LastPage: Story = {
  args: { hasMore: false, total: 6 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, args: { members: sampleMembers.slice(0, 2) } };

const mapPoints = sampleMembers.map((member, index) => ({
  id: member.id,
  name: member.name,
  lat: 5.35 + (index % 3) * 4.5,
  lon: -4 - (index % 3) * 6.5,
  sector: member.sector,
  href: `/membre/${member.id}`,
}));

/** The list / map toggle, the list first. */
export const WithViewToggle: Story = {
  args: { view: 'list', onViewChange: fn() },
  play: async ({ canvasElement, args }) => {
    const toggle = within(within(canvasElement).getByRole('group', { name: 'Affichage' }));
    await expect(toggle.getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle.getByRole('button', { name: 'Carte' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle.getByRole('button', { name: 'Carte' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('map');
  },
};

/** The map of the search in place of the list (the app passes its map of the current search). */
export const MapView: Story = {
  args: {
    view: 'map',
    onViewChange: fn(),
    map: (
      <MemberMap
        points={mapPoints}
        label="Carte des membres"
        description="La liste présente les mêmes membres."
        fallback={null}
        tileUrl={STORY_TILE_URL}
        attribution="Tuiles de démonstration"
        height={420}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Carte' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(canvasElement.querySelector('.leaflet-tile-loaded')).not.toBeNull(), { timeout: 10_000 });
    await expect(canvas.getByRole('region', { name: 'Carte des membres' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Voir plus' })).toBeNull();
  },
};

export const MapViewEnglish: Story = {
  args: {
    ...MapView.args,
    map: (
      <MemberMap
        points={mapPoints}
        label="Map of members"
        description="The list shows the same members."
        fallback={null}
        tileUrl={STORY_TILE_URL}
        attribution="Demo tiles"
        height={420}
      />
    ),
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(canvasElement.querySelector('.leaflet-tile-loaded')).not.toBeNull(), { timeout: 10_000 });
  },
};

export const MapViewPhone: Story = {
  ...MapView,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
