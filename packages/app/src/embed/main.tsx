import '@annuaire/ui/fonts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readServerPayload } from '../ssr/payload';
import { bootEmbed } from './boot';
import { EmbedApp } from './EmbedApp';

// The embedded directory's entry (embed.html, a page a chamber's site frames: /embed/:chamberId), apart from the
// portal's (index.html, main.tsx): only what the frame shows, so its first JavaScript is React, the store, the kit's
// directory screen and their texts, not the portal's router, pages, frame and installed app (no service worker is
// registered inside a chamber's site). The service renders the frame with its first members (src/embed/render.tsx);
// it hydrates here from the state it was rendered with, or renders alone when the service sent the page without them.
const root = document.getElementById('root');
if (root === null) throw new Error('embed.html has no #root element');

const chamberId = Number(/^\/embed\/([^/]+)/.exec(window.location.pathname)?.[1]);
const payload = readServerPayload(document);
const { store, serverState } = await bootEmbed({ preloaded: payload?.state });
const app = <EmbedApp store={store} serverState={payload ? serverState : undefined} chamberId={chamberId} search={window.location.search} />;

if (payload) {
  // as a transition, the hydration yields to the browser every few milliseconds (React's time slicing)
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else createRoot(root).render(app);
