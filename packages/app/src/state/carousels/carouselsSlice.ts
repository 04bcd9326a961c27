import type { UnknownAction } from '@reduxjs/toolkit';
import { actionCreator } from '../actionCreator';
import { carouselFeedsApi } from '../../data/carouselFeeds';
import {
  lastViewIndex,
  PARTNERS_CLONES,
  PARTNERS_JUMP_INDEX,
  PARTNERS_MIN,
  partnersTrack,
  partnersVisible,
  PLACEHOLDER_PARTNERS,
  ratingsPerView,
} from './carouselRules';
import { patchedPart } from '../patched';

/** The carousels that move by themselves; each has a pause / play button (WCAG 2.2.2). */
type AutoplayCarousel = 'hero' | 'partners' | 'ratings';

/**
 * Where each carousel stands, and only that: the lists they show stay in the page layer's cache (data/pageData.ts) (carouselRules.ts turns
 * them into slides, tracks and rating items). Actions carry the length of the list their container shows.
 * `paused` is the visitor's pause button: the carousel stays where it is until they press play.
 */
export interface CarouselsState {
  hero: { index: number; playing: boolean; paused: boolean };
  partners: { index: number; animate: boolean; visible: number; paused: boolean };
  /** The ratings of one member: another member's page starts at the first view. */
  ratings: { companyId: number | null; index: number; perView: number; paused: boolean };
}

export const initialCarouselsState: CarouselsState = {
  hero: { index: 0, playing: false, paused: false },
  partners: { index: 0, animate: false, visible: 3, paused: false },
  ratings: { companyId: null, index: 0, perView: 3, paused: false },
};

const { portalAds, partners } = carouselFeedsApi.endpoints;

/**
 * The partners track's index brought back among the positions 1 to n, where each view has its twin: n + 1 shows what
 * 1 shows (spec public §4: at the end it jumps back to index 1), 0 what n shows.
 */
function wrappedPartnersIndex(index: number, partnerCount: number): number {
  if (index > partnerCount) return index - partnerCount;
  if (index < PARTNERS_JUMP_INDEX) return index + partnerCount;
  return index;
}

// A plain reducer, not Redux Toolkit's createSlice, which is in the module that brings immer (actionCreator.ts); the
// action types are the ones createSlice gave, `carousels/<name>`, which other code may match on.
const heroNext = actionCreator<number>('carousels/heroNext');
const heroPrevious = actionCreator<number>('carousels/heroPrevious');
const heroTick = actionCreator<number>('carousels/heroTick');
/** One partner further, with a transition; fewer than 3 partners do not scroll (spec public §4). */
const partnersTick = actionCreator<number>('carousels/partnersTick');
/**
 * After a slide's transition: on the clones past either end the track jumps, without a transition, to the same view
 * among the real partners (spec public §4: at the end, back to index 1).
 */
const partnersTransitionEnd = actionCreator<number>('carousels/partnersTransitionEnd');
/** A dot shows its partner first (the clones come before the first partner). */
const partnersGoTo = actionCreator<{ dot: number; partnerCount: number }>('carousels/partnersGoTo');
/** A swipe: one partner further or back, onto a clone at most (the transition's end jumps to its twin). */
const partnersMoved = actionCreator<{ index: number; partnerCount: number }>('carousels/partnersMoved');
const ratingsTick = actionCreator<{ companyId: number; count: number }>('carousels/ratingsTick');
const ratingsGoTo = actionCreator<{ companyId: number; index: number; count: number }>('carousels/ratingsGoTo');
/** The visitor's pause / play button of a carousel that moves by itself (WCAG 2.2.2). */
const autoplayPaused = actionCreator<{ carousel: AutoplayCarousel; paused: boolean }>('carousels/autoplayPaused');
const viewportResized = actionCreator<number>('carousels/viewportResized');

export const carouselsActions = {
  heroNext,
  heroPrevious,
  heroTick,
  partnersTick,
  partnersTransitionEnd,
  partnersGoTo,
  partnersMoved,
  ratingsTick,
  ratingsGoTo,
  autoplayPaused,
  viewportResized,
};

