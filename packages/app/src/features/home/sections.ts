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

/** Smooth-scrolls to an element of the page with the 80 px offset, after the spec's 100 ms delay. */
export function scrollToElement(id: string, delay = SCROLL_DELAY_MS): () => void {
  const timer = window.setTimeout(() => {
    const element = document.getElementById(id);
    if (element === null) return;
    window.scrollTo({ top: scrollTopFor(element.getBoundingClientRect().top, window.scrollY), behavior: 'smooth' });
  }, delay);
  return () => window.clearTimeout(timer);
}
