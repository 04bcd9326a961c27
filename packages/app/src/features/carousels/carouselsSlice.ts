import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  PARTNERS_JUMP_INDEX,
  partnersTrack,
  partnersVisible,
  RATINGS_MIN,
  ratingsPerView,
  repeatToMin,
  splitTitle,
} from './carouselRules';

export interface HeroSlide {
  id: string;
  headline: string;
  subtitle: string;
  description: string;
  link: string | null;
  image: string | null;
  /** Built-in slide whose texts come from the catalogue (`home.hero.default.{n}.*`) in the current language. */
  builtIn: boolean;
}

export interface PartnerItem {
  id: number | string;
  name: string;
  link: string | null;
  logo: string | null;
  /** Built-in placeholder shown when the partners failed to load (spec public §4). */
  placeholder?: boolean;
}

export interface RatingItem {
  id: number | string;
  firstName: string;
  lastName: string;
  score: number;
  comment: string;
  createdAt: string | null;
  /** The placeholder rating (anonymous, 5 stars, 'No reviews yet.') of spec public §4. */
  placeholder?: boolean;
}

export interface AdInput {
  id: number;
  title: string;
  description?: string | null;
  link?: string | null;
  image?: string | null;
}

export interface CarouselsState {
  hero: { status: 'loading' | 'ready'; slides: HeroSlide[]; index: number; playing: boolean };
  partners: {
    status: 'loading' | 'ready';
    items: PartnerItem[];
    track: PartnerItem[];
    index: number;
    animate: boolean;
    autoplay: boolean;
    visible: number;
  };
  ratings: { items: RatingItem[]; index: number; perView: number };
}

export const HERO_DEFAULT_SLIDES: HeroSlide[] = [1, 2, 3, 4].map((n) => ({
  id: `default-${n}`,
  headline: '',
  subtitle: '',
  description: '',
  link: null,
  image: null,
  builtIn: true,
}));

export const PLACEHOLDER_PARTNERS: PartnerItem[] = [1, 2, 3].map((n) => ({
  id: `placeholder-${n}`,
  name: '',
  link: null,
  logo: null,
  placeholder: true,
}));

export const PLACEHOLDER_RATING: RatingItem = {
  id: 'placeholder',
  firstName: '',
  lastName: '',
  score: 5,
  comment: '',
  createdAt: null,
  placeholder: true,
};

export const initialCarouselsState: CarouselsState = {
  hero: { status: 'loading', slides: [], index: 0, playing: false },
  partners: { status: 'loading', items: [], track: [], index: 0, animate: false, autoplay: false, visible: 3 },
  ratings: { items: [], index: 0, perView: 3 },
};

function withRatings(state: CarouselsState, ratings: RatingItem[]) {
  const list = ratings.length > 0 ? ratings : [PLACEHOLDER_RATING];
  state.ratings.items = repeatToMin(list, RATINGS_MIN);
  state.ratings.index = 0;
}

function withPartners(state: CarouselsState, partners: PartnerItem[]) {
  const { track, autoplay, index } = partnersTrack(partners);
  state.partners = { ...state.partners, status: 'ready', items: partners, track, autoplay, index, animate: false };
}

export const carouselsSlice = createSlice({
  name: 'carousels',
  initialState: initialCarouselsState,
  reducers: {
    heroAdsLoaded(state, action: PayloadAction<AdInput[]>) {
      const slides = action.payload.map((ad) => {
        const { headline, subtitle } = splitTitle(ad.title);
        return {
          id: String(ad.id),
          headline,
          subtitle,
          description: ad.description ?? '',
          link: ad.link ?? null,
          image: ad.image ?? null,
          builtIn: false,
        };
      });
      // spec public §2.3: no ads -> the four built-in slides; the slideshow starts once ads have loaded.
      state.hero = { status: 'ready', slides: slides.length > 0 ? slides : HERO_DEFAULT_SLIDES, index: 0, playing: true };
    },
    heroAdsFailed(state) {
      // spec public §2.3: it also starts when ad loading fails.
      state.hero = { status: 'ready', slides: HERO_DEFAULT_SLIDES, index: 0, playing: true };
    },
    heroNext(state) {
      const count = state.hero.slides.length;
      if (count > 0) state.hero.index = (state.hero.index + 1) % count;
    },
    heroPrevious(state) {
      const count = state.hero.slides.length;
      if (count > 0) state.hero.index = (state.hero.index - 1 + count) % count;
    },
    heroTick(state) {
      const count = state.hero.slides.length;
      if (state.hero.playing && count > 1) state.hero.index = (state.hero.index + 1) % count;
    },

    partnersLoaded(state, action: PayloadAction<PartnerItem[]>) {
      withPartners(state, action.payload);
    },
    partnersFailed(state) {
      withPartners(state, PLACEHOLDER_PARTNERS);
    },
    partnersTick(state) {
      if (!state.partners.autoplay) return;
      state.partners.index += 1;
      state.partners.animate = true;
    },
    /** After a slide's transition: past the last full view the track jumps back to index 1 without a transition. */
    partnersTransitionEnd(state) {
      const { track, visible, autoplay, index } = state.partners;
      if (autoplay && index > track.length - visible - 1) {
        state.partners.index = PARTNERS_JUMP_INDEX;
        state.partners.animate = false;
      }
    },
    partnersGoTo(state, action: PayloadAction<number>) {
      if (!state.partners.autoplay) return;
      state.partners.index = action.payload + 2;
      state.partners.animate = true;
    },

    ratingsLoaded(state, action: PayloadAction<RatingItem[]>) {
      withRatings(state, action.payload);
    },
    ratingsFailed(state) {
      withRatings(state, []);
    },
    ratingsTick(state) {
      const last = Math.max(0, state.ratings.items.length - state.ratings.perView);
      state.ratings.index = state.ratings.index >= last ? 0 : state.ratings.index + 1;
    },
    ratingsGoTo(state, action: PayloadAction<number>) {
      const last = Math.max(0, state.ratings.items.length - state.ratings.perView);
      state.ratings.index = Math.min(Math.max(0, action.payload), last);
    },

    viewportResized(state, action: PayloadAction<number>) {
      state.partners.visible = partnersVisible(action.payload);
      state.ratings.perView = ratingsPerView(action.payload);
      const last = Math.max(0, state.ratings.items.length - state.ratings.perView);
      if (state.ratings.index > last) state.ratings.index = last;
    },
  },
});

/** The active partner dot: the index modulo the partner count (spec public §4). */
export function partnersActiveDot(partners: CarouselsState['partners']): number {
  const count = partners.items.length;
  return count === 0 ? 0 : partners.index % count;
}

export const carouselsActions = carouselsSlice.actions;
export const carouselsReducer = carouselsSlice.reducer;
