import { describe, expect, it } from 'vitest';
import { HERO_DEFAULT_SLIDES } from '../../state/carousels/carouselRules';
import { toHeroSlide, toHomeStatistics } from './mappers';

describe('home mapping (spec public §2.3)', () => {
  it('the four built-in slides take their texts from the catalogue', () => {
    expect(HERO_DEFAULT_SLIDES.map(toHeroSlide).map((slide) => slide.builtIn)).toEqual([1, 2, 3, 4]);
  });
  it('an ad slide keeps headline, subtitle, image and link', () => {
    const slide = toHeroSlide(
      { id: '4', headline: 'Forum', subtitle: 'Juin', description: '', link: 'https://forum.example.org', image: '/api/ads/images/a.png', builtIn: false },
      0,
    );
    expect(slide).toEqual({
      id: '4',
      headline: 'Forum',
      subtitle: 'Juin',
      description: undefined,
      imageUrl: '/api/ads/images/a.png',
      link: 'https://forum.example.org',
    });
  });
  it('every statistic is 0 when its call failed or has not answered', () => {
    expect(toHomeStatistics(undefined, undefined)).toEqual({ contacts: 0, companies: 0, countries: 0, sectors: 0 });
  });
  it('companies come from the total, countries from the country list', () => {
    const stats = { contacts: 1250, companies: { totalCompanies: 48, percentageChange: 0, monthlyStats: [] }, sectors: 9, failures: [] };
    expect(toHomeStatistics(stats, 7)).toEqual({ contacts: 1250, companies: 48, countries: 7, sectors: 9 });
  });
});
