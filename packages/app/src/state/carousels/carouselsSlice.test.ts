import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { deepFrozen } from '../../testing/deepFrozen';
import {
  HERO_INTERVAL_MS,
  heroSlides,
  PARTNERS_INTERVAL_MS,
  partnerItems,
  partnersTrack,
  RATINGS_INTERVAL_MS,
  RATINGS_SLIDE_MS,
  ratingItems,
  splitTitle,
  type PartnerItem,
  type RatingItem,
} from './carouselRules';
import {
  carouselsActions as a,
  carouselsReducer as reduce,
  initialCarouselsState,
  partnersActiveDot,
  ratingsIndex,
  type CarouselsState,
} from './carouselsSlice';

const partner = (id: number): PartnerItem => ({ id, name: `P${id}`, link: null, logo: null });
const rating = (id: number): RatingItem => ({ id, firstName: 'Ana', lastName: `L${id}`, score: 4, comment: 'Bien', createdAt: null });
const run = (state: CarouselsState, ...actions: UnknownAction[]) => actions.reduce(reduce, state);

/** What the page layer (data/pageData.ts) dispatches as a query of the directory service starts or ends (the carousels follow their lists). */
function queryEnded(endpoint: string, requestStatus: 'pending' | 'fulfilled' | 'rejected', data?: unknown): UnknownAction {
  const key = `${endpoint}(undefined)`;
  const ended =
    requestStatus === 'pending'
      ? { arg: undefined }
      : requestStatus === 'fulfilled'
        ? { data, tags: [] }
        : { error: { message: 'Erreur', status: 500, error: 'Internal Server Error' }, tags: [] };
  return { type: `pageData/${requestStatus}`, payload: { key, endpoint, requestId: 'r1', ...ended } };
}

describe('hero carousel (spec public §2.3, §9)', () => {
  it('autoplays every 5 s', () => {
    expect(HERO_INTERVAL_MS).toBe(5000);
  });
  it('does not play before the ads have loaded', () => {
    const s = run(initialCarouselsState, a.heroTick(2));
    expect(s.hero.playing).toBe(false);
    expect(s.hero.index).toBe(0);
  });
  it('starts once the ads have loaded', () => {
    const s = run(
      initialCarouselsState,
      queryEnded('portalAds', 'fulfilled', [
        { id: 1, title: 'A - a' },
        { id: 2, title: 'B' },
      ]),
      a.heroTick(2),
    );
    expect(s.hero.playing).toBe(true);
    expect(s.hero.index).toBe(1);
  });
  it('starts also when loading the ads failed, on the four default slides', () => {
    const s = run(initialCarouselsState, queryEnded('portalAds', 'rejected'), a.heroTick(heroSlides(undefined, true).length));
    expect(heroSlides(undefined, true)).toHaveLength(4);
    expect(heroSlides(undefined, true).every((slide) => slide.builtIn)).toBe(true);
    expect(s.hero.index).toBe(1);
  });
  it('does not start while the ads are being asked for', () => {
    const s = run(initialCarouselsState, queryEnded('portalAds', 'pending'));
    expect(s.hero.playing).toBe(false);
  });
  it('shows no slide while the ads load', () => {
    expect(heroSlides(undefined, false)).toEqual([]);
  });
  it('shows the four default slides when there are no ads', () => {
    expect(heroSlides([], false).map((slide) => slide.id)).toEqual(['default-1', 'default-2', 'default-3', 'default-4']);
  });
  it('splits the title at the dash into headline and subtitle', () => {
    expect(heroSlides([{ id: 7, title: 'Forum 2026 - Rencontrez nos membres' }], false)[0]).toMatchObject({
      headline: 'Forum 2026',
      subtitle: 'Rencontrez nos membres',
    });
  });
  it('keeps hyphenated words whole when splitting the title', () => {
    expect(splitTitle('Saint-Louis Expo – Salon annuel')).toEqual({ headline: 'Saint-Louis Expo', subtitle: 'Salon annuel' });
    expect(splitTitle('Sans sous-titre')).toEqual({ headline: 'Sans sous-titre', subtitle: '' });
  });
  it('paused by the visitor, it stays on its slide until played again; the previous and next buttons still work', () => {
    const ads = queryEnded('portalAds', 'fulfilled', [
      { id: 1, title: 'A' },
      { id: 2, title: 'B' },
      { id: 3, title: 'C' },
    ]);
    let s = run(initialCarouselsState, ads, a.autoplayPaused({ carousel: 'hero', paused: true }), a.heroTick(3));
    expect(s.hero.index).toBe(0);
    s = run(s, a.heroNext(3));
    expect(s.hero.index).toBe(1);
    s = run(s, a.autoplayPaused({ carousel: 'hero', paused: false }), a.heroTick(3));
    expect(s.hero.index).toBe(2);
  });
  it('wraps around with next and previous', () => {
    const loaded = run(initialCarouselsState, queryEnded('portalAds', 'fulfilled', []));
    expect(run(loaded, a.heroPrevious(3)).hero.index).toBe(2);
    expect(run(loaded, a.heroNext(3), a.heroNext(3), a.heroNext(3)).hero.index).toBe(0);
  });
});

