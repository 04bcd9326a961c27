import { publicSections, type PublicSection } from '@annuaire/ui';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useClientValue } from '../../shared/siteOrigin';
import { scrollToElement, sectionAtThreshold, sectionFromHash, type SectionBox } from './sections';

/**
 * The home's active menu item and section navigation (spec public §2.2): the fragment names the section at first,
 * then the scroll position decides; choosing an item updates the fragment and smooth-scrolls to it.
 */
export function useHomeSections() {
  const location = useLocation();
  const navigate = useNavigate();
  // The section the scroll position (or a choice in the menu) made current, and the fragment of the address then: a
  // new fragment names the section until the scroll position decides again.
  const [picked, setPicked] = useState<{ section: PublicSection; hash: string } | undefined>(undefined);
  const hash = useRef(location.hash);
  // 'Accueil' while the browser hydrates the server's page, as the server rendered it (it never sees the fragment):
  // hydration does not correct an attribute, so a first render naming the fragment's section would leave the
  // server's item current. The fragment's section right after.
  // Without a fragment (the usual visit) the hydrated page has nothing to correct: the home is not rendered again.
  const named = useClientValue(() => sectionFromHash(location.hash));
  const active = picked !== undefined && (picked.hash === location.hash || named === undefined) ? picked.section : (named ?? 'accueil');
  const cancelScroll = useRef<() => void>(() => undefined);

  // A fragment scrolls to its section.
  useEffect(() => {
    hash.current = location.hash;
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
      if (found !== undefined) setPicked({ section: found, hash: hash.current });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const onSectionSelect = useCallback(
    (section: PublicSection, event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      setPicked({ section, hash: location.hash });
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
