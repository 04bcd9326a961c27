import { afterEach, beforeAll } from 'vitest';
import { commands, page } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** packages/ui/vitest.config.ts */
    resizeRunnerWindow: (width: number, height: number) => Promise<{ width: number; height: number } | null>;
    isolateFromNetwork: () => Promise<void>;
    matchScreenshot: (name: string) => Promise<{ pass: boolean; message?: string }>;
  }
}

beforeAll(async () => {
  await commands.isolateFromNetwork();
  // A blinking caret in a focused field would make two captures of the same story differ (the screenshots below).
  if (!document.getElementById('no-caret')) {
    const style = document.createElement('style');
    style.id = 'no-caret';
    style.textContent = '*, *::before, *::after { caret-color: transparent !important; }';
    document.head.append(style);
  }
});

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Visual regression: after each story test (render, play function and a11y checks), a screenshot of the page
 * is compared with the baseline committed next to the story (`__screenshots__/<File>.stories.tsx/`).
 * The first run of a new story writes its baseline and fails by design; `npm run test:visual -- -u` updates them.
 * On a diff the run fails and leaves the actual and diff images under .vitest-attachments/ (gitignored).
 *
 * The story renders in an iframe of the story's viewport, and Playwright captures the body inside the runner's
 * window: whatever lies below the iframe's bottom edge is not painted. So a story taller than its viewport gets a
 * viewport (and a runner window) as tall as its content for the capture, and is compared whole, at its own scale.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail' || context.task.mode === 'skip') return;
  const theme = document.querySelector('[data-theme]')?.getAttribute('data-theme') ?? 'chamber';
  // Overlays (dialogs, menus, popovers) portal out of the story root: capture the whole viewport for them. They are
  // placed in the viewport, so they keep it.
  const portalled = document.querySelector(
    'body > [data-radix-popper-content-wrapper], body > [role="dialog"], body > div[data-radix-portal], [data-state="open"][role="dialog"]',
  );
  document.body.style.minHeight = portalled ? '100vh' : '';
  const { innerWidth: width, innerHeight: height } = window;
  const contentHeight = document.documentElement.scrollHeight;
  const tall = !portalled && contentHeight > height;
  let runnerWindow: { width: number; height: number } | null = null;
  if (tall) {
    runnerWindow = await commands.resizeRunnerWindow(width, contentHeight);
    await page.viewport(width, contentHeight);
    // A page of min-height 100vh inside the story root's padding outgrows any viewport by that padding: the
    // capture stops at the viewport's edge rather than show the runner's background below the iframe.
    document.body.style.height = `${contentHeight}px`;
    // Lazy images below the old fold start loading once the viewport reaches them. Bounded: a lazy image the
    // browser never loads (a carousel's hidden slide) would keep decode() pending.
    await nextFrame();
    await nextFrame();
    const loading = [...document.images].filter((image) => !image.complete && image.getClientRects().length > 0);
    await Promise.race([Promise.all(loading.map((image) => image.decode().catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  }
  try {
    await document.fonts.ready;
    // The capture is of the page from its top, as Playwright's element screenshot scrolls the body into view: a play
    // function that focused a field further down has scrolled the story's frame.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const screenshot = await commands.matchScreenshot(`${theme}-${context.task.name.replace(/[^\w-]+/g, '-')}`);
    if (!screenshot.pass) throw new Error(screenshot.message);
  } finally {
    if (tall) {
      document.body.style.height = '';
      if (runnerWindow) await commands.resizeRunnerWindow(runnerWindow.width, runnerWindow.height);
      await page.viewport(width, height);
    }
  }
});
