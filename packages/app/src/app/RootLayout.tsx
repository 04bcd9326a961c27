import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useRecordVisitMutation } from '../data/tracking';
import { countedByService } from '../shared/landing';

/**
 * Records one visit per page the visitor lands on, for the daily-visit statistics (the fragment and query are not part
 * of the page); not the page the service rendered for this load, which it counted as it served it (shared/landing.ts).
 */
function useRecordVisits(): void {
  const { pathname } = useLocation();
  const [recordVisit] = useRecordVisitMutation();
  useEffect(() => {
    if (!countedByService(pathname)) void recordVisit(pathname);
  }, [pathname, recordVisit]);
}

// the installed app's part of the page (service worker, offline banner, new version): its code loads
// once the page is idle, never with a page's first chunk
const PwaNotices = lazy(() => import('./pwa/PwaNotices'));

/** False in the server's render, the hydration and until the browser is first idle. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(done, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(done, 1);
    return () => clearTimeout(id);
  }, []);
  return idle;
}

/** Around every route: the visit it counts, then the page, and once the browser is idle the installed app's part. */
export function RootLayout() {
  useRecordVisits();
  const idle = useIdle();
  return (
    <>
      <Outlet />
      {idle ? (
        <Suspense fallback={null}>
          <PwaNotices />
        </Suspense>
      ) : null}
    </>
  );
}
