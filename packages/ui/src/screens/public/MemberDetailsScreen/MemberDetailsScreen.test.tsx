import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { sampleHomeHref, sampleMemberHref, sampleMembers, sampleMembersHref } from '../fixtures';
import type { MemberSummary } from '../types';
import { MemberContactSections, MemberMapSection, MemberMediaSections, MemberReviewsSection, SimilarMembersSection } from './MemberDetailsSections';
import { MemberDetailsScreen } from './MemberDetailsScreen';
import type { MemberContactSectionsProps } from './MemberDetailsSections';
import type { MemberDetailsScreenProps } from './MemberDetailsScreen';
import { placeholderReview, sortOpeningHours } from './model';
import type { MemberDetails, MemberReview } from './model';

const member: MemberDetails = {
  ...sampleMembers[0]!,
  description: 'Travaux publics.',
  pictures: ['/repertoire_amchams/a.png', '/repertoire_amchams/b.png'],
  videoEmbedUrl: 'https://www.youtube.com/embed/abc',
  latitude: 14.69,
  longitude: -17.44,
  averageRating: 4.26,
  reviewCount: 12,
};

/** The screen's props with the data of its parts (gallery, video, map, reviews, similar members) in their place. */
type Case = Omit<MemberDetailsScreenProps, 'contact' | 'media' | 'location' | 'reviews' | 'similar'> &
  Omit<MemberContactSectionsProps, 'member'> & {
    reviews: readonly MemberReview[];
    similarMembers: readonly MemberSummary[];
  };

/** The screen with its parts, as the app composes it. */
function props(overrides: Partial<Case> = {}): MemberDetailsScreenProps {
  const { schedules, openNow, onContactChannel, onContactMember, reviews, similarMembers, ...screenProps } = caseOf(overrides);
  const shown = screenProps.member;
  return {
    ...screenProps,
    contact: shown ? (
      <MemberContactSections member={shown} schedules={schedules} openNow={openNow} onContactChannel={onContactChannel} onContactMember={onContactMember} />
    ) : null,
    media: shown ? <MemberMediaSections member={shown} /> : null,
    location: shown ? <MemberMapSection member={shown} /> : null,
    reviews: <MemberReviewsSection reviews={reviews} carousel={{ index: 0, itemsPerView: 1, onIndexChange: vi.fn() }} />,
    similar: <SimilarMembersSection members={similarMembers} memberHref={sampleMemberHref} membersHref={sampleMembersHref} />,
  };
}

function caseOf(overrides: Partial<Case>): Case {
  return {
    status: 'loaded',
    member,
    homeHref: sampleHomeHref,
    membersHref: sampleMembersHref,
    schedules: [
      { dayOfWeek: 'SUNDAY', closed: true },
      { dayOfWeek: 'MONDAY', closed: false, openingTime: '09:00', closingTime: '18:00' },
    ],
    reviews: [{ id: 1, author: 'Awa Diop', score: 5, comment: 'Très bien' }],
    similarMembers: sampleMembers.slice(1),
    onWriteReview: vi.fn(),
    ...overrides,
  };
}

