import '@annuaire/ui/fonts';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { boot } from './app/bootstrap';
import { AppRoutes, preloadRoute } from './app/router';
import { prefetchRouteData } from './app/prefetch';

// The browser entry: the store over the real client (same origin), the session restored, then the routes.
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

preloadRoute(window.location.pathname);
const { store } = await boot({ storage: globalThis.localStorage });
prefetchRouteData(store, window.location.pathname);

createRoot(root).render(
  <BrowserRouter>
    <AppProviders store={store}>
      <AppRoutes />
    </AppProviders>
  </BrowserRouter>,
);
