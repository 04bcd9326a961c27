import { heroDefaultSlides, type HeroSlide as HeroSlideView, type HomeStatistics, type Partner } from '@annuaire/ui';
import type { HomeStats } from '@annuaire/api';
import type { HeroSlide, PartnerItem } from '../../state/carousels/carouselRules';

/** A slide of the carousel state as the hero shows it; built-in slides take their texts from the kit's catalogue. */
export function toHeroSlide(slide: HeroSlide, position: number): HeroSlideView {
  if (slide.builtIn) return heroDefaultSlides[position % heroDefaultSlides.length] ?? { id: slide.id };
  return {
    id: slide.id,
    headline: slide.headline,
    subtitle: slide.subtitle || undefined,
    description: slide.description || undefined,
    imageUrl: slide.image ?? undefined,
    mobileImageUrl: slide.mobileImage ?? undefined,
    link: slide.link ?? undefined,
  };
}

/** The statistics strip (spec public §2.3): each part 0 when its call failed or has not answered. */
export function toHomeStatistics(stats: HomeStats | undefined, countryCount: number | undefined): HomeStatistics {
  return {
    contacts: stats?.contacts ?? 0,
    companies: stats?.companies.totalCompanies ?? 0,
    countries: countryCount ?? 0,
    sectors: stats?.sectors ?? 0,
  };
}

/** A partner of the carousel track; the built-in placeholders have neither logo nor link (the kit shows its placeholder). */
export function toPartner(item: PartnerItem): Partner {
  return { id: item.id, name: item.name, logoUrl: item.logo ?? undefined, link: item.link ?? undefined };
}
