import { publicSections, type PublicSection } from '@annuaire/ui';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { scrollToElement, sectionAtThreshold, sectionFromHash, type SectionBox } from './sections';

/**
 * The home's active menu item and section navigation (spec public §2.2): the fragment names the section at first,
 * then the scroll position decides; choosing an item updates the fragment and smooth-scrolls to it.
 */
export function useHomeSections() {
  const location = useLocation();
  const navigate = useNavigate();
  const [active, setActive] = useState<PublicSection | undefined>(() => sectionFromHash(location.hash) ?? 'accueil');
  const cancelScroll = useRef<() => void>(() => undefined);

  // A new fragment names the active section (then the scroll position decides again).
  const [hash, setHash] = useState(location.hash);
  if (hash !== location.hash) {
    setHash(location.hash);
    const named = sectionFromHash(location.hash);
    if (named !== undefined) setActive(named);
  }

  useEffect(() => {
    const fromHash = sectionFromHash(location.hash);
    if (fromHash === undefined) return undefined;
    cancelScroll.current();
    cancelScroll.current = scrollToElement(fromHash);
    return () => cancelScroll.current();
  }, [location.hash]);

  useEffect(() => {
    const onScroll = () => {
      const boxes: SectionBox[] = [];
      for (const section of publicSections) {
        const rect = document.getElementById(section)?.getBoundingClientRect();
        if (rect) boxes.push({ section, top: rect.top, bottom: rect.bottom });
      }
      const found = sectionAtThreshold(boxes);
      if (found !== undefined) setActive(found);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const onSectionSelect = useCallback(
    (section: PublicSection, event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      setActive(section);
      if (location.hash === `#${section}`) {
        cancelScroll.current();
        cancelScroll.current = scrollToElement(section);
      } else {
        navigate({ hash: section }, { replace: true });
      }
    },
    [location.hash, navigate],
  );

  return { activeSection: active, onSectionSelect };
}
