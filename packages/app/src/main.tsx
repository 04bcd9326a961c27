import '@annuaire/ui/fonts';
import { isLanguage, readPreferredLanguage, writePreferredLanguage } from '@annuaire/api';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { boot } from './app/bootstrap';
import { listenForInstallOffer } from './shared/installOffer';
import { landedOnRenderedPage } from './shared/landing';
import { AppRoutes, preloadPage, preparePage } from './app/routes';
import { languageChosen, readServerPayload, writeLanguageCookie } from './ssr/payload';
import { languageChanged } from './state/language/languageSlice';

// The app, which boot.ts (index.html's script) imports: the landing page's code asked for at once, the store over the
// real client (same origin), the session restored, then the routes (which ask for the landing page's data and texts).
// A public page the server rendered (entry-server.tsx) is hydrated from the state it was rendered with: no second
// request for its data.
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// The browser's install offer may come at any time from now on: listened for before the start yields.
listenForInstallOffer(window);

// The start in tasks of their own rather than one long one (the blocking time on a phone): the modules' evaluation;
// the landing page's code asked for (matching the address, a preload link per chunk); the store and the session.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
await nextTask();
preloadPage(window.location.pathname);
await nextTask();
// The directory embedded on a chamber's site is an app of its own (src/embed/main.tsx, embed.html): never this one.
const storage = globalThis.localStorage;
const payload = readServerPayload(document);
if (payload) landedOnRenderedPage(window.location.pathname);
const requested = new URLSearchParams(window.location.search).get('lang');
const { store, serverState } = await boot({ storage, preloaded: payload?.state, requested: isLanguage(requested) ? requested : undefined });

const app = (
  <BrowserRouter>
    <AppProviders store={store} serverState={payload ? serverState : undefined}>
      <AppRoutes />
    </AppProviders>
  </BrowserRouter>
);

if (payload) {
  // The page's code and texts first (their requests already started): its boundary then hydrates at once, rather than
  // waiting dehydrated, where a store update (the restored session) would make React render it again from scratch.
  // Not awaited here: the page's chunk imports this module's chunk, which must finish evaluating first.
  const hydrate = () => {
    // What the visitor typed or chose before the app was there needs no replay: the search forms' fields are the
    // browser's (uncontrolled), React keeps their values and reads them when the form is sent.
    // As a transition, the hydration yields to the browser every few milliseconds (React's time slicing) instead of
    // holding the main thread for the whole tree in one task: a tap or a scroll is answered meanwhile.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    // The language the server rendered is the visitor's choice when it came from the switcher's cookie or the
    // address; otherwise a choice stored before the cookie existed takes over once the page has hydrated.
    const rendered = payload.state.language.current;
    const stored = readPreferredLanguage(storage);
    if (languageChosen(document)) {
      writePreferredLanguage(storage, rendered);
      writeLanguageCookie(rendered);
    } else if (stored !== rendered) store.dispatch(languageChanged(stored));
  };
  // The server's HTML has painted already: boot.ts imports this module once the page has loaded and painted.
  void preparePage(window.location.pathname, payload.state.language.current)
    .catch(() => undefined)
    .then(hydrate);
} else {
  createRoot(root).render(app);
}
