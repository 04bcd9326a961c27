import { describe, expect, it } from 'vitest';
import {
  carouselsActions as a,
  carouselsReducer as reduce,
  initialCarouselsState,
  partnersActiveDot,
  type CarouselsState,
  type PartnerItem,
  type RatingItem,
} from './carouselsSlice';
import { HERO_INTERVAL_MS, PARTNERS_INTERVAL_MS, RATINGS_INTERVAL_MS, RATINGS_SLIDE_MS, splitTitle } from './carouselRules';

const partner = (id: number): PartnerItem => ({ id, name: `P${id}`, link: null, logo: null });
const rating = (id: number): RatingItem => ({ id, firstName: 'Ana', lastName: `L${id}`, score: 4, comment: 'Bien', createdAt: null });
const run = (state: CarouselsState, ...actions: Parameters<typeof reduce>[1][]) => actions.reduce(reduce, state);

describe('hero carousel (spec public §2.3, §9)', () => {
  it('autoplays every 5 s', () => {
    expect(HERO_INTERVAL_MS).toBe(5000);
  });
  it('does not play before the ads have loaded', () => {
    const s = run(initialCarouselsState, a.heroTick());
    expect(s.hero.playing).toBe(false);
    expect(s.hero.index).toBe(0);
  });
  it('starts once the ads have loaded', () => {
    const s = run(initialCarouselsState, a.heroAdsLoaded([{ id: 1, title: 'A - a' }, { id: 2, title: 'B' }]), a.heroTick());
    expect(s.hero.playing).toBe(true);
    expect(s.hero.index).toBe(1);
  });
  it('starts also when loading the ads failed, on the four default slides', () => {
    const s = run(initialCarouselsState, a.heroAdsFailed(), a.heroTick());
    expect(s.hero.slides).toHaveLength(4);
    expect(s.hero.slides.every((slide) => slide.builtIn)).toBe(true);
    expect(s.hero.index).toBe(1);
  });
  it('shows the four default slides when there are no ads', () => {
    const s = run(initialCarouselsState, a.heroAdsLoaded([]));
    expect(s.hero.slides.map((slide) => slide.id)).toEqual(['default-1', 'default-2', 'default-3', 'default-4']);
  });
  it('splits the title at the dash into headline and subtitle', () => {
    const s = run(initialCarouselsState, a.heroAdsLoaded([{ id: 7, title: 'Forum 2026 - Rencontrez nos membres' }]));
    expect(s.hero.slides[0]).toMatchObject({ headline: 'Forum 2026', subtitle: 'Rencontrez nos membres' });
  });
  it('keeps hyphenated words whole when splitting the title', () => {
    expect(splitTitle('Saint-Louis Expo – Salon annuel')).toEqual({ headline: 'Saint-Louis Expo', subtitle: 'Salon annuel' });
    expect(splitTitle('Sans sous-titre')).toEqual({ headline: 'Sans sous-titre', subtitle: '' });
  });
  it('wraps around with next and previous', () => {
    const loaded = run(initialCarouselsState, a.heroAdsLoaded([{ id: 1, title: 'A' }, { id: 2, title: 'B' }, { id: 3, title: 'C' }]));
    expect(run(loaded, a.heroPrevious()).hero.index).toBe(2);
    expect(run(loaded, a.heroNext(), a.heroNext(), a.heroNext()).hero.index).toBe(0);
  });
});

