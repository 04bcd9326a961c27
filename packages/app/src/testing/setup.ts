import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// The tests render with Preact (runtime.config.ts), which runs effects after the next frame: a requestAnimationFrame
// raced by a 35 ms timer whose handler calls cancelAnimationFrame. That timer can fire after a test file's jsdom
// window is gone, and then throws. A zero-delay task runs the effects as soon as the render is done instead.
options.requestAnimationFrame = (callback: () => void) => {
  setTimeout(callback, 0);
};

// Lazy routes and whole pages render slowly on the shared machine: wait longer for what should appear.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
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
