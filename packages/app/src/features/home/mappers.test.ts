import { describe, expect, it } from 'vitest';
import { HERO_DEFAULT_SLIDES } from '../../state/carousels/carouselRules';
import type { Ad } from '@annuaire/api';
import { toAdInput } from './homeApi';
import { toHeroSlide, toHomeStatistics } from './mappers';

describe('home mapping (spec public §2.3)', () => {
  it('the four built-in slides take their texts from the catalogue', () => {
    expect(HERO_DEFAULT_SLIDES.map(toHeroSlide).map((slide) => slide.builtIn)).toEqual([1, 2, 3, 4]);
  });
  it('an ad slide keeps headline, subtitle, its web and mobile images and link', () => {
    const slide = toHeroSlide(
      {
        id: '4',
        headline: 'Forum',
        subtitle: 'Juin',
        description: '',
        link: 'https://forum.example.org',
        image: '/api/ads/images/a.png',
        mobileImage: '/api/ads/images/a-mobile.png',
        builtIn: false,
      },
      0,
    );
    expect(slide).toEqual({
      id: '4',
      headline: 'Forum',
      subtitle: 'Juin',
      description: undefined,
      imageUrl: '/api/ads/images/a.png',
      mobileImageUrl: '/api/ads/images/a-mobile.png',
      link: 'https://forum.example.org',
    });
  });
  it("a banner's mobile image is served from the ads images path (spec public §7)", () => {
    const banner: Ad = {
      id: 3,
      title: 'Forum',
      description: null,
      link: 'https://forum.example.org',
      permanent: true,
      startDate: '2026-01-01',
      endDate: null,
      webImg: 'web.jpg',
      mobileImg: 'phone.jpg',
      status: 'ACTIVE',
      clicks: 0,
      countryAmchamId: null,
    };
    const ad = toAdInput(banner, 'fr');
    expect(ad).toMatchObject({ image: '/api/ads/images/web.jpg', mobileImage: '/api/ads/images/phone.jpg' });
  });
  it('every statistic is 0 when its call failed or has not answered', () => {
    expect(toHomeStatistics(undefined, undefined)).toEqual({ contacts: 0, companies: 0, countries: 0, sectors: 0 });
  });
  it('companies come from the total, countries from the country list', () => {
    const stats = { contacts: 1250, companies: { totalCompanies: 48, percentageChange: 0, monthlyStats: [] }, sectors: 9, failures: [] };
    expect(toHomeStatistics(stats, 7)).toEqual({ contacts: 1250, companies: 48, countries: 7, sectors: 9 });
  });
});
