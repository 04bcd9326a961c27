import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useRecordVisitMutation } from '../data/tracking';

/** Records one visit per page the visitor lands on, for the daily-visit statistics (the fragment and query are not part of the page). */
function useRecordVisits(): void {
  const { pathname } = useLocation();
  const [recordVisit] = useRecordVisitMutation();
  useEffect(() => {
    void recordVisit(pathname);
  }, [pathname, recordVisit]);
}

/** Around every route: the visit it counts, then the page. */
export function RootLayout() {
  useRecordVisits();
  return <Outlet />;
}
