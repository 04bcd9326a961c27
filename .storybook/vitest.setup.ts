import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Visual regression: after each story test (render, play function and a11y checks), a screenshot of the page
 * is compared with the baseline committed next to the story (`__screenshots__/<File>.stories.tsx/`).
 * The first run of a new story writes its baseline and fails by design; `npm run test:visual -- -u` updates them.
 * On a diff the run fails and leaves the actual and diff images under .vitest-attachments/ (gitignored).
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail' || context.task.mode === 'skip') return;
  const theme = document.querySelector('[data-theme]')?.getAttribute('data-theme') ?? 'chamber';
  // Overlays (dialogs, menus, popovers) portal out of the story root: capture the whole viewport for them.
  const portalled = document.querySelector('body > [data-radix-popper-content-wrapper], body > [role="dialog"], body > div[data-radix-portal], [data-state="open"][role="dialog"]');
  document.body.style.minHeight = portalled ? '100vh' : '';
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${theme}-${context.task.name.replace(/[^\w-]+/g, '-')}`);
});
