import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  sampleAnnouncements,
  sampleCountries,
  sampleFooterHrefs,
  sampleLoginHref,
  sampleMemberHref,
  sampleMembers,
  sampleMembersHref,
  sampleNewsHref,
  samplePartners,
  samplePartnersTrack,
  sampleSectors,
} from '../fixtures';
import { HeroSlideshow, heroDefaultSlides } from '../HeroSlideshow';
import type { HeroSlideshowProps } from '../HeroSlideshow';
import { NewsSection } from '../NewsSection';
import { PartnersCarousel } from '../PartnersCarousel';
import type { PartnersCarouselProps } from '../PartnersCarousel';
import { PublicLayout } from '../PublicLayout';
import { emptyMemberFilters } from '../types';
import { HomeScreen } from './HomeScreen';
import type { HomeScreenProps } from './HomeScreen';

const heroProps: HeroSlideshowProps = {
  slides: heroDefaultSlides,
  index: 0,
  onPrevious: fn(),
  onNext: fn(),
  onSeeMore: fn(),
  playing: true,
  onPlayingChange: fn(),
};
const partnersProps: PartnersCarouselProps = { track: samplePartnersTrack, index: 2, animate: true, visible: 3, partnerCount: samplePartners.length };

const applyHref = '/devenir-membre';

const defaults: HomeScreenProps = {
  hero: <HeroSlideshow {...heroProps} />,
  search: {
    defaultValues: emptyMemberFilters,
    countries: sampleCountries,
    sectors: sampleSectors,
    onSearch: fn(),
    onReset: fn(),
    title: 'Trouver une entreprise membre',
  },
  stats: { stats: { contacts: 12480, companies: 1250, countries: 18, sectors: 42 } },
  news: <NewsSection announcements={sampleAnnouncements} status="loaded" id="annonces" allNewsHref={sampleNewsHref} />,
  members: { memberHref: sampleMemberHref, allMembersHref: sampleMembersHref, members: sampleMembers, status: 'loaded', onContact: fn(), applyHref },
  app: { onAppleStore: fn(), onGooglePlay: fn() },
  partners: <PartnersCarousel {...partnersProps} />,
};

/**
 * The app promotion's store buttons: the Apple store one (its alert: spec public §1) where the browser does not offer
 * to install the portal, an install button in its place where it does; Google Play either way.
 */
async function storeButtons(canvasElement: HTMLElement, app: HomeScreenProps['app'], labels: { apple: string; install: string; googlePlay: string }) {
  const promotion = within(within(canvasElement).getByRole('region', { name: /poche|pocket/ }));
  await expect(promotion.getByRole('button', { name: labels.googlePlay })).toBeVisible();
  if (app.onInstall) {
    await expect(promotion.queryByRole('button', { name: labels.apple })).not.toBeInTheDocument();
    const install = promotion.getByRole('button', { name: labels.install });
    await userEvent.click(install);
    await expect(app.onInstall).toHaveBeenCalledTimes(1);
    // the page at rest for its screenshot
    install.blur();
  } else {
    await expect(promotion.queryByRole('button', { name: labels.install })).not.toBeInTheDocument();
    const apple = promotion.getByRole('button', { name: labels.apple });
    await userEvent.click(apple);
    apple.blur();
  }
  await expect(app.onAppleStore).toHaveBeenCalledTimes(app.onInstall ? 0 : 1);
}

const french = { apple: 'Télécharger sur l’App Store', install: "Installer l'application", googlePlay: 'Disponible sur Google Play' };
const english = { apple: 'Download on the App Store', install: 'Install the app', googlePlay: 'Get it on Google Play' };

const meta = {
  title: 'Screens/Public/HomeScreen',
  component: HomeScreen,
  args: defaults,
  decorators: [
    (Story) => (
      <PublicLayout
        header={{ activeSection: 'accueil', memberSpaceHref: sampleLoginHref, homeHref: '', applyHref, onLanguageChange: fn() }}
        footer={{ ...sampleFooterHrefs, year: 2026 }}
      >
        <Story />
      </PublicLayout>
    ),
  ],
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // one level-1 heading, the page's own: the hero's headline changes every 5 s
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'L’annuaire des entreprises membres du réseau des chambres de commerce',
    ]);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Bienvenue dans l’annuaire des entreprises membres' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Actualités et événements' })).toHaveAttribute('id', 'annonces');
    await expect(canvas.getByRole('region', { name: 'Annuaire des membres' })).toHaveAttribute('id', 'annuaires');
    await expect(canvasElement.querySelector('#accueil')).toContainElement(
      canvas.getByRole('heading', { level: 2, name: 'Bienvenue dans l’annuaire des entreprises membres' }),
    );
    // spec order: hero, search, statistics, news, members, app, partners
    await expect(
      within(canvas.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Bienvenue dans l’annuaire des entreprises membres',
      'Trouver une entreprise membre',
      'L’annuaire en chiffres',
      'Actualités et événements',
      'Annuaire des membres',
      'L’annuaire dans votre poche',
      'Nos partenaires',
    ]);
    // the members section calls a company not yet listed to apply
    const members = canvas.getByRole('region', { name: 'Annuaire des membres' });
    await expect(within(members).getByText('Votre entreprise n’est pas encore dans l’annuaire ?')).toBeVisible();
    await expect(within(members).getByRole('link', { name: 'Devenir membre' })).toHaveAttribute('href', applyHref);
    await storeButtons(canvasElement, args.app, french);
  },
};