describe('partners carousel (spec public §4, §9)', () => {
  const four = [1, 2, 3, 4].map(partner);
  it('advances every 4 s', () => {
    expect(PARTNERS_INTERVAL_MS).toBe(4000);
  });
  it('with fewer than 3 partners the list repeats to 3 and does not scroll', () => {
    const s = run(initialCarouselsState, queryEnded('partners', 'fulfilled', [partner(1), partner(2)]), a.partnersTick(2));
    expect(partnersTrack([partner(1), partner(2)]).track.map((p) => p.id)).toEqual([1, 2, 1]);
    expect(partnersTrack([partner(1), partner(2)]).autoplay).toBe(false);
    expect(s.partners.index).toBe(0);
  });
  it('with a single partner the list is that partner three times', () => {
    expect(partnersTrack([partner(9)]).track.map((p) => p.id)).toEqual([9, 9, 9]);
  });
  it('with 3 or more partners two are cloned at each end and it starts at index 2', () => {
    const s = run(initialCarouselsState, queryEnded('partners', 'fulfilled', four));
    expect(partnersTrack(four).track.map((p) => p.id)).toEqual([3, 4, 1, 2, 3, 4, 1, 2]);
    expect(partnersTrack(four).autoplay).toBe(true);
    expect(s.partners.index).toBe(2);
  });
  it('each tick moves one partner with a transition', () => {
    const s = run(initialCarouselsState, queryEnded('partners', 'fulfilled', four), a.partnersTick(4));
    expect(s.partners.index).toBe(3);
    expect(s.partners.animate).toBe(true);
  });
  it('at the end it jumps back to index 1 without a transition', () => {
    let s = run(initialCarouselsState, queryEnded('partners', 'fulfilled', four));
    // track of 8 with 3 visible: the last full view starts at index 5 (4, 1', 2'), the same view as index 1.
    s = run(s, a.partnersTick(4), a.partnersTransitionEnd(4), a.partnersTick(4), a.partnersTransitionEnd(4));
    expect(s.partners.index).toBe(4);
    s = run(s, a.partnersTick(4));
    expect(s.partners.index).toBe(5);
    expect(
      partnersTrack(four)
        .track.slice(5)
        .map((p) => p.id),
    ).toEqual([4, 1, 2]);
    s = run(s, a.partnersTransitionEnd(4));
    expect(s.partners.index).toBe(1);
    expect(s.partners.animate).toBe(false);
    expect(partnersTrack(four).track[1]?.id).toBe(4);
  });
  it('on first load the first dot is lit: the start index 2 shows the first partner (the clones are not counted)', () => {
    const s = run(initialCarouselsState, queryEnded('partners', 'fulfilled', four));
    expect(partnersTrack(four).track[s.partners.index]?.id).toBe(1);
    expect(partnersActiveDot(s.partners.index, 4)).toBe(0);
  });
  it('the active dot follows the first visible partner, the index modulo the partner count counted from the first partner', () => {
    const s = run(initialCarouselsState, queryEnded('partners', 'fulfilled', four), a.partnersTick(4));
    expect(partnersTrack(four).track[s.partners.index]?.id).toBe(2);
    expect(partnersActiveDot(s.partners.index, 4)).toBe(1);
    // index 5 (a clone of partner 4) and index 1, where the track jumps back: partner 4 first in both
    expect(partnersActiveDot(5, 4)).toBe(3);
    expect(partnersActiveDot(1, 4)).toBe(3);
  });
  it('choosing a dot lights that dot (dot 5 of 8 lights dot 5)', () => {
    const eight = [1, 2, 3, 4, 5, 6, 7, 8].map(partner);
    const s = run(initialCarouselsState, queryEnded('partners', 'fulfilled', eight), a.partnersGoTo({ dot: 4, partnerCount: 8 }));
    expect(partnersTrack(eight).track[s.partners.index]?.id).toBe(5);
    expect(partnersActiveDot(s.partners.index, 8)).toBe(4);
  });
  it('with fewer than 3 partners the first dot is lit', () => {
    expect(partnersActiveDot(0, 2)).toBe(0);
  });
  it('with 2 visible the jump back comes at the same view too: index n + 1 shows what index 1 shows', () => {
    let s = run(initialCarouselsState, a.viewportResized(375), queryEnded('partners', 'fulfilled', four));
    for (let step = 0; step < 2; step += 1) s = run(s, a.partnersTick(4), a.partnersTransitionEnd(4));
    s = run(s, a.partnersTick(4));
    expect(s.partners.index).toBe(5);
    s = run(s, a.partnersTransitionEnd(4));
    expect(s.partners.index).toBe(1);
    const track = partnersTrack(four).track.map((p) => p.id);
    expect(track.slice(1, 3)).toEqual(track.slice(5, 7));
  });
  it('a swipe moves one partner either way, and past the first partner lands on its twin at the end', () => {
    let s = run(initialCarouselsState, queryEnded('partners', 'fulfilled', four));
    s = run(s, a.partnersMoved({ index: 3, partnerCount: 4 }));
    expect(s.partners).toMatchObject({ index: 3, animate: true });
    s = run(s, a.partnersTransitionEnd(4), a.partnersMoved({ index: 2, partnerCount: 4 }), a.partnersTransitionEnd(4));
    s = run(s, a.partnersMoved({ index: 1, partnerCount: 4 }), a.partnersTransitionEnd(4));
    expect(s.partners.index).toBe(1);
    s = run(s, a.partnersMoved({ index: 0, partnerCount: 4 }), a.partnersTransitionEnd(4));
    expect(s.partners).toMatchObject({ index: 4, animate: false });
    expect(partnersTrack(four).track[0]?.id).toBe(partnersTrack(four).track[4]?.id);
  });
  it('a tick after a transition that never ended starts again from the twin view', () => {
    let s = run(initialCarouselsState, queryEnded('partners', 'fulfilled', four));
    for (let step = 0; step < 3; step += 1) s = run(s, a.partnersTick(4));
    expect(s.partners.index).toBe(5);
    // no transition end: the next tick goes on from index 1 (the same view as 5), not onto index 6 and beyond
    s = run(s, a.partnersTick(4));
    expect(s.partners.index).toBe(2);
  });
  it('paused by the visitor, it stays where it is until played again', () => {
    let s = run(initialCarouselsState, queryEnded('partners', 'fulfilled', four), a.autoplayPaused({ carousel: 'partners', paused: true }), a.partnersTick(4));
    expect(s.partners.index).toBe(2);
    s = run(s, a.autoplayPaused({ carousel: 'partners', paused: false }), a.partnersTick(4));
    expect(s.partners.index).toBe(3);
  });
  it('shows 3 partners on desktop and 2 under 640 px', () => {
    expect(run(initialCarouselsState, a.viewportResized(639)).partners.visible).toBe(2);
    expect(run(initialCarouselsState, a.viewportResized(640)).partners.visible).toBe(3);
  });
  it('on a load failure shows three built-in placeholder partners', () => {
    const s = run(initialCarouselsState, queryEnded('partners', 'rejected'));
    expect(partnerItems(undefined, true)).toHaveLength(3);
    expect(partnerItems(undefined, true).every((p) => p.placeholder)).toBe(true);
    expect(s.partners.index).toBe(partnersTrack(partnerItems(undefined, true)).index);
  });
});

