import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadArea } from '../i18n/messages';
import { server } from './server';

// Lazy routes and whole pages render slowly on the shared machine: wait longer for what should appear.
configure({ asyncUtilTimeout: 5000 });

// In the app, an area's texts load with its route (app/routes.tsx); the tests render screens directly, so every
// area's French texts are there from the start (routes.test.tsx and the built app's smoke test load them by route).
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await Promise.all((['home', 'memberDetails', 'login', 'apply', 'member', 'admin'] as const).map((area) => loadArea(area, 'fr')));
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());

// jsdom has no ResizeObserver; Radix primitives (checkbox, select, popover) observe their size with it.
if (globalThis.ResizeObserver === undefined) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