function heroReducer(state: CarouselsState, action: UnknownAction): CarouselsState {
  const { hero } = state;
  if (heroNext.match(action)) {
    const count = action.payload;
    return count > 0 ? patchedPart(state, 'hero', { index: (hero.index + 1) % count }) : state;
  }
  if (heroPrevious.match(action)) {
    const count = action.payload;
    return count > 0 ? patchedPart(state, 'hero', { index: (hero.index - 1 + count) % count }) : state;
  }
  if (heroTick.match(action)) {
    const count = action.payload;
    return hero.playing && !hero.paused && count > 1 ? patchedPart(state, 'hero', { index: (hero.index + 1) % count }) : state;
  }
  // spec public §2.3: the slideshow starts once the banners have loaded, and also when loading them failed.
  if (portalAds.matchFulfilled(action) || portalAds.matchRejected(action)) return patchedPart(state, 'hero', { index: 0, playing: true });
  return state;
}

function partnersReducer(state: CarouselsState, action: UnknownAction): CarouselsState {
  const { partners: position } = state;
  if (partnersTick.match(action)) {
    const partnerCount = action.payload;
    if (partnerCount < PARTNERS_MIN || position.paused) return state;
    // a transition that never ended (the tab was hidden, motion is reduced) leaves the index past its twin
    return patchedPart(state, 'partners', { index: wrappedPartnersIndex(position.index, partnerCount) + 1, animate: true });
  }
  if (partnersTransitionEnd.match(action)) {
    const partnerCount = action.payload;
    if (partnerCount < PARTNERS_MIN) return state;
    const index = wrappedPartnersIndex(position.index, partnerCount);
    return index === position.index ? state : patchedPart(state, 'partners', { index, animate: false });
  }
  if (partnersGoTo.match(action)) {
    if (action.payload.partnerCount < PARTNERS_MIN) return state;
    return patchedPart(state, 'partners', { index: action.payload.dot + PARTNERS_CLONES, animate: true });
  }
  if (partnersMoved.match(action)) {
    const { index, partnerCount } = action.payload;
    if (partnerCount < PARTNERS_MIN) return state;
    return patchedPart(state, 'partners', { index: Math.min(Math.max(index, PARTNERS_JUMP_INDEX - 1), partnerCount + 1), animate: true });
  }
  // spec public §4: with 3 partners or more the track starts at index 2, otherwise at 0; a failure shows the three
  // built-in placeholders, which scroll like three partners.
  if (partners.matchFulfilled(action)) return patchedPart(state, 'partners', { index: partnersTrack(action.payload.data).index, animate: false });
  if (partners.matchRejected(action)) return patchedPart(state, 'partners', { index: partnersTrack(PLACEHOLDER_PARTNERS).index, animate: false });
  return state;
}

function ratingsReducer(state: CarouselsState, action: UnknownAction): CarouselsState {
  const { ratings } = state;
  if (ratingsTick.match(action)) {
    const { companyId, count } = action.payload;
    if (ratings.paused) return state;
    const last = lastViewIndex(count, ratings.perView);
    const index = ratings.companyId === companyId ? Math.min(ratings.index, last) : 0;
    return patchedPart(state, 'ratings', { companyId, index: index >= last ? 0 : index + 1 });
  }
  if (ratingsGoTo.match(action)) {
    const { companyId, index, count } = action.payload;
    return patchedPart(state, 'ratings', { companyId, index: Math.min(Math.max(0, index), lastViewIndex(count, ratings.perView)) });
  }
  return state;
}

export function carouselsReducer(state: CarouselsState = initialCarouselsState, action: UnknownAction): CarouselsState {
  if (autoplayPaused.match(action)) return patchedPart(state, action.payload.carousel, { paused: action.payload.paused });
  if (viewportResized.match(action)) {
    const width = action.payload;
    return patchedPart(patchedPart(state, 'partners', { visible: partnersVisible(width) }), 'ratings', { perView: ratingsPerView(width) });
  }
  return ratingsReducer(partnersReducer(heroReducer(state, action), action), action);
}

/**
 * The active partner dot (spec public §4: the index modulo the partner count), the index counted from the first
 * partner: the two clones before it are not partners, so the start index 2 lights the first dot, not the third.
 */
export function partnersActiveDot(index: number, partnerCount: number): number {
  if (partnerCount === 0) return 0;
  const first = partnerCount >= PARTNERS_MIN ? index - PARTNERS_CLONES : index;
  return ((first % partnerCount) + partnerCount) % partnerCount;
}

/** Where a member's ratings carousel stands: the first view for another member, never past the last full view. */
export function ratingsIndex(ratings: CarouselsState['ratings'], companyId: number, count: number): number {
  return ratings.companyId === companyId ? Math.min(ratings.index, lastViewIndex(count, ratings.perView)) : 0;
}
