import { publicSections, type PublicSection } from '@annuaire/ui';

export const ACTIVE_SECTION_THRESHOLD_PX = 150; // spec public §9
export const SCROLL_OFFSET_PX = 80; // spec public §9
export const SCROLL_DELAY_MS = 100; // spec public §9 (also the delay before scrolling to search results)

/** The section named by a URL fragment ('#annonces'), if it is one of the home's anchors. */
export function sectionFromHash(hash: string): PublicSection | undefined {
  const name = hash.replace(/^#/, '');
  return (publicSections as readonly string[]).includes(name) ? (name as PublicSection) : undefined;
}

export interface SectionBox {
  section: PublicSection;
  /** Viewport-relative top and bottom (getBoundingClientRect). */
  top: number;
  bottom: number;
}

/** spec public §2.2: the active item is the section whose box covers the point 150 px from the top. */
export function sectionAtThreshold(boxes: readonly SectionBox[], threshold = ACTIVE_SECTION_THRESHOLD_PX): PublicSection | undefined {
  return boxes.find((box) => box.top <= threshold && box.bottom > threshold)?.section;
}

/** The page scroll position that puts an element 80 px below the top (spec public §2.2). */
export function scrollTopFor(elementTop: number, scrollY: number, offset = SCROLL_OFFSET_PX): number {
  return Math.max(0, elementTop + scrollY - offset);
}

/** How long the page may go on filling in above a section it scrolled to (its lists, images, parts whose code arrives). */
const SCROLL_SETTLE_MS = 8000;

/** What a visitor does to scroll by themselves: the page stops keeping the section in place. */
const VISITOR_SCROLL_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Smooth-scrolls to an element of the page with the 80 px offset, after the spec's 100 ms delay. A page that has just
 * opened (another page's link to a home section, an address with a fragment) is still filling in above the section:
 * while its height changes, the section is scrolled to again, until the visitor scrolls by themselves or the page
 * has had SCROLL_SETTLE_MS to settle. Returns what stops it.
 */
export function scrollToElement(id: string, delay = SCROLL_DELAY_MS): () => void {
  let observer: ResizeObserver | undefined;
  let settled: number | undefined;
  const align = (always: boolean) => {
    const element = document.getElementById(id);
    if (element === null) return;
    const top = scrollTopFor(element.getBoundingClientRect().top, window.scrollY);
    if (always || Math.abs(top - window.scrollY) >= 1) window.scrollTo({ top, behavior: 'smooth' });
  };
  const stop = () => {
    window.clearTimeout(timer);
    window.clearTimeout(settled);
    observer?.disconnect();
    for (const type of VISITOR_SCROLL_EVENTS) window.removeEventListener(type, stop, true);
  };
  const timer = window.setTimeout(() => {
    align(true);
    if (typeof ResizeObserver === 'undefined') return;
    observer = new ResizeObserver(() => align(false));
    observer.observe(document.body);
    for (const type of VISITOR_SCROLL_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
    settled = window.setTimeout(stop, SCROLL_SETTLE_MS);
  }, delay);
  return stop;
}