describe('partners carousel (spec public §4, §9)', () => {
  it('advances every 4 s', () => {
    expect(PARTNERS_INTERVAL_MS).toBe(4000);
  });
  it('with fewer than 3 partners the list repeats to 3 and does not scroll', () => {
    const s = run(initialCarouselsState, a.partnersLoaded([partner(1), partner(2)]), a.partnersTick());
    expect(s.partners.track.map((p) => p.id)).toEqual([1, 2, 1]);
    expect(s.partners.autoplay).toBe(false);
    expect(s.partners.index).toBe(0);
  });
  it('with a single partner the list is that partner three times', () => {
    const s = run(initialCarouselsState, a.partnersLoaded([partner(9)]));
    expect(s.partners.track.map((p) => p.id)).toEqual([9, 9, 9]);
  });
  it('with 3 or more partners two are cloned at each end and it starts at index 2', () => {
    const s = run(initialCarouselsState, a.partnersLoaded([1, 2, 3, 4].map(partner)));
    expect(s.partners.track.map((p) => p.id)).toEqual([3, 4, 1, 2, 3, 4, 1, 2]);
    expect(s.partners.index).toBe(2);
    expect(s.partners.autoplay).toBe(true);
  });
  it('each tick moves one partner with a transition', () => {
    const s = run(initialCarouselsState, a.partnersLoaded([1, 2, 3, 4].map(partner)), a.partnersTick());
    expect(s.partners.index).toBe(3);
    expect(s.partners.animate).toBe(true);
  });
  it('at the end it jumps back to index 1 without a transition', () => {
    let s = run(initialCarouselsState, a.partnersLoaded([1, 2, 3, 4].map(partner)));
    // track of 8 with 3 visible: the last full view starts at index 5 (4, 1', 2'), the same view as index 1.
    s = run(s, a.partnersTick(), a.partnersTransitionEnd(), a.partnersTick(), a.partnersTransitionEnd());
    expect(s.partners.index).toBe(4);
    s = run(s, a.partnersTick());
    expect(s.partners.index).toBe(5);
    expect(s.partners.track.slice(5).map((p) => p.id)).toEqual([4, 1, 2]);
    s = run(s, a.partnersTransitionEnd());
    expect(s.partners.index).toBe(1);
    expect(s.partners.animate).toBe(false);
    expect(s.partners.track[1]?.id).toBe(4);
  });
  it('the active dot is the index modulo the partner count', () => {
    const s = run(initialCarouselsState, a.partnersLoaded([1, 2, 3, 4].map(partner)), a.partnersTick());
    expect(partnersActiveDot(s.partners)).toBe(3 % 4);
    expect(partnersActiveDot(run(s, a.partnersTick(), a.partnersTick()).partners)).toBe(5 % 4);
  });
  it('shows 3 partners on desktop and 2 under 640 px', () => {
    expect(run(initialCarouselsState, a.viewportResized(639)).partners.visible).toBe(2);
    expect(run(initialCarouselsState, a.viewportResized(640)).partners.visible).toBe(3);
  });
  it('on a load failure shows three built-in placeholder partners', () => {
    const s = run(initialCarouselsState, a.partnersFailed());
    expect(s.partners.items).toHaveLength(3);
    expect(s.partners.items.every((p) => p.placeholder)).toBe(true);
  });
});

describe('ratings carousel (spec public §4, §9)', () => {
  it('autoplays every 4 s with a 500 ms slide', () => {
    expect(RATINGS_INTERVAL_MS).toBe(4000);
    expect(RATINGS_SLIDE_MS).toBe(500);
  });
  it('shows 3 per view at 1024 px and over, 2 at 640 and over, else 1', () => {
    expect(run(initialCarouselsState, a.viewportResized(1024)).ratings.perView).toBe(3);
    expect(run(initialCarouselsState, a.viewportResized(1023)).ratings.perView).toBe(2);
    expect(run(initialCarouselsState, a.viewportResized(640)).ratings.perView).toBe(2);
    expect(run(initialCarouselsState, a.viewportResized(639)).ratings.perView).toBe(1);
  });
  it('recomputes per view on resize and keeps the index in range', () => {
    let s = run(initialCarouselsState, a.viewportResized(500), a.ratingsLoaded([1, 2, 3, 4].map(rating)));
    s = run(s, a.ratingsTick(), a.ratingsTick(), a.ratingsTick());
    expect(s.ratings.index).toBe(3);
    s = run(s, a.viewportResized(1200));
    expect(s.ratings.perView).toBe(3);
    expect(s.ratings.index).toBe(1);
  });
  it('fewer than 3 ratings are repeated to fill 3', () => {
    const s = run(initialCarouselsState, a.ratingsLoaded([rating(1), rating(2)]));
    expect(s.ratings.items.map((r) => r.id)).toEqual([1, 2, 1]);
  });
  it('no ratings gives the placeholder rating (anonymous, 5 stars)', () => {
    const s = run(initialCarouselsState, a.ratingsLoaded([]));
    expect(s.ratings.items[0]).toMatchObject({ placeholder: true, score: 5, firstName: '' });
  });
  it('a ratings failure gives the placeholder rating', () => {
    const s = run(initialCarouselsState, a.ratingsLoaded([rating(1)]), a.ratingsFailed());
    expect(s.ratings.items.every((r) => r.placeholder)).toBe(true);
  });
  it('autoplay wraps to the first view after the last', () => {
    let s = run(initialCarouselsState, a.viewportResized(1200), a.ratingsLoaded([1, 2, 3, 4].map(rating)));
    s = run(s, a.ratingsTick());
    expect(s.ratings.index).toBe(1);
    expect(run(s, a.ratingsTick()).ratings.index).toBe(0);
  });
});
