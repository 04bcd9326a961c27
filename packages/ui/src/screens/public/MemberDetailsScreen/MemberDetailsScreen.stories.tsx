import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BROKEN_TILE_URL, STORY_TILE_URL } from '../../../components/MemberMap/storyTiles';
import { sampleAnnouncements, sampleHomeHref, sampleLogoUrl, sampleMemberHref, sampleMembers, sampleMembersHref } from '../fixtures';
import type { MemberSummary } from '../types';
import { MemberContactSections } from './MemberContactSections';
import { MemberMapSection, MemberMediaSections, MemberReviewsSection, SimilarMembersSection } from './MemberDetailsSections';
import { MemberDetailsScreen, memberDetailsStatuses } from './MemberDetailsScreen';
import type { MemberContactSectionsProps } from './MemberContactSections';
import type { MemberDetailsScreenProps } from './MemberDetailsScreen';
import { placeholderReview } from './model';
import type { MemberDetails, MemberReview, OpeningHours } from './model';
import type { ReviewsCarouselProps } from './ReviewsCarousel';

const member: MemberDetails = {
  ...sampleMembers[0]!,
  logoUrl: sampleLogoUrl,
  description:
    'Entreprise de travaux publics fondée en 1998, la SGT réalise des routes, des ouvrages d’art et des bâtiments dans toute l’Afrique de l’Ouest.\nCertifiée ISO 9001.',
  pictures: [sampleAnnouncements[0]!.imageUrl!, sampleAnnouncements[1]!.imageUrl!],
  latitude: 14.6928,
  longitude: -17.4467,
  averageRating: 4.33,
  reviewCount: 3,
};

const schedules: OpeningHours[] = [
  { dayOfWeek: 'SUNDAY', closed: true },
  { dayOfWeek: 'MONDAY', closed: false, openingTime: '09:00', closingTime: '18:00' },
  { dayOfWeek: 'TUESDAY', closed: false, openingTime: '09:00', closingTime: '18:00' },
  { dayOfWeek: 'WEDNESDAY', closed: false, openingTime: '09:00', closingTime: '18:00' },
  { dayOfWeek: 'THURSDAY', closed: false, openingTime: '09:00', closingTime: '18:00' },
  { dayOfWeek: 'FRIDAY', closed: false, openingTime: '09:00', closingTime: '17:00' },
  { dayOfWeek: 'SATURDAY', closed: true },
];

const reviews: MemberReview[] = [
  { id: 1, author: 'Awa Diop', score: 5, comment: 'Chantier livré dans les délais, équipe très professionnelle.' },
  { id: 2, author: 'Jean Mbarga', score: 4, comment: 'Bon suivi du projet.' },
  { id: 3, author: 'Anonyme', score: 4, comment: 'Devis clair et rapide.' },
];

/** The screen's props, with the data of the parts below its first screen in place of the parts themselves. */
type StoryArgs = Omit<MemberDetailsScreenProps, 'contact' | 'media' | 'location' | 'reviews' | 'similar'> &
  Omit<MemberContactSectionsProps, 'member'> & {
    reviews: readonly MemberReview[];
    reviewsCarousel: Omit<ReviewsCarouselProps, 'reviews'>;
    similarMembers: readonly MemberSummary[];
    mapTiles?: { url: string; attribution: string };
  };

/** The screen with its parts, as the app composes it; holds the carousel index like the app's ratings carousel (without its timer). */
function StatefulDetails({ schedules, openNow, onContactChannel, onContactMember, reviews, reviewsCarousel, similarMembers, mapTiles, ...props }: StoryArgs) {
  const [index, setIndex] = useState(reviewsCarousel.index);
  const shown = props.member;
  return (
    <MemberDetailsScreen
      {...props}
      contact={
        shown ? (
          <MemberContactSections member={shown} schedules={schedules} openNow={openNow} onContactChannel={onContactChannel} onContactMember={onContactMember} />
        ) : null
      }
      media={shown ? <MemberMediaSections member={shown} /> : null}
      location={shown ? <MemberMapSection member={shown} mapTiles={mapTiles} /> : null}
      reviews={<MemberReviewsSection reviews={reviews} carousel={{ ...reviewsCarousel, index, onIndexChange: setIndex }} />}
      similar={<SimilarMembersSection members={similarMembers} memberHref={sampleMemberHref} membersHref={sampleMembersHref} />}
    />
  );
}

