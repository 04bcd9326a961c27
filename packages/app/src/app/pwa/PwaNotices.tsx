import { Alert, Button } from '@annuaire/ui';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useAppSelector } from '../hooks';
import { NOTICES_PLACE, pwaIntl } from '../../shared/pwaMessages';
import { MEMBER_CACHE } from './caches';
import { isChunkFailure, NEW_BUILD_CODE_EVENT, offersInPlaceShown, subscribeOffersInPlace } from '../../shared/ChunkBoundary';
import { OTHER_BUILD_EVENT, otherBuildSeen } from './otherBuild';

// Loaded once the page is idle (RootLayout), never with a public page's first chunk: the installed app's part of the
// page. Offline, the page on screen is the service worker's last copy (sw.js: the pages, the anonymous /api reads and
// the images, network first): a banner says so and from when. A new deployment's worker takes over open pages
// (skipWaiting, clientsClaim) and a chunk of the old build may then be gone: the page offers to reload rather than
// failing on the next lazy import; the same offer replaces the error of an answer from the new build that this page
// cannot read (app/pwa/otherBuild.ts), and comes on the next page opened once any answer came from a new build. The
// signed-in member's own reads sit in a cache of their own, dropped as soon as no session is open (a sign-out, an
// expiry). (Where the browser offers installation, the home's app promotion offers it: shared/installOffer.ts.)

/**
 * The worker of the built app (vite.config.ts writes sw.js; the dev server has none). A page it did not control from
 * its start (the visit that installs it) loaded its code on its own: the worker is handed those addresses (Workbox's
 * CACHE_URLS message) and keeps them as it keeps the code it fetches itself, from the browser's cache (a hashed name
 * is kept a year), so this page reads offline like the next ones without the service being asked for them again.
 */
function useServiceWorker(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const controlledFromStart = container.controller !== null;
    container
      .register('/sw.js', { scope: '/' })
      .then(async () => {
        if (controlledFromStart) return;
        const worker = (await container.ready).active;
        const code = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((address) => address.startsWith(`${location.origin}/assets/`));
        worker?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [...new Set(code)] } });
      })
      .catch((error: unknown) => console.warn('The service worker could not be registered', error));
  }, []);
}

/** No session open (never signed in, signed out, expired): the member's offline copies go. */
function useMemberCacheCleared(): void {
  const signedOut = useAppSelector((state) => state.session.status === 'signedOut');
  useEffect(() => {
    if (!signedOut || typeof caches === 'undefined') return;
    caches.delete(MEMBER_CACHE).catch(() => undefined);
  }, [signedOut]);
}

/** When the copy on screen was made: its response's Date in the worker's caches, else when this page was loaded. */
async function copiedAt(url: string): Promise<number> {
  const loadedAt = Math.round(performance.timeOrigin);
  if (typeof caches === 'undefined') return loadedAt;
  const copy = await caches.match(url, { ignoreVary: true }).catch(() => undefined);
  const date = Date.parse(copy?.headers.get('date') ?? '');
  return Number.isNaN(date) ? loadedAt : date;
}

function useOffline(): boolean {
  const [offline, setOffline] = useState(() => !navigator.onLine);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    update();
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return offline;
}

/**
 * A new build is live: its worker took over this page, a chunk this page asked for is gone, or the service answered
 * for it (pwa/otherBuild.ts): at once for an answer this page could not read (its screen shows no error instead), on
 * the next page opened for answers it read (the visitor is not interrupted in the middle of a page, and it never
 * reloads by itself).
 */
function useNewVersion(pathname: string): boolean {
  const [available, setAvailable] = useState(false);
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== shownAt.current && otherBuildSeen() > 0) setAvailable(true);
  }, [pathname]);
  useEffect(() => {
    const show = () => setAvailable(true);
    const otherBuild = () => {
      if (otherBuildSeen() > 1) show();
    };
    otherBuild();
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
    // the first worker to control a page is the first install, not a new version
    const hadController = container?.controller != null;
    const changed = () => {
      if (hadController) show();
    };
    // offline, a chunk that fails is one this device never loaded, not a new build's doing (ChunkBoundary says so)
    const chunkGone = () => {
      if (navigator.onLine) show();
    };
    const chunkFailed = (event: PromiseRejectionEvent) => {
      if (isChunkFailure(event.reason)) chunkGone();
    };
    container?.addEventListener('controllerchange', changed);
    window.addEventListener(NEW_BUILD_CODE_EVENT, chunkGone);
    window.addEventListener('unhandledrejection', chunkFailed);
    window.addEventListener(OTHER_BUILD_EVENT, otherBuild);
    return () => {
      window.removeEventListener(OTHER_BUILD_EVENT, otherBuild);
      container?.removeEventListener('controllerchange', changed);
      window.removeEventListener(NEW_BUILD_CODE_EVENT, chunkGone);
      window.removeEventListener('unhandledrejection', chunkFailed);
    };
  }, []);
  return available;
}

export default function PwaNotices() {
  const { locale } = useIntl();
  const intl = pwaIntl(locale);
  const { pathname, search } = useLocation();
  useServiceWorker();
  useMemberCacheCleared();
  const offline = useOffline();
  // a page whose code is gone offers it in its own place (ChunkBoundary): not a second time here
  const offeredInPlace = useSyncExternalStore(subscribeOffersInPlace, offersInPlaceShown, () => 0) > 0;
  const newVersion = useNewVersion(pathname) && !offeredInPlace;
  const [copy, setCopy] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!offline) return;
    let current = true;
    void copiedAt(window.location.href).then((at) => {
      if (current) setCopy(at);
    });
    return () => {
      current = false;
    };
  }, [offline, pathname, search]);

  if (!offline && !newVersion) return null;
  return (
    <div style={NOTICES_PLACE} data-pwa-notices="">
      {offline && copy !== undefined ? (
        <Alert tone="info">
          {intl.formatMessage({ id: 'app.pwa.offline' }, { copiedAt: intl.formatDate(copy, { dateStyle: 'short', timeStyle: 'short' }) })}
        </Alert>
      ) : null}
      {newVersion ? (
        <Alert tone="info" title={intl.formatMessage({ id: 'app.pwa.update' })}>
          <Button type="button" size="sm" onClick={() => window.location.reload()}>
            {intl.formatMessage({ id: 'app.pwa.reload' })}
          </Button>
        </Alert>
      ) : null}
    </div>
  );
}
