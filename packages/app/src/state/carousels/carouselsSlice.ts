import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

const carouselsSlice = createSlice({
  name: 'carousels',
  initialState: initialCarouselsState,
  reducers: {
    heroNext(state, action: PayloadAction<number>) {
      const count = action.payload;
      if (count > 0) state.hero.index = (state.hero.index + 1) % count;
    },
    heroPrevious(state, action: PayloadAction<number>) {
      const count = action.payload;
      if (count > 0) state.hero.index = (state.hero.index - 1 + count) % count;
    },
    heroTick(state, action: PayloadAction<number>) {
      const count = action.payload;
      if (state.hero.playing && !state.hero.paused && count > 1) state.hero.index = (state.hero.index + 1) % count;
    },

    /** One partner further, with a transition; fewer than 3 partners do not scroll (spec public §4). */
    partnersTick(state, action: PayloadAction<number>) {
      const partnerCount = action.payload;
      if (partnerCount < PARTNERS_MIN || state.partners.paused) return;
      // a transition that never ended (the tab was hidden, motion is reduced) leaves the index past its twin
      state.partners.index = wrappedPartnersIndex(state.partners.index, partnerCount) + 1;
      state.partners.animate = true;
    },
    /**
     * After a slide's transition: on the clones past either end the track jumps, without a transition, to the same view
     * among the real partners (spec public §4: at the end, back to index 1).
     */
    partnersTransitionEnd(state, action: PayloadAction<number>) {
      const partnerCount = action.payload;
      if (partnerCount < PARTNERS_MIN) return;
      const index = wrappedPartnersIndex(state.partners.index, partnerCount);
      if (index === state.partners.index) return;
      state.partners.index = index;
      state.partners.animate = false;
    },
    /** A dot shows its partner first (the clones come before the first partner). */
    partnersGoTo(state, action: PayloadAction<{ dot: number; partnerCount: number }>) {
      if (action.payload.partnerCount < PARTNERS_MIN) return;
      state.partners.index = action.payload.dot + PARTNERS_CLONES;
      state.partners.animate = true;
    },
    /** A swipe: one partner further or back, onto a clone at most (the transition's end jumps to its twin). */
    partnersMoved(state, action: PayloadAction<{ index: number; partnerCount: number }>) {
      const { index, partnerCount } = action.payload;
      if (partnerCount < PARTNERS_MIN) return;
      state.partners.index = Math.min(Math.max(index, PARTNERS_JUMP_INDEX - 1), partnerCount + 1);
      state.partners.animate = true;
    },

    ratingsTick(state, action: PayloadAction<{ companyId: number; count: number }>) {
      const { companyId, count } = action.payload;
      if (state.ratings.paused) return;
      const index = state.ratings.companyId === companyId ? Math.min(state.ratings.index, lastViewIndex(count, state.ratings.perView)) : 0;
      state.ratings.companyId = companyId;
      state.ratings.index = index >= lastViewIndex(count, state.ratings.perView) ? 0 : index + 1;
    },
    ratingsGoTo(state, action: PayloadAction<{ companyId: number; index: number; count: number }>) {
      const { companyId, index, count } = action.payload;
      state.ratings.companyId = companyId;
      state.ratings.index = Math.min(Math.max(0, index), lastViewIndex(count, state.ratings.perView));
    },

    /** The visitor's pause / play button of a carousel that moves by itself (WCAG 2.2.2). */
    autoplayPaused(state, action: PayloadAction<{ carousel: AutoplayCarousel; paused: boolean }>) {
      state[action.payload.carousel].paused = action.payload.paused;
    },

    viewportResized(state, action: PayloadAction<number>) {
      state.partners.visible = partnersVisible(action.payload);
      state.ratings.perView = ratingsPerView(action.payload);
    },
  },
  extraReducers: (builder) => {
    // spec public §2.3: the slideshow starts once the banners have loaded, and also when loading them failed.
    builder.addMatcher(portalAds.matchFulfilled, (state) => {
      state.hero.index = 0;
      state.hero.playing = true;
    });
    builder.addMatcher(portalAds.matchRejected, (state) => {
      state.hero.index = 0;
      state.hero.playing = true;
    });
    // spec public §4: with 3 partners or more the track starts at index 2, otherwise at 0; a failure shows the three
    // built-in placeholders, which scroll like three partners.
    builder.addMatcher(partners.matchFulfilled, (state, action) => {
      state.partners.index = partnersTrack(action.payload.data).index;
      state.partners.animate = false;
    });
    builder.addMatcher(partners.matchRejected, (state) => {
      state.partners.index = partnersTrack(PLACEHOLDER_PARTNERS).index;
      state.partners.animate = false;
    });
  },
});

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

export const carouselsActions = carouselsSlice.actions;
export const carouselsReducer = carouselsSlice.reducer;
