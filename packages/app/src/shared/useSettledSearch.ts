import { useEffect, useRef, useState } from 'react';

/** How long the back-office's search boxes wait after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The back-office search box's text, trimmed, once typing has paused: what the list is asked for. `onSettled` runs
 * when that text changes (the lists go back to page 0, spec admin §4), and only then: not when the page mounts, nor
 * for spaces around the words. (The containers' own timers each set page 0 300 ms after the page mounted, so a page
 * chosen in that window was taken back.)
 */
export function useSettledSearch(search: string, onSettled: () => void): string {
  const wanted = search.trim();
  const [settled, setSettled] = useState(wanted);
  const onSettledRef = useRef(onSettled);
  useEffect(() => {
    onSettledRef.current = onSettled;
  });
  useEffect(() => {
    if (wanted === settled) return undefined;
    const timer = setTimeout(() => {
      setSettled(wanted);
      onSettledRef.current();
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, settled]);
  return settled;
}