describe('ratings carousel (spec public §4, §9)', () => {
  const company = 12;
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
    const count = ratingItems([1, 2, 3, 4].map(rating), false).length;
    let s = run(initialCarouselsState, a.viewportResized(500));
    s = run(s, a.ratingsTick({ companyId: company, count }), a.ratingsTick({ companyId: company, count }), a.ratingsTick({ companyId: company, count }));
    expect(ratingsIndex(s.ratings, company, count)).toBe(3);
    s = run(s, a.viewportResized(1200));
    expect(s.ratings.perView).toBe(3);
    expect(ratingsIndex(s.ratings, company, count)).toBe(1);
  });
  it('fewer than 3 ratings are repeated to fill 3', () => {
    expect(ratingItems([rating(1), rating(2)], false).map((r) => r.id)).toEqual([1, 2, 1]);
  });
  it('no ratings gives the placeholder rating (anonymous, 5 stars)', () => {
    expect(ratingItems([], false)[0]).toMatchObject({ placeholder: true, score: 5, firstName: '' });
  });
  it('a ratings failure gives the placeholder rating', () => {
    expect(ratingItems([rating(1)], true).every((r) => r.placeholder)).toBe(true);
  });
  it('autoplay wraps to the first view after the last', () => {
    let s = run(initialCarouselsState, a.viewportResized(1200));
    s = run(s, a.ratingsTick({ companyId: company, count: 4 }));
    expect(ratingsIndex(s.ratings, company, 4)).toBe(1);
    expect(ratingsIndex(run(s, a.ratingsTick({ companyId: company, count: 4 })).ratings, company, 4)).toBe(0);
  });
  it('paused by the visitor, the reviews stay where they are until played again', () => {
    let s = run(initialCarouselsState, a.viewportResized(500), a.autoplayPaused({ carousel: 'ratings', paused: true }));
    s = run(s, a.ratingsTick({ companyId: company, count: 4 }));
    expect(ratingsIndex(s.ratings, company, 4)).toBe(0);
    s = run(s, a.autoplayPaused({ carousel: 'ratings', paused: false }), a.ratingsTick({ companyId: company, count: 4 }));
    expect(ratingsIndex(s.ratings, company, 4)).toBe(1);
  });
  it("another member's ratings start at the first view", () => {
    const s = run(initialCarouselsState, a.viewportResized(500), a.ratingsTick({ companyId: company, count: 4 }));
    expect(ratingsIndex(s.ratings, company, 4)).toBe(1);
    expect(ratingsIndex(s.ratings, 13, 4)).toBe(0);
  });
});

