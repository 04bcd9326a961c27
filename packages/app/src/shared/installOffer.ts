import { useSyncExternalStore } from 'react';

// The browser's offer to install the portal (Chromium's beforeinstallprompt), kept for the home's install button (its
// app promotion). Listened for from the app's start (main.tsx), not from the installed app's notices that load once the
// page is idle: the browser sends its offer once per page, possibly before.

/** The event Chromium sends once the portal is installable; its prompt can be shown once. */
interface InstallOffer extends Event {
  prompt(): Promise<unknown>;
}

let offer: InstallOffer | null = null;
const subscribers = new Set<() => void>();

function offered(next: InstallOffer | null): void {
  offer = next;
  for (const subscriber of subscribers) subscriber();
}

let listening = false;

/** From now on, the browser's offer is kept for the page's own button rather than its mini bar. */
export function listenForInstallOffer(win: Window): void {
  if (listening) return;
  listening = true;
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offered(event as InstallOffer);
  });
  // installed from the browser's own menu meanwhile: nothing left to offer
  win.addEventListener('appinstalled', () => offered(null));
}

function subscribe(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

/**
 * What installs the portal where the browser offers it, else undefined. None in the server's render and the
 * hydration (the same page as the server's), then the offer if there is one. An offer's prompt shows once: whatever the
 * visitor answers, the button goes; after a refusal the browser may offer again on a later visit, and the button
 * comes back then.
 */
export function useInstall(): (() => void) | undefined {
  const current = useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
  if (current === null) return undefined;
  return () => {
    offered(null);
    void current.prompt().catch(() => undefined);
  };
}