export const LoadedEnglish: Story = {
  globals: { locale: 'en' },
  args: { search: { ...defaults.search, title: 'Find a member company' } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'The directory of the member companies of the chambers of commerce network',
    );
    const members = within(canvasElement).getByRole('region', { name: 'Member directory' });
    await expect(within(members).getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', applyHref);
    await storeButtons(canvasElement, args.app, english);
  },
};

export const Loading: Story = {
  args: {
    hero: <HeroSlideshow {...heroProps} loading />,
    stats: { ...defaults.stats, loading: true },
    news: <NewsSection announcements={[]} status="loading" id="annonces" allNewsHref={sampleNewsHref} />,
    members: { memberHref: sampleMemberHref, allMembersHref: sampleMembersHref, members: [], status: 'loading', applyHref },
    partners: <PartnersCarousel {...partnersProps} track={[]} partnerCount={0} />,
  },
};

/** A search is active and found one member; Reset shows. */
export const SearchActive: Story = {
  args: {
    search: { ...defaults.search, defaultValues: { keyword: 'société', countryId: '2', sectorId: '' }, searchActive: true },
    members: { memberHref: sampleMemberHref, allMembersHref: sampleMembersHref, members: sampleMembers.slice(0, 1), status: 'loaded', applyHref },
  },
};

export const SearchError: Story = {
  args: { search: { ...defaults.search, defaultValues: { keyword: 'banque', countryId: '', sectorId: '' }, searchActive: true, error: true } },
};

export const Empty: Story = {
  args: {
    news: <NewsSection announcements={[]} status="loaded" id="annonces" allNewsHref={sampleNewsHref} />,
    members: { memberHref: sampleMemberHref, allMembersHref: sampleMembersHref, members: [], status: 'loaded', applyHref },
  },
};

/** On a phone the search panel overlaps the hero's bottom edge without covering its buttons. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { partners: <PartnersCarousel {...partnersProps} visible={2} /> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panelTop = canvas.getByRole('search').getBoundingClientRect().top;
    for (const button of [canvas.getByRole('button', { name: 'Voir plus' }), canvas.getByRole('button', { name: 'Diapositive suivante' })]) {
      await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(panelTop);
    }
    await storeButtons(canvasElement, args.app, french);
  },
};

export const PhoneEnglish: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'en' },
  args: { partners: <PartnersCarousel {...partnersProps} visible={2} /> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panelTop = canvas.getByRole('search').getBoundingClientRect().top;
    await expect(canvas.getByRole('button', { name: 'See more' }).getBoundingClientRect().bottom).toBeLessThanOrEqual(panelTop);
    await storeButtons(canvasElement, args.app, english);
  },
};

/** Where the browser offers to install the portal: the install button in the Apple store button's place. */
export const Installable: Story = {
  args: { app: { ...defaults.app, onInstall: fn() } },
  play: ({ canvasElement, args }) => storeButtons(canvasElement, args.app, french),
};

export const InstallableEnglish: Story = {
  globals: { locale: 'en' },
  args: { app: { ...defaults.app, onInstall: fn() }, search: { ...defaults.search, title: 'Find a member company' } },
  play: ({ canvasElement, args }) => storeButtons(canvasElement, args.app, english),
};

export const InstallablePhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { app: { ...defaults.app, onInstall: fn() }, partners: <PartnersCarousel {...partnersProps} visible={2} /> },
  play: ({ canvasElement, args }) => storeButtons(canvasElement, args.app, french),
};

export const InstallablePhoneEnglish: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'en' },
  args: {
    app: { ...defaults.app, onInstall: fn() },
    search: { ...defaults.search, title: 'Find a member company' },
    partners: <PartnersCarousel {...partnersProps} visible={2} />,
  },
  play: ({ canvasElement, args }) => storeButtons(canvasElement, args.app, english),
};