// The reducer is a plain function (no createSlice, no immer): it must not write into the state it is given, and an
// action that moves nothing (a paused carousel's tick) gives the same state, so no carousel re-renders for it.
describe('the carousels reducer', () => {
  const four = [1, 2, 3, 4].map(partner);
  it('keeps the action types of the carousels slice', () => {
    expect(Object.values(a).map((action) => action.type)).toEqual([
      'carousels/heroNext',
      'carousels/heroPrevious',
      'carousels/heroTick',
      'carousels/partnersTick',
      'carousels/partnersTransitionEnd',
      'carousels/partnersGoTo',
      'carousels/partnersMoved',
      'carousels/ratingsTick',
      'carousels/ratingsGoTo',
      'carousels/autoplayPaused',
      'carousels/viewportResized',
    ]);
  });
  it('never changes the state it is given', () => {
    const start = deepFrozen(
      run(
        initialCarouselsState,
        queryEnded('portalAds', 'fulfilled', []),
        a.heroNext(3),
        queryEnded('partners', 'fulfilled', four),
        a.partnersMoved({ index: 5, partnerCount: 4 }),
        a.ratingsTick({ companyId: 12, count: 6 }),
      ),
    );
    const copy = structuredClone(start);
    const actions = [
      a.heroNext(3),
      a.heroPrevious(3),
      a.heroTick(3),
      a.partnersTick(4),
      a.partnersTransitionEnd(4),
      a.partnersGoTo({ dot: 0, partnerCount: 4 }),
      a.partnersMoved({ index: 1, partnerCount: 4 }),
      a.ratingsTick({ companyId: 12, count: 6 }),
      a.ratingsGoTo({ companyId: 13, index: 1, count: 6 }),
      a.autoplayPaused({ carousel: 'partners', paused: true }),
      a.viewportResized(375),
      queryEnded('portalAds', 'rejected'),
      queryEnded('partners', 'rejected'),
    ];
    for (const action of actions) expect(run(start, action), action.type).not.toBe(start);
    expect(start).toEqual(copy);
  });
  it('gives the same state, and the same parts, for an action that moves nothing', () => {
    const paused = deepFrozen(
      run(
        initialCarouselsState,
        queryEnded('portalAds', 'fulfilled', []),
        queryEnded('partners', 'fulfilled', four),
        a.autoplayPaused({ carousel: 'hero', paused: true }),
        a.viewportResized(1200),
      ),
    );
    expect(run(paused, a.heroTick(3))).toBe(paused);
    expect(run(paused, a.heroNext(0))).toBe(paused);
    expect(run(paused, a.partnersTick(2))).toBe(paused);
    expect(run(paused, a.partnersTransitionEnd(4))).toBe(paused);
    expect(run(paused, a.autoplayPaused({ carousel: 'hero', paused: true }))).toBe(paused);
    expect(run(paused, a.viewportResized(1300))).toBe(paused);
    expect(run(paused, queryEnded('memberRatings', 'fulfilled', []))).toBe(paused);
    const moved = run(paused, a.heroNext(3));
    expect(moved.partners).toBe(paused.partners);
    expect(moved.ratings).toBe(paused.ratings);
  });
});
