import type { LinkComponentProps } from '@annuaire/ui';
import { createContext, forwardRef, useCallback, useContext, useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';

// The embedded directory's address without a router: the frame's one page, whose query names the member opened
// (`?membre=3`). Its own entry (src/embed/main.tsx) leaves react-router out of the frame's JavaScript; these few lines
// give the container what it used of it (the query, read and changed, with the browser's history) and the kit its
// links.

interface EmbedAddress {
  /** The address's query ('?membre=3', or '' for none). */
  search: string;
  /** Goes to the same page with this query, as a new entry of the frame's history. */
  navigate: (search: string) => void;
}

const EmbedAddressContext = createContext<EmbedAddress | undefined>(undefined);

const normalised = (search: string) => (search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`);

export interface EmbedAddressProviderProps {
  /** The query the page was opened with: the request's on the server, the document's in the browser. */
  initialSearch: string;
  children: ReactNode;
}

export function EmbedAddressProvider({ initialSearch, children }: EmbedAddressProviderProps) {
  const [search, setSearch] = useState(() => normalised(initialSearch));
  useEffect(() => {
    // the frame's back and forward buttons (or the browser's, on the page opened alone)
    const onPopState = () => setSearch(normalised(window.location.search));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const navigate = useCallback((next: string) => {
    const query = normalised(next);
    window.history.pushState(null, '', `${window.location.pathname}${query}`);
    setSearch(query);
  }, []);
  const address = useMemo(() => ({ search, navigate }), [search, navigate]);
  return <EmbedAddressContext value={address}>{children}</EmbedAddressContext>;
}

function useEmbedAddress(): EmbedAddress {
  const address = useContext(EmbedAddressContext);
  if (!address) throw new Error('The embedded directory renders inside EmbedAddressProvider');
  return address;
}

/** The address's query and a way to change it (as react-router's useSearchParams, which the frame does not load). */
export function useEmbedSearchParams(): [URLSearchParams, (change: (current: URLSearchParams) => URLSearchParams) => void] {
  const { search, navigate } = useEmbedAddress();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams) => navigate(change(new URLSearchParams(search)).toString()),
    [navigate, search],
  );
  return [params, setParams];
}

/** A click the browser should handle itself (a new tab or window, a download, another button). */
const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The kit's links inside the frame: a link to a query of this page (a member opened) changes the address in place;
 * every other link (the member's portal page, in a new tab; mail, phone, website) is a plain anchor.
 */
export const EmbedLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function EmbedLink({ href, onClick, ...props }, ref) {
  const { navigate } = useEmbedAddress();
  if (!href.startsWith('?') || props.target !== undefined) return <a ref={ref} href={href} onClick={onClick} {...props} />;
  return (
    <a
      ref={ref}
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
});
