import type { LinkComponentProps } from '@annuaire/ui';
import { forwardRef, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Link } from 'react-router';
import { LocalisedUi } from './LocalisedUi';
import type { AppStore, RootState } from './store';
import { CarouselTimersProvider } from '../shared/useCarouselTimers';

/** The kit's links go through the router; external and anchor-only links stay plain anchors. */
const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink({ href, ...props }, ref) {
  if (/^(https?:|mailto:|tel:|#)/.test(href) || props.target === '_blank') return <a ref={ref} href={href} {...props} />;
  return <Link ref={ref} to={href} {...props} />;
});

export interface AppProvidersProps {
  store: AppStore;
  timersPaused?: boolean;
  /** A server-rendered page: the state the server rendered (read while hydrating). */
  serverState?: RootState;
  children: ReactNode;
}

/**
 * Redux store plus the kit's provider in the store's language (every screen shares it: spec public §1).
 * `timersPaused` freezes the carousels (tests). While a server-rendered page hydrates, the components read the state
 * the server rendered (react-redux's serverState), then the store's own (the restored session) in the next render.
 */
export function AppProviders({ store, timersPaused = false, serverState, children }: AppProvidersProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <CarouselTimersProvider paused={timersPaused}>
        <LocalisedUi linkComponent={RouterLink}>{children}</LocalisedUi>
      </CarouselTimersProvider>
    </Provider>
  );
}
