import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// End to end against the real product: the built directory service started exactly as `npm start` runs it
// (node packages/server/dist/main.js, which serves packages/app/dist), on a fresh data folder and a free loopback
// port. The runner sets both once; its workers inherit them through the environment.

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'annuaire-e2e-'));
// The smoke spec only reads: it runs beside the other specs, against a second service on its own fresh data folder,
// so the two never see each other's writes (and the run takes the longer of the two, not their sum).
process.env.E2E_SMOKE_PORT ??= String(await freePort());
process.env.E2E_SMOKE_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'annuaire-e2e-smoke-'));
// The service delivers its mails through SMTP_URL to a local mail sink (e2e/mailSink.mjs) on this loopback port;
// the specs read what it received over HTTP on the second one (e2e/mailbox.ts), from any worker.
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_MAIL_PORT ??= String(await freePort());
// The map tiles come from a local stub (e2e/tileStub.mjs): no spec reaches the network, and no tile request fails.
process.env.E2E_TILE_PORT ??= String(await freePort());
const tileURL = `http://127.0.0.1:${process.env.E2E_TILE_PORT}/tiles/{z}/{x}/{y}.png`;
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const smokeURL = `http://127.0.0.1:${process.env.E2E_SMOKE_PORT}`;

/** The built directory service exactly as `npm start` runs it, on a fresh data folder (migrated and seeded first). */
const service = (port: string | undefined, dataDir: string | undefined, env: Record<string, string> = {}) => ({
  command: 'node packages/server/dist/main.js',
  cwd: repoRoot,
  url: `http://127.0.0.1:${port}/api/health`,
  timeout: 240_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { PORT: port ?? '', HOST: '127.0.0.1', DATA_DIR: dataDir ?? '', LOG_LEVEL: 'warn', TILE_URL: tileURL, TILE_ATTRIBUTION: 'Tuiles e2e', ...env },
});

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // One database per project: the specs that write run one after the other on theirs; the smoke runs beside them,
  // on two pages at once (it only reads, and much of each of its tests is waiting for the network to stay quiet).
  workers: 3,
  fullyParallel: false,
  projects: [
    { name: 'flows', testIgnore: 'smoke.spec.ts', workers: 1, use: { baseURL } },
    { name: 'smoke', testMatch: 'smoke.spec.ts', workers: 2, fullyParallel: true, use: { baseURL: smokeURL } },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // one folder per run (the workers inherit it through the environment): two runs on one machine never delete each
  // other's traces
  outputDir: (process.env.E2E_OUTPUT_DIR ??= mkdtempSync(join(tmpdir(), 'annuaire-e2e-results-'))),
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
    // E2E_TRACE=1 keeps a failed test's trace (its actions, DOM snapshots, network and console) in outputDir, to read
    // with `npx playwright show-trace`. Off otherwise: recording every test's snapshots was a large part of the run's
    // CPU, for traces that a run on a machine nobody opens (CI's) throws away; its failures print what they saw.
    // Never the screencast, which made Chromium encode a frame for every paint of every test.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    // The built app registers a service worker, which page.route does not see through: the specs that mock calls would
    // miss them once it controls the page. pwa.spec.ts, which tests the worker, allows it.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's headless shell of Chromium (tools/ensure-system-deps.sh installs it), never `playwright install`: the
      // same engine and version as the chromium package, without the whole browser around it that a headless test
      // does not use (it is also what Playwright itself runs headless). A page costs the machine far less CPU. The
      // stories' screenshots stay on chromium: the shell's text anti-aliasing differs from their baselines'.
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node packages/app/e2e/tileStub.mjs',
      cwd: repoRoot,
      url: `http://127.0.0.1:${process.env.E2E_TILE_PORT}/health`,
      reuseExistingServer: false,
      env: { E2E_TILE_PORT: process.env.E2E_TILE_PORT },
    },
    {
      command: 'node packages/app/e2e/mailSink.mjs',
      cwd: repoRoot,
      url: `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/health`,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: process.env.E2E_SMTP_PORT, E2E_MAIL_PORT: process.env.E2E_MAIL_PORT },
    },
    service(process.env.E2E_PORT, process.env.E2E_DATA_DIR, {
      // the mails' links start with the address the browser uses
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}?ignoreTLS=true`,
      MAIL_FROM: 'Annuaire e2e <no-reply@annuaire.test>',
    }),
    service(process.env.E2E_SMOKE_PORT, process.env.E2E_SMOKE_DATA_DIR),
  ],
});
