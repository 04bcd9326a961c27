// The carousel rules of spec public §4 and §9 as pure functions. The lists come from the page layer's cache (the hero's
// banners, the partners, a member's ratings) and become what each carousel shows here; the reducers of
// carouselsSlice.ts keep only where each carousel stands. Timers live in one place (shared/useCarouselTimers), so
// stories and tests can freeze them.

export const HERO_INTERVAL_MS = 5000; // spec public §9
export const PARTNERS_INTERVAL_MS = 4000; // spec public §9
export const PARTNERS_CLONES = 2; // spec public §4: two items cloned at each end
const PARTNERS_START_INDEX = 2; // spec public §4
export const PARTNERS_JUMP_INDEX = 1; // spec public §4: at the end it jumps back to index 1 without a transition
export const PARTNERS_MIN = 3; // spec public §4: fewer than 3 are repeated to 3, without auto-scroll
const MOBILE_MAX_WIDTH = 640; // spec public §4: mobile is narrower than 640 px
export const RATINGS_INTERVAL_MS = 4000; // spec public §9
export const RATINGS_SLIDE_MS = 500; // spec public §9
const RATINGS_MIN = 3; // spec public §4: fewer than 3 ratings are repeated to fill 3
const HERO_DEFAULT_SLIDE_COUNT = 4; // spec public §9

/** Repeats a list in order until it has at least `min` entries (an empty list stays empty). */
function repeatToMin<T>(items: readonly T[], min: number): T[] {
  if (items.length === 0) return [];
  const out: T[] = [];
  while (out.length < min) out.push(...items.slice(0, min - out.length));
  return out.length >= items.length ? out : [...items];
}

/**
 * Splits an ad title into headline and subtitle at the first dash (spec public §2.3 / §3).
 * A spaced dash (' - ', ' – ', ' — ') wins so hyphenated words ('Saint-Louis') stay whole; a title without one
 * is all headline.
 */
export function splitTitle(title: string): { headline: string; subtitle: string } {
  const match = /\s[-–—]\s/.exec(title);
  if (!match) return { headline: title.trim(), subtitle: '' };
  return { headline: title.slice(0, match.index).trim(), subtitle: title.slice(match.index + match[0].length).trim() };
}

/** Partners track: with enough partners, two clones at each end (last two first, first two last). */
export function partnersTrack<T>(partners: readonly T[]): { track: T[]; autoplay: boolean; index: number } {
  if (partners.length < PARTNERS_MIN) {
    return { track: repeatToMin(partners, PARTNERS_MIN), autoplay: false, index: 0 };
  }
  const head = partners.slice(-PARTNERS_CLONES);
  const tail = partners.slice(0, PARTNERS_CLONES);
  return { track: [...head, ...partners, ...tail], autoplay: true, index: PARTNERS_START_INDEX };
}

/** Partners visible at a time: 2 under 640 px, else 3 (spec public §4). */
export function partnersVisible(viewportWidth: number): number {
  return viewportWidth < MOBILE_MAX_WIDTH ? 2 : 3;
}

/** Ratings per view: 3 at 1024 px and over, 2 at 640 and over, else 1 (spec public §4). */
export function ratingsPerView(viewportWidth: number): number {
  if (viewportWidth >= 1024) return 3;
  if (viewportWidth >= 640) return 2;
  return 1;
}

export interface HeroSlide {
  id: string;
  headline: string;
  subtitle: string;
  description: string;
  link: string | null;
  image: string | null;
  /** The banner's image for phones (spec public §3: an ad has a web and a mobile image). */
  mobileImage: string | null;
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
  mobileImage?: string | null;
}

export const HERO_DEFAULT_SLIDES: HeroSlide[] = Array.from({ length: HERO_DEFAULT_SLIDE_COUNT }, (_, n) => ({
  id: `default-${n + 1}`,
  headline: '',
  subtitle: '',
  description: '',
  link: null,
  image: null,
  mobileImage: null,
  builtIn: true,
}));

export const PLACEHOLDER_PARTNERS: PartnerItem[] = [1, 2, 3].map((n) => ({ id: `placeholder-${n}`, name: '', link: null, logo: null, placeholder: true }));

const PLACEHOLDER_RATING: RatingItem = { id: 'placeholder', firstName: '', lastName: '', score: 5, comment: '', createdAt: null, placeholder: true };

/**
 * The hero's slides (spec public §2.3): none while the banners load; the banners with their title split at the dash;
 * the four built-in slides when there are none or loading them failed.
 */
export function heroSlides(ads: readonly AdInput[] | undefined, failed: boolean): HeroSlide[] {
  if (failed) return HERO_DEFAULT_SLIDES;
  if (ads === undefined) return [];
  if (ads.length === 0) return HERO_DEFAULT_SLIDES;
  return ads.map((ad) => {
    const { headline, subtitle } = splitTitle(ad.title);
    return {
      id: String(ad.id),
      headline,
      subtitle,
      description: ad.description ?? '',
      link: ad.link ?? null,
      image: ad.image ?? null,
      mobileImage: ad.mobileImage ?? null,
      builtIn: false,
    };
  });
}

/** The partners shown (spec public §4): three built-in placeholders when loading them failed. */
export function partnerItems(partners: readonly PartnerItem[] | undefined, failed: boolean): PartnerItem[] {
  if (failed) return PLACEHOLDER_PARTNERS;
  return partners === undefined ? [] : [...partners];
}

/** A member's ratings as the carousel shows them (spec public §4): the placeholder when none or on failure, at least 3. */
export function ratingItems(ratings: readonly RatingItem[] | undefined, failed: boolean): RatingItem[] {
  const list = !failed && ratings !== undefined && ratings.length > 0 ? ratings : [PLACEHOLDER_RATING];
  return repeatToMin(list, RATINGS_MIN);
}

/** The last index at which a full view of `perView` items starts. */
export function lastViewIndex(count: number, perView: number): number {
  return Math.max(0, count - perView);
}