/** The map's wrapper, once its code has loaded (it is fetched once the tile server is known). */
const mapRoot = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-state="pending"], [data-state="map"], [data-state="unavailable"]');

/** The map loads when it comes near the screen, as a visitor scrolls to it: the story scrolls it into view. */
const showMap = (canvasElement: HTMLElement) =>
  waitFor(
    () => {
      const root = mapRoot(canvasElement);
      expect(root).not.toBeNull();
      root?.scrollIntoView({ block: 'center' });
    },
    { timeout: 10_000 },
  );

/** The map is drawn after the first render: screenshots wait until its tiles are drawn, or until it gave way. */
const mapSettled = async (canvasElement: HTMLElement) => {
  // a page without a map (loading, not found) has nothing to wait for
  if (canvasElement.querySelector('[aria-labelledby="member-map"]') === null) return;
  await showMap(canvasElement);
  await waitFor(
    () => {
      const state = mapRoot(canvasElement);
      expect(state?.getAttribute('data-state') === 'unavailable' || canvasElement.querySelector('.leaflet-tile-loaded') !== null).toBe(true);
    },
    { timeout: 10_000 },
  );
};

const meta = {
  title: 'Screens/Public/MemberDetailsScreen',
  render: (args) => <StatefulDetails {...args} />,
  args: {
    status: 'loaded',
    member,
    homeHref: sampleHomeHref,
    membersHref: sampleMembersHref,
    schedules,
    openNow: true,
    reviews,
    reviewsCarousel: { index: 0, itemsPerView: 2, onIndexChange: fn(), playing: true, onPlayingChange: fn() },
    // more than the three the section shows
    similarMembers: sampleMembers.slice(1),
    onWriteReview: fn(),
    onContactChannel: fn(),
    reviewSent: false,
    mapTiles: { url: STORY_TILE_URL, attribution: 'Tuiles de démonstration' },
  },
  play: async ({ canvasElement }) => mapSettled(canvasElement),
  argTypes: { status: { control: 'inline-radio', options: memberDetailsStatuses } },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trail = within(canvas.getByRole('navigation', { name: /Fil d/ }));
    await expect(trail.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    await expect(trail.getByRole('link', { name: 'Membres' })).toHaveAttribute('href', '/membres');
    await expect(trail.getByText(member.name)).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
    // the average to one decimal with the French decimal comma, and the number of reviews
    await expect(canvas.getByText(/4,3 \(3 avis\)/)).toBeVisible();
    await expect(canvas.getByText('Ouvert maintenant')).toBeVisible();
    // the opening hours Monday to Sunday, Fermé on closed days
    await expect(
      within(canvas.getByRole('table'))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Lundi09:00 – 18:00',
      'Mardi09:00 – 18:00',
      'Mercredi09:00 – 18:00',
      'Jeudi09:00 – 18:00',
      'Vendredi09:00 – 17:00',
      'SamediFermé',
      'DimancheFermé',
    ]);
    // phone, e-mail and website (a new tab without the opener), whose use is reported
    await expect(canvas.getByRole('link', { name: member.phone! })).toHaveAttribute('href', 'tel:+221331234567');
    await expect(canvas.getByRole('link', { name: member.email! })).toHaveAttribute('href', `mailto:${member.email}`);
    const website = canvas.getByRole('link', { name: /^sgt\.example\.sn/ });
    await expect(website).toHaveAttribute('href', 'https://sgt.example.sn');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website.getAttribute('rel')).toContain('noopener');
    website.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(website);
    await expect(args.onContactChannel).toHaveBeenCalledWith('website');
    await expect(canvas.getByRole('img', { name: `Photo 2 de ${member.name}` })).toBeInTheDocument();
    // at most three similar members, and the way to all
    const similar = within(canvas.getByRole('region', { name: 'Membres similaires' }));
    await expect(similar.getAllByRole('article')).toHaveLength(3);
    await expect(similar.getByRole('link', { name: 'Voir tous les membres' })).toHaveAttribute('href', '/membres');
    await userEvent.click(canvas.getByRole('button', { name: 'Donner un avis' }));
    await expect(args.onWriteReview).toHaveBeenCalledTimes(1);
    await mapSettled(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Localisation' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: `Carte : ${member.name}` })).toBeVisible();
  },
};

