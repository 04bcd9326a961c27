import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { matchScreenshotCommand } from './vitest.screenshot';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(dirname, '../..');
const configDir = path.join(repoRoot, '.storybook');

/** Debian chromium with the flags of ENVIRONMENT.md (never a downloaded browser); motion reduced for stable screenshots. */
const chromium = playwright({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--font-render-hinting=none',
    ],
  },
  contextOptions: { reducedMotion: 'reduce', locale: 'fr-FR', timezoneId: 'UTC' },
});

/**
 * Resizes the runner's own window (the Playwright page that holds the test iframe) and answers its previous size.
 * Vitest scales the iframe down to fit this window and screenshots are taken in it, so a story taller than its
 * viewport is captured whole only in a window grown to it (.storybook/vitest.setup.ts).
 */
const resizeRunnerWindow: BrowserCommand<[width: number, height: number]> = async ({ page }, width, height) => {
  const previous = page.viewportSize();
  await page.setViewportSize({ width, height });
  return previous;
};

/**
 * Keeps the test browser off the network: a story that embeds a third-party page (a map, a video) shows the same
 * empty frame on every machine, rather than the real page where the network is open and an error page where it is
 * closed. Other outside requests fail. Once per browser context (the setup file asks before each test file).
 */
const isolated = new WeakSet<object>();
const isolateFromNetwork: BrowserCommand<[]> = async ({ context }) => {
  if (isolated.has(context)) return;
  isolated.add(context);
  await context.route(
    (url) => url.protocol.startsWith('http') && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname),
    (route) => (route.request().resourceType() === 'document' ? route.fulfill({ contentType: 'text/html', body: '' }) : route.abort()),
  );
};

/**
 * The visual regression of every story (.storybook/vitest.setup.ts). Same machine, same chromium, fonts from npm: only
 * anti-aliasing noise is tolerated. An absolute pixel count, not a ratio: on a 1152x720 capture even 0.1 % would let a
 * recoloured badge through. The time allowed for a page that differs to settle (it is captured again until two captures
 * in a row agree): a capture of a whole home page (1280x2900) takes seconds on a busy machine.
 */
const matchScreenshot = matchScreenshotCommand({ threshold: 0.1, allowedMismatchedPixels: 16, timeout: 9_000 });

/**
 * Every story of the kit as a browser test (render, play function, axe), then its screenshot
 * (.storybook/vitest.setup.ts). One project per theme: the evergreen run (components only) also proves the
 * second brand passes axe.
 * The app's stories run in the app package, not here.
 */
function storybookProject(name: string, theme: 'chamber' | 'evergreen', extraExclude: string[] = [], tabs = 1): TestProjectInlineConfiguration {
  return {
    plugins: [storybookTest({ configDir, initialGlobals: { theme } })],
    test: {
      name,
      exclude: ['**/node_modules/**', 'packages/app/**', 'packages/server/**', 'packages/api/**', ...extraExclude],
      setupFiles: [path.join(configDir, 'vitest.setup.ts')],
      // A ceiling, not a speed check (story render, play function, axe and screenshot on a busy machine).
      testTimeout: 60_000,
      // The story files share one page and its loaded modules (the kit, Storybook's runtime, axe) instead of a fresh
      // iframe each, which is most of a story file's set-up time. Each story still renders alone, and the
      // set-up puts the runner window back after a tall screenshot (.storybook/vitest.setup.ts).
      isolate: false,
      // `tabs` pages (each its own browser context) share the project's story files. Vitest runs projects of different
      // maxWorkers one group after the other: such a project runs after the others (groupOrder 1), so the machine
      // never holds more than two story pages or a jsdom worker beside one page at a time.
      ...(tabs > 1 ? { maxWorkers: tabs, sequence: { groupOrder: 1 } } : {}),
      browser: {
        enabled: true,
        headless: true,
        // A ceiling, not a speed check: on a busy 2-core machine Chromium can take minutes to attach.
        connectTimeout: 300_000,
        provider: chromium,
        instances: [{ browser: 'chromium' }],
        viewport: { width: 1280, height: 800 },
        commands: { resizeRunnerWindow, isolateFromNetwork, matchScreenshot },
      },
    },
  };
}

/**
 * Component tests that need a module registry of their own: those that replace a module (vi.mock would leak into the
 * files after them in a shared registry) and those about a component's first load (`*.loading.test.tsx`, before any
 * other file has loaded what it loads on demand).
 */
const unitFreshModules = fs
  .readdirSync(path.join(dirname, 'src'), { recursive: true, encoding: 'utf8' })
  .map((file) => `src/${file.split(path.sep).join('/')}`)
  .filter((file) => file.endsWith('.test.tsx'))
  .filter((file) => file.endsWith('.loading.test.tsx') || /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(path.join(dirname, file), 'utf8')));

export default defineConfig({
  test: {
    projects: [
      // The component tests share one jsdom and one module registry per worker rather than build both for each file,
      // which was most of their time. testing-library's cleanup empties the document after each test and Vitest
      // restores spies between files. A file whose subject is a fresh registry runs isolated (unitFreshModules).
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'unit',
          root: dirname,
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          exclude: ['**/node_modules/**', '**/dist/**', 'src/**/*.stories.tsx', 'src/**/*.browser.test.tsx', ...unitFreshModules],
          setupFiles: ['src/testing/setup-unit.ts'],
          isolate: false,
          // A generous ceiling, not a speed check: user-event flows in jsdom slow down a lot on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'unit-fresh',
          root: dirname,
          environment: 'jsdom',
          include: unitFreshModules,
          setupFiles: ['src/testing/setup-unit.ts'],
          testTimeout: 30_000,
        },
      },
      // The rules, formatters, catalogues and theme values (.test.ts) render nothing: no DOM to build for each file.
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'unit-node',
          root: dirname,
          environment: 'node',
          include: ['src/**/*.test.ts', 'tools/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', 'src/**/*.browser.test.ts'],
        },
      },
      // The longest project (every story of the kit and its screens, ~85 % of the run): two pages once the others
      // are done, where it used to run on one page for minutes alone while the second core sat idle.
      storybookProject('storybook', 'chamber', [], 2),
      // Both themes for the kit's components; the screens compose them, so one theme (chamber) is enough there. The
      // mails take no theme (inline styles, the chamber theme's literal values): one run.
      storybookProject('storybook-evergreen', 'evergreen', ['packages/ui/src/screens/**', 'packages/ui/src/mail/**']),
    ],
  },
});
