import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import {
  sampleAnnouncements,
  sampleCountries,
  sampleMemberHref,
  sampleMembers,
  sampleMembersHref,
  sampleNewsHref,
  samplePartners,
  samplePartnersTrack,
  sampleSectors,
} from '../fixtures';
import { HeroSlideshow, heroDefaultSlides } from '../HeroSlideshow';
import { NewsSection } from '../NewsSection';
import { PartnersCarousel } from '../PartnersCarousel';
import { emptyMemberFilters } from '../types';
import { HomeScreen } from './HomeScreen';
import type { HomeScreenProps } from './HomeScreen';

function props(): HomeScreenProps {
  return {
    hero: <HeroSlideshow slides={heroDefaultSlides} index={0} onPrevious={vi.fn()} onNext={vi.fn()} />,
    search: { defaultValues: emptyMemberFilters, countries: sampleCountries, sectors: sampleSectors, onSearch: vi.fn(), onReset: vi.fn() },
    stats: { stats: { contacts: 1, companies: 2, countries: 3, sectors: 4 } },
    news: <NewsSection announcements={sampleAnnouncements} id="annonces" allNewsHref={sampleNewsHref} />,
    members: { members: sampleMembers, memberHref: sampleMemberHref, allMembersHref: sampleMembersHref, onContact: vi.fn() },
    app: { onAppleStore: vi.fn(), onGooglePlay: vi.fn() },
    partners: <PartnersCarousel track={samplePartnersTrack} index={2} animate visible={3} partnerCount={samplePartners.length} />,
  };
}

describe('HomeScreen', () => {
  it('puts the sections under the header anchors #accueil, #annonces and #annuaires', () => {
    const { container } = renderWithUi(<HomeScreen {...props()} />);
    expect(container.querySelector('#accueil')).toContainElement(screen.getByRole('heading', { name: 'Bienvenue dans l’annuaire des entreprises membres' }));
    expect(container.querySelector('#annonces')).toBe(screen.getByRole('region', { name: 'Actualités et événements' }));
    expect(container.querySelector('#annuaires')).toBe(screen.getByRole('region', { name: 'Annuaire des membres' }));
  });

  it('has one level-1 heading, its own, whatever slide the hero shows (the hero headline changes every 5 s)', () => {
    const { rerender } = renderWithUi(<HomeScreen {...props()} />);
    const title = 'L’annuaire des entreprises membres du réseau des chambres de commerce';
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([title]);
    rerender(<HomeScreen {...props()} hero={<HeroSlideshow slides={heroDefaultSlides} index={2} onPrevious={vi.fn()} onNext={vi.fn()} />} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([title]);
  });

  it('shows the sections in the spec order: hero, search, statistics, news, members, app, partners', () => {
    renderWithUi(<HomeScreen {...props()} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Bienvenue dans l’annuaire des entreprises membres',
      'L’annuaire en chiffres',
      'Actualités et événements',
      'Annuaire des membres',
      'L’annuaire dans votre poche',
      'Nos partenaires',
    ]);
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('hands the search panel events to the container', async () => {
    const home = props();
    const { user } = renderWithUi(<HomeScreen {...home} />);
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Rechercher' }));
    expect(home.search.onSearch).toHaveBeenCalledTimes(1);
  });
});
