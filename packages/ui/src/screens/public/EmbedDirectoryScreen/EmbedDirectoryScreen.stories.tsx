import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleLogoUrl, sampleMemberHref, sampleMembers, sampleSectors } from '../fixtures';
import type { MemberDetails, OpeningHours } from '../MemberDetailsScreen/model';
import { emptyMemberFilters } from '../types';
import { EmbedDirectoryScreen, embedDirectoryStatuses } from './EmbedDirectoryScreen';

const openedMember: MemberDetails = {
  ...sampleMembers[0]!,
  logoUrl: sampleLogoUrl,
  description: 'Entreprise de travaux publics fondée en 1998 : routes, ouvrages d’art et bâtiments en Afrique de l’Ouest.',
  averageRating: 4.33,
  reviewCount: 3,
};

const schedules: OpeningHours[] = [
  { dayOfWeek: 'MONDAY', closed: false, openingTime: '09:00', closingTime: '18:00' },
  { dayOfWeek: 'FRIDAY', closed: false, openingTime: '09:00', closingTime: '17:00' },
  { dayOfWeek: 'SUNDAY', closed: true },
];

/** Inside the embed a card opens the member in place: the app gives the address that does it. */
const embedMemberHref = (member: { id: string | number }) => `?membre=${encodeURIComponent(String(member.id))}`;

const meta = {
  title: 'Screens/Public/EmbedDirectoryScreen',
  component: EmbedDirectoryScreen,
  args: {
    chamberName: 'AmCham Sénégal',
    status: 'loaded',
    filters: emptyMemberFilters,
    countries: [],
    hideCountry: true,
    sectors: sampleSectors.slice(0, 3),
    onSearch: fn(),
    onRetry: fn(),
    members: sampleMembers.slice(0, 3),
    total: 14,
    hasMore: true,
    onSeeMore: fn(),
    memberHref: embedMemberHref,
    onContact: fn(),
    onCloseMember: fn(),
    onContactChannel: fn(),
    keywordMaxLength: 200,
  },
  argTypes: { status: { control: 'inline-radio', options: embedDirectoryStatuses } },
} satisfies Meta<typeof EmbedDirectoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The chamber's members: its search (no country filter: its own country), the cards, 'Voir plus'. */
export const Results: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Annuaire des membres' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nos membres (14)' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Pays' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const link = canvas.getAllByRole('link', { name: /Voir la fiche/ })[0]!;
    await expect(link).toHaveAttribute('href', embedMemberHref(sampleMembers[0]!));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Mot-clé' }), 'banque{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith(expect.objectContaining({ keyword: 'banque' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Voir plus' }));
    await expect(args.onSeeMore).toHaveBeenCalledTimes(1);
  },
};

export const ResultsEnglish: Story = { globals: { locale: 'en' } };

/** The network's members (scope network): the country filter is there. */
export const NetworkScope: Story = {
  args: {
    hideCountry: false,
    countries: [
      { value: '1', label: 'France' },
      { value: '2', label: 'Sénégal' },
    ],
    chamberName: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Pays' })).toBeVisible();
  },
};

/** The chamber's accent colour and the system's typeface (the story keeps the kit's: screenshots never use the machine's fonts). */
export const ChamberAccent: Story = {
  args: { look: { accent: '#1b6e3a', font: 'kit' } },
  play: async ({ canvasElement }) => {
    const search = within(canvasElement).getByRole('button', { name: 'Rechercher' });
    await expect(getComputedStyle(search).backgroundColor).toBe('rgb(27, 110, 58)');
  },
};

export const Loading: Story = {
  args: { status: 'loading', members: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chargement des membres…');
  },
};

export const Empty: Story = {
  args: { members: [], total: 0, hasMore: false, filters: { keyword: 'zzz', countryId: '', sectorId: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucun membre trouvé')).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', members: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A member opened: its details in place of the results, the focus on its name, Escape or 'Retour' closes. */
export const MemberOpened: Story = {
  args: { opened: { status: 'loaded', member: openedMember, schedules, openNow: true, portalHref: sampleMemberHref(openedMember) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('heading', { level: 2, name: openedMember.name });
    await expect(name).toHaveFocus();
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
    const portal = canvas.getByRole('link', { name: /Voir sa fiche sur l’annuaire/ });
    await expect(portal).toHaveAttribute('target', '_blank');
    await expect(portal).toHaveAttribute('rel', 'noopener');
    await expect(portal).toHaveAttribute('href', sampleMemberHref(openedMember));
    await userEvent.keyboard('{Escape}');
    await expect(args.onCloseMember).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Retour aux résultats' }));
    await expect(args.onCloseMember).toHaveBeenCalledTimes(2);
  },
};

export const MemberOpenedEnglish: Story = { ...MemberOpened, globals: { locale: 'en' }, play: undefined };

export const MemberLoading: Story = {
  args: { opened: { status: 'loading', portalHref: '/membre/1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chargement du membre…');
  },
};

export const MemberNotFound: Story = {
  args: { opened: { status: 'notFound', portalHref: '/membre/999' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Membre introuvable');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

export const PhoneEnglish: Story = { globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } } };

export const MemberOpenedPhone: Story = { ...MemberOpened, globals: { viewport: { value: 'phone', isRotated: false } }, play: undefined };
