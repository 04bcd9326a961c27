import { afterLargestPaint } from './largestPaint';

// The first script of every page (index.html), under 1 KB: it starts the app (main.tsx's chunk and its imports).
// On a page the server rendered (its state is in the page, ssr/payload.ts), the reader already has the page: its code
// is asked for only once the page has loaded (its images and fonts too) and painted, so that on a phone the app's
// JavaScript does not share the network with what the largest paint needs (the Lighthouse goal). The links and
// forms of the server's page work meanwhile (they are plain links and GET forms), and the visitor's first touch, key or
// focus asks for it at once. What they type or choose meanwhile stays in the fields, which are the browser's
// (uncontrolled) and read when their form is sent: nothing needs replaying. A page the browser renders alone (the member and admin
// areas) starts the app at once, its chunks already asked for by the page's hints.

/** A page the server rendered has its content in #root already; the shell of the other pages has it empty. */
function isServerRendered(doc: Document): boolean {
  return doc.getElementById('root')?.firstChild != null;
}

/** The app's chunks, main.tsx's first, as the build names them in this script's tag (vite.config.ts). */
function appChunks(doc: Document): string[] {
  return doc.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app?.split(' ') ?? ['/src/main.tsx'];
}

function start(doc: Document): Promise<unknown> {
  const [app = '', ...imported] = appChunks(doc);
  // its imports asked for together with it, not one after the other (the page's hints did it already elsewhere)
  for (const href of imported) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    doc.head.append(link);
  }
  return import(/* @vite-ignore */ app);
}

/** The first of: the largest paint, or the visitor's first touch, click, key or focus in the page. */
function whenWanted(win: Window & typeof globalThis): Promise<void> {
  const interactions = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
  return new Promise((resolve) => {
    const go = () => {
      for (const type of interactions) win.removeEventListener(type, go, true);
      resolve();
    };
    for (const type of interactions) win.addEventListener(type, go, { capture: true, passive: true });
    void afterLargestPaint(win).then(go);
  });
}

if (isServerRendered(document)) {
  void whenWanted(window).then(() => start(document));
} else void start(document);
