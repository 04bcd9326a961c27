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
// The service mails password-reset links through SMTP_URL; password-reset.spec.ts listens on this loopback port
// to read the real link (without SMTP_URL the link is only written to the service's log).
process.env.E2E_SMTP_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // One database for the whole run: the tests run one after the other.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: join(tmpdir(), 'annuaire-e2e-results'),
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's chromium (ENVIRONMENT.md): never `playwright install`.
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
      ],
    },
  },
  webServer: {
    command: 'node packages/server/dist/main.js',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    // A fresh data folder is created, migrated and seeded with the demo directory first.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}?ignoreTLS=true`,
      MAIL_FROM: 'Annuaire e2e <no-reply@annuaire.test>',
    },
  },
});
