import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

// What differs between the server's render of a public page and the browser's: the site's address (the server knows
// it from PUBLIC_URL, the browser from its location) and anything that depends on the visitor's clock. The hydration
// must see what the server rendered, so both come from here.

const SiteOrigin = createContext<string | undefined>(undefined);

/** The site's origin for absolute links (JSON-LD): the one the server rendered with, else the browser's. */
export function SiteOriginProvider({ origin, children }: { origin: string | undefined; children: ReactNode }) {
  return <SiteOrigin.Provider value={origin}>{children}</SiteOrigin.Provider>;
}

export function useSiteOrigin(): string {
  return useContext(SiteOrigin) ?? globalThis.location.origin;
}

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates a server-rendered page, true afterwards (and at once in a page the
 * browser renders alone): what depends on the visitor's clock or time zone is shown only then.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
