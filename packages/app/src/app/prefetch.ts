import { memberDetailsApi } from '../features/memberDetails/memberDetailsApi';
import type { AppStore } from './store';

/**
 * Asks for the data of the page the visitor lands on as soon as the store exists, in parallel with that page's code
 * (router.tsx `preloadRoute`), instead of after its component has mounted. The page's own query then finds the
 * request in flight or its answer in the cache; a failure is the page's to show, as usual.
 */
export function prefetchRouteData(store: AppStore, pathname: string): void {
  const member = /^\/membre\/(\d+)\/?$/.exec(pathname);
  const id = member ? Number(member[1]) : NaN;
  if (Number.isInteger(id) && id > 0) void store.dispatch(memberDetailsApi.util.prefetch('memberDetails', id, {}));
}
