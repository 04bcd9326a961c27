import { Alert, Button } from '@annuaire/ui';
import { Component, useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { NOTICES_PLACE, pwaIntl } from './pwaMessages';

// A part of the app whose code is loaded on demand (a page, a dialog, a map) and could not be loaded. Offline, the
// service worker keeps only the code this device has loaded before (vite.config.ts): the part says so, plainly, instead
// of the page going blank. Online, the code is gone because a new build replaced it: the part offers to reload, as a
// page whose chunk failed to preload does (PwaNotices). Any other error is not this boundary's: it goes on up.

/** What the browsers say when a module imported on demand cannot be fetched. */
const NOT_LOADED = /dynamically imported module|Importing a module script failed|error loading dynamically/i;

/** What Vite's preload helper sends when a chunk of the page's build is no longer served: PwaNotices offers to reload. */
export const NEW_BUILD_CODE_EVENT = 'vite:preloadError';

export const isChunkFailure = (error: unknown): boolean => NOT_LOADED.test(error instanceof Error ? error.message : String(error));

/**
 * The update offers shown in a page's place (online, its code gone). The installed app's notices show theirs only when
 * there is none: Vite's preload helper tells them of the same failure (NEW_BUILD_CODE_EVENT), and one offer is enough.
 */
let offersInPlace = 0;
const offerListeners = new Set<() => void>();
export const offersInPlaceShown = () => offersInPlace;
export function subscribeOffersInPlace(listener: () => void): () => void {
  offerListeners.add(listener);
  return () => offerListeners.delete(listener);
}
const countOfferInPlace = (change: 1 | -1) => {
  offersInPlace += change;
  for (const listener of offerListeners) listener();
};

function OfferInPlace({ children }: { children: ReactNode }) {
  useEffect(() => {
    countOfferInPlace(1);
    return () => countOfferInPlace(-1);
  }, []);
  return children;
}

function NotLoaded({ floating }: { floating: boolean }) {
  const intl = pwaIntl(useIntl().locale);
  const offline = !navigator.onLine;
  const notice = offline ? (
    <Alert tone="info">{intl.formatMessage({ id: 'app.pwa.notDownloaded' })}</Alert>
  ) : (
    <Alert tone="info" title={intl.formatMessage({ id: 'app.pwa.update' })}>
      <Button type="button" size="sm" onClick={() => window.location.reload()}>
        {intl.formatMessage({ id: 'app.pwa.reload' })}
      </Button>
    </Alert>
  );
  if (!floating) return offline ? notice : <OfferInPlace>{notice}</OfferInPlace>;
  // a dialog's part floats over the page it opened from: in the stack of the installed app's notices when they are
  // shown (offline, the copy's banner is), else at their place. Online, the stack's own update offer says it: the
  // boundary has told PwaNotices (NEW_BUILD_CODE_EVENT), and one offer is enough.
  if (!offline) return null;
  const notices = document.querySelector('[data-pwa-notices]');
  return notices ? createPortal(notice, notices) : <div style={NOTICES_PLACE}>{notice}</div>;
}

interface Props {
  children: ReactNode;
  /** Over the page (a dialog's part) rather than in the part's place (a page). */
  floating?: boolean;
}

export class ChunkBoundary extends Component<Props, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown) {
    if (this.props.floating && navigator.onLine && isChunkFailure(error)) window.dispatchEvent(new Event(NEW_BUILD_CODE_EVENT));
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!isChunkFailure(this.state.error)) throw this.state.error;
    return <NotLoaded floating={this.props.floating ?? false} />;
  }
}
