// The carousel rules of spec public §4 and §9 as pure functions. The reducers in carouselsSlice.ts apply them;
// timers live in one place in the app (useCarouselTimers), so stories and tests can freeze them.

export const HERO_INTERVAL_MS = 5000; // spec public §9
export const PARTNERS_INTERVAL_MS = 4000; // spec public §9
export const PARTNERS_CLONES = 2; // spec public §4: two items cloned at each end
export const PARTNERS_START_INDEX = 2; // spec public §4
export const PARTNERS_JUMP_INDEX = 1; // spec public §4: at the end it jumps back to index 1 without a transition
export const PARTNERS_MIN = 3; // spec public §4: fewer than 3 are repeated to 3, without auto-scroll
export const MOBILE_MAX_WIDTH = 640; // spec public §4: mobile is narrower than 640 px
export const RATINGS_INTERVAL_MS = 4000; // spec public §9
export const RATINGS_SLIDE_MS = 500; // spec public §9
export const RATINGS_MIN = 3; // spec public §4: fewer than 3 ratings are repeated to fill 3
export const HERO_DEFAULT_SLIDE_COUNT = 4; // spec public §9

/** Repeats a list in order until it has at least `min` entries (an empty list stays empty). */
export function repeatToMin<T>(items: readonly T[], min: number): T[] {
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