/** The tile server cannot be reached: the address and the OpenStreetMap link stand for the map, no grey box. */
export const MapUnavailable: Story = {
  args: { mapTiles: { url: BROKEN_TILE_URL, attribution: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showMap(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-state="unavailable"]')).not.toBeNull(), { timeout: 10_000 });
    await expect(canvasElement.querySelector('.leaflet-container')).toBeNull();
    const panel = within(canvas.getByRole('region', { name: 'Localisation' }));
    await expect(panel.getByText(member.address ?? '')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Voir sur OpenStreetMap' })).toHaveAttribute('href', expect.stringContaining('openstreetmap.org'));
  },
};

/** In English, closed now; with a presentation video. */
export const LoadedEnglish: Story = {
  globals: { locale: 'en' },
  args: { openNow: false, member: { ...member, videoEmbedUrl: 'https://www.youtube.com/embed/abc' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Closed now')).toBeVisible();
    await expect(within(canvas.getByRole('table')).getByRole('row', { name: /Sunday/ })).toHaveTextContent('Closed');
    await expect(canvas.getByTitle(`Presentation video of ${member.name}`)).toBeInTheDocument();
    await mapSettled(canvasElement);
  },
};

/** No logo, hours, pictures, video nor both coordinates; no ratings: the placeholder review. */
export const LoadedMinimal: Story = {
  args: {
    member: { id: 9, name: 'Kribi Énergies', sector: 'Finance', country: 'Cameroun', address: 'Quartier Mokolo, Yaoundé', latitude: 3.87, longitude: null },
    schedules: [],
    openNow: undefined,
    reviews: [placeholderReview],
    reviewsCarousel: { index: 0, itemsPerView: 1, onIndexChange: fn() },
    similarMembers: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucun avis pour le moment')).toBeVisible();
    await expect(canvas.getByText('Anonyme')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Localisation' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Horaires d’ouverture' })).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Galerie photos' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Vidéo de présentation' })).toBeNull();
    // the initial instead of a logo
    await expect(canvas.getByRole('img', { name: 'Kribi Énergies' })).toHaveTextContent('K');
  },
};

export const LoadedMinimalEnglish: Story = {
  ...LoadedMinimal,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const reviewsPanel = within(within(canvasElement).getByRole('region', { name: 'Reviews' }));
    await expect(reviewsPanel.getByText('No reviews yet.')).toBeVisible();
    await expect(reviewsPanel.getByText('Anonymous')).toBeVisible();
  },
};

export const ReviewSent: Story = {
  args: { reviewSent: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Avis envoyé avec succès!');
    await mapSettled(canvasElement);
  },
};

export const Loading: Story = {
  args: { status: 'loading', member: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chargement du membre…');
  },
};

export const NotFound: Story = {
  args: { status: 'notFound', member: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Membre introuvable')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retour à la liste des membres' })).toHaveAttribute('href', '/membres');
  },
};

export const NotFoundEnglish: Story = {
  ...NotFound,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Member not found');
    await expect(canvas.getByRole('link', { name: 'Back to the members list' })).toHaveAttribute('href', '/membres');
  },
};

/** On a phone one review at a time; the reviews move by themselves until the visitor pauses them (WCAG 2.2.2). */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { reviewsCarousel: { index: 0, itemsPerView: 1, onIndexChange: fn(), playing: true, onPlayingChange: fn() } },
  play: async ({ canvasElement, args }) => {
    const reviewsPanel = within(within(canvasElement).getByRole('region', { name: 'Avis' }));
    await userEvent.click(reviewsPanel.getByRole('button', { name: 'Mettre en pause le défilement' }));
    await expect(args.reviewsCarousel.onPlayingChange).toHaveBeenCalledWith(false);
    await mapSettled(canvasElement);
  },
};
