import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { LocalisedUi } from '../app/LocalisedUi';
import { embedRoute } from '../app/routeTable';
import type { AppStore, RootState } from '../app/store';
import { useRecordVisitMutation } from '../data/tracking';
import { EmbedAddressProvider, EmbedLink } from '../features/embed/embedAddress';
import EmbedDirectoryContainer from '../features/embed/EmbedDirectoryContainer';
import { RouteMetaContext } from '../shared/PageHead';

export interface EmbedAppProps {
  store: AppStore;
  /** A server-rendered frame: the state the server rendered (read while hydrating). */
  serverState?: RootState;
  /** The chamber of the address (/embed/:chamberId). */
  chamberId: number;
  /** The address's query (the member opened). */
  search: string;
}

/** One visit of the frame's page, for the daily-visit statistics, as the portal's pages count theirs (app/RootLayout.tsx). */
function RecordVisit({ path }: { path: string }) {
  const [recordVisit] = useRecordVisitMutation();
  useEffect(() => {
    void recordVisit(path);
  }, [path, recordVisit]);
  return null;
}

/**
 * The embedded directory's whole app (its entry: src/embed/main.tsx in the browser, src/embed/render.tsx on the
 * server): the store, the kit's provider in the chamber's language, the page's address and its container. No router,
 * no portal frame, no session, no installed app's part (its service worker is the portal's).
 */
export function EmbedApp({ store, serverState, chamberId, search }: EmbedAppProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <EmbedAddressProvider initialSearch={search}>
        <LocalisedUi linkComponent={EmbedLink}>
          <RouteMetaContext value={embedRoute.meta}>
            <RecordVisit path={`/embed/${chamberId}`} />
            <EmbedDirectoryContainer chamberId={chamberId} />
          </RouteMetaContext>
        </LocalisedUi>
      </EmbedAddressProvider>
    </Provider>
  );
}
