import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { directoryApi, fromResult, type AppExtra } from '../../app/directoryApi';

/** Page visits feed the administrators' daily-visit statistics (DESIGN.md); only the path is sent, nothing personal. */
export const trackingApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    recordVisit: build.mutation<null, string>({
      queryFn: (path, { extra }) => fromResult((extra as AppExtra).client.tracking.visit(path)).then((r) => ('error' in r ? r : { data: null })),
    }),
  }),
});

/** Records one visit per page the visitor lands on (the fragment and query are not part of the page). */
export function useRecordVisits(): void {
  const { pathname } = useLocation();
  const [recordVisit] = trackingApi.useRecordVisitMutation();
  useEffect(() => {
    void recordVisit(pathname);
  }, [pathname, recordVisit]);
}
