import { useSyncExternalStore } from 'react';

// What differs between the server's render of a public page and the browser's: anything that depends on the visitor's
// clock. The hydration must see what the server rendered, so it comes from here. (The site's address, which the
// server knows from PUBLIC_URL, is used by the server's head only: ssr/head.ts.)

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

/**
 * What only the browser knows (the address's fragment, which never reaches the server): undefined on the server and
 * while the browser hydrates, then `read()`'s value. Unlike useIsClient, a value that is still undefined after the
 * hydration costs nothing: the component renders again only when there is something new to show (a render after the
 * hydration is synchronous, one long task for a whole page).
 */
export function useClientValue<T>(read: () => T | undefined): T | undefined {
  return useSyncExternalStore(noSubscription, read, () => undefined);
}
