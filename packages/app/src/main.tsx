import '@annuaire/ui/fonts';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { boot } from './app/bootstrap';
import { AppRoutes, preloadPage } from './app/routes';

// The browser entry: the landing page's code asked for at once, the store over the real client (same origin), the
// session restored, then the routes (which ask for the landing page's data and texts).
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

preloadPage(window.location.pathname);
const { store } = await boot({ storage: globalThis.localStorage });

createRoot(root).render(
  <BrowserRouter>
    <AppProviders store={store}>
      <AppRoutes />
    </AppProviders>
  </BrowserRouter>,
);
