import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { carouselFeedsApi } from '../../data/carouselFeeds';
import { lastViewIndex, PARTNERS_JUMP_INDEX, PARTNERS_MIN, partnersTrack, partnersVisible, PLACEHOLDER_PARTNERS, ratingsPerView } from './carouselRules';

/**
 * Where each carousel stands, and only that: the lists they show stay in RTK Query's cache (carouselRules.ts turns
 * them into slides, tracks and rating items). Actions carry the length of the list their container shows.
 */
export interface CarouselsState {
  hero: { index: number; playing: boolean };
  partners: { index: number; animate: boolean; visible: number };
  /** The ratings of one member: another member's page starts at the first view. */
  ratings: { companyId: number | null; index: number; perView: number };
}

export const initialCarouselsState: CarouselsState = {
  hero: { index: 0, playing: false },
  partners: { index: 0, animate: false, visible: 3 },
  ratings: { companyId: null, index: 0, perView: 3 },
};

const { portalAds, partners } = carouselFeedsApi.endpoints;

/** The partners track's length for a number of partners: clones at both ends, or the list repeated to 3. */
const trackLength = (partnerCount: number) => (partnerCount >= PARTNERS_MIN ? partnersTrack(Array.from({ length: partnerCount })).track.length : PARTNERS_MIN);

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
      if (state.hero.playing && count > 1) state.hero.index = (state.hero.index + 1) % count;
    },

    /** One partner further, with a transition; fewer than 3 partners do not scroll (spec public §4). */
    partnersTick(state, action: PayloadAction<number>) {
      if (action.payload < PARTNERS_MIN) return;
      state.partners.index += 1;
      state.partners.animate = true;
    },
    /** After a slide's transition: past the last full view the track jumps back to index 1 without a transition. */
    partnersTransitionEnd(state, action: PayloadAction<number>) {
      const partnerCount = action.payload;
      if (partnerCount >= PARTNERS_MIN && state.partners.index > lastViewIndex(trackLength(partnerCount), state.partners.visible) - 1) {
        state.partners.index = PARTNERS_JUMP_INDEX;
        state.partners.animate = false;
      }
    },
    partnersGoTo(state, action: PayloadAction<{ dot: number; partnerCount: number }>) {
      if (action.payload.partnerCount < PARTNERS_MIN) return;
      state.partners.index = action.payload.dot + 2;
      state.partners.animate = true;
    },

    ratingsTick(state, action: PayloadAction<{ companyId: number; count: number }>) {
      const { companyId, count } = action.payload;
      const index = state.ratings.companyId === companyId ? Math.min(state.ratings.index, lastViewIndex(count, state.ratings.perView)) : 0;
      state.ratings.companyId = companyId;
      state.ratings.index = index >= lastViewIndex(count, state.ratings.perView) ? 0 : index + 1;
    },
    ratingsGoTo(state, action: PayloadAction<{ companyId: number; index: number; count: number }>) {
      const { companyId, index, count } = action.payload;
      state.ratings.companyId = companyId;
      state.ratings.index = Math.min(Math.max(0, index), lastViewIndex(count, state.ratings.perView));
    },

    viewportResized(state, action: PayloadAction<number>) {
      state.partners.visible = partnersVisible(action.payload);
      state.ratings.perView = ratingsPerView(action.payload);
    },
  },
  extraReducers: (builder) => {
    // A query already cached or in flight also ends in a rejected action, flagged `meta.condition`: not a failure.
    // spec public §2.3: the slideshow starts once the banners have loaded, and also when loading them failed.
    builder.addMatcher(portalAds.matchFulfilled, (state) => {
      state.hero = { index: 0, playing: true };
    });
    builder.addMatcher(portalAds.matchRejected, (state, action) => {
      if (!action.meta.condition) state.hero = { index: 0, playing: true };
    });
    // spec public §4: with 3 partners or more the track starts at index 2, otherwise at 0; a failure shows the three
    // built-in placeholders, which scroll like three partners.
    builder.addMatcher(partners.matchFulfilled, (state, action) => {
      state.partners.index = partnersTrack(action.payload).index;
      state.partners.animate = false;
    });
    builder.addMatcher(partners.matchRejected, (state, action) => {
      if (action.meta.condition) return;
      state.partners.index = partnersTrack(PLACEHOLDER_PARTNERS).index;
      state.partners.animate = false;
    });
  },
});

/** The active partner dot: the index modulo the partner count (spec public §4). */
export function partnersActiveDot(index: number, partnerCount: number): number {
  return partnerCount === 0 ? 0 : index % partnerCount;
}

/** Where a member's ratings carousel stands: the first view for another member, never past the last full view. */
export function ratingsIndex(ratings: CarouselsState['ratings'], companyId: number, count: number): number {
  return ratings.companyId === companyId ? Math.min(ratings.index, lastViewIndex(count, ratings.perView)) : 0;
}

export const carouselsActions = carouselsSlice.actions;
export const carouselsReducer = carouselsSlice.reducer;