describe('MemberDetailsScreen', () => {
  describe('given a loaded member', () => {
    it('shows the breadcrumb Accueil / Membres / name', () => {
      renderWithUi(<MemberDetailsScreen {...props()} />);
      const trail = screen.getByRole('navigation', { name: /Fil d/ });
      expect(within(trail).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
      expect(within(trail).getByRole('link', { name: 'Membres' })).toHaveAttribute('href', '/membres');
      expect(within(trail).getByText(member.name)).toHaveAttribute('aria-current', 'page');
    });

    it('shows the average to one decimal, with the French decimal comma, and the number of reviews', () => {
      renderWithUi(<MemberDetailsScreen {...props()} />);
      expect(screen.getByText(/4,3 \(12 avis\)/)).toBeInTheDocument();
    });

    it('asks to open the review dialog with Donner un avis', async () => {
      const onWriteReview = vi.fn();
      const { user } = renderWithUi(<MemberDetailsScreen {...props({ onWriteReview })} />);
      await user.click(screen.getByRole('button', { name: 'Donner un avis' }));
      expect(onWriteReview).toHaveBeenCalledTimes(1);
    });

    it('links the phone, the e-mail and the website (new tab, no opener) and reports their use', async () => {
      const onContactChannel = vi.fn();
      const { user } = renderWithUi(<MemberDetailsScreen {...props({ onContactChannel })} />);
      expect(screen.getByRole('link', { name: member.phone! })).toHaveAttribute('href', 'tel:+221331234567');
      expect(screen.getByRole('link', { name: member.email! })).toHaveAttribute('href', `mailto:${member.email}`);
      const website = screen.getByRole('link', { name: /^sgt\.example\.sn/ });
      expect(website).toHaveAttribute('href', 'https://sgt.example.sn');
      expect(website).toHaveAttribute('target', '_blank');
      expect(website.getAttribute('rel')).toContain('noopener');
      website.addEventListener('click', (event) => event.preventDefault());
      await user.click(website);
      expect(onContactChannel).toHaveBeenCalledWith('website');
    });

    it('shows the gallery, the video and the map', () => {
      renderWithUi(<MemberDetailsScreen {...props()} />);
      expect(screen.getByRole('img', { name: `Photo 2 de ${member.name}` })).toBeInTheDocument();
      expect(screen.getByTitle(`Vidéo de présentation de ${member.name}`)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Localisation' })).toBeInTheDocument();
    });

    it('shows at most 3 similar members and a link to all members', () => {
      renderWithUi(<MemberDetailsScreen {...props()} />);
      const similar = screen.getByRole('region', { name: 'Membres similaires' });
      expect(within(similar).getAllByRole('article')).toHaveLength(3);
      expect(within(similar).getByRole('link', { name: 'Voir tous les membres' })).toHaveAttribute('href', '/membres');
    });
  });

  describe('given opening hours', () => {
    it('lists them by weekday with Fermé for closed days', () => {
      renderWithUi(<MemberDetailsScreen {...props()} />);
      const rows = within(screen.getByRole('table')).getAllByRole('row');
      expect(rows.map((row) => row.textContent)).toEqual(['Lundi09:00 – 18:00', 'DimancheFermé']);
    });

    it('says Closed in English', () => {
      renderWithUi(<MemberDetailsScreen {...props()} />, { locale: 'en' });
      expect(within(screen.getByRole('table')).getByRole('row', { name: /Sunday/ })).toHaveTextContent('Closed');
    });

    it('shows the open-now badge the container computed', () => {
      const { unmount } = renderWithUi(<MemberDetailsScreen {...props({ openNow: true })} />);
      expect(screen.getByText('Ouvert maintenant')).toBeInTheDocument();
      unmount();
      renderWithUi(<MemberDetailsScreen {...props({ openNow: false })} />, { locale: 'en' });
      expect(screen.getByText('Closed now')).toBeInTheDocument();
    });
  });

  describe('given no schedules, pictures, video nor coordinates', () => {
    it('leaves those parts out', () => {
      renderWithUi(
        <MemberDetailsScreen {...props({ schedules: [], member: { ...member, pictures: [], videoEmbedUrl: undefined, latitude: 14.69, longitude: null } })} />,
      );
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Galerie photos' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Vidéo de présentation' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Localisation' })).not.toBeInTheDocument();
    });

    it('shows the initial instead of a logo', () => {
      renderWithUi(<MemberDetailsScreen {...props({ member: { ...member, logoUrl: undefined } })} />);
      expect(screen.getByRole('img', { name: member.name })).toHaveTextContent('S');
    });
  });

  describe('given no ratings', () => {
    it('shows the placeholder review: anonymous, 5 stars, no reviews yet', () => {
      renderWithUi(<MemberDetailsScreen {...props({ reviews: [placeholderReview] })} />, { locale: 'en' });
      const reviews = screen.getByRole('region', { name: 'Reviews' });
      expect(within(reviews).getByText('No reviews yet.')).toBeInTheDocument();
      expect(within(reviews).getByText('Anonymous')).toBeInTheDocument();
    });
  });

  describe('given the review was sent', () => {
    it('shows the success banner', () => {
      renderWithUi(<MemberDetailsScreen {...props({ reviewSent: true })} />);
      expect(screen.getByRole('status')).toHaveTextContent('Avis envoyé avec succès!');
    });
  });

  describe('given it is loading', () => {
    it('shows a spinner', () => {
      renderWithUi(<MemberDetailsScreen {...props({ status: 'loading', member: undefined })} />);
      expect(screen.getByRole('status')).toHaveTextContent('Chargement du membre…');
    });
  });

  describe('given the member was not found', () => {
    it('says so and leads back to the list', () => {
      renderWithUi(<MemberDetailsScreen {...props({ status: 'notFound', member: undefined })} />, { locale: 'en' });
      expect(screen.getByRole('alert')).toHaveTextContent('Member not found');
      expect(screen.getByRole('link', { name: 'Back to the members list' })).toHaveAttribute('href', '/membres');
    });
  });
});

describe('sortOpeningHours', () => {
  it('orders the days Monday to Sunday', () => {
    expect(
      sortOpeningHours([
        { dayOfWeek: 'SUNDAY', closed: true },
        { dayOfWeek: 'WEDNESDAY', closed: true },
        { dayOfWeek: 'MONDAY', closed: true },
      ]).map((day) => day.dayOfWeek),
    ).toEqual(['MONDAY', 'WEDNESDAY', 'SUNDAY']);
  });
});
