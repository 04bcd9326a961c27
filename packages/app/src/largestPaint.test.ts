import { describe, expect, it } from 'vitest';
import { afterLargestPaint } from './largestPaint';

const QUIET_MS = 100;
const CAP_MS = 3000;

/** A window whose load, largest-paint reports, frames and timers the test drives. */
function fakeWindow({ reports = true, visibility = 'visible' } = {}) {
  let frames: Array<() => void> = [];
  let timers: Array<{ ms: number; callback: () => void }> = [];
  let onLoad: (() => void) | undefined;
  let onReport: (() => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
    constructor(callback: () => void) {
      onReport = callback;
    }
    observe() {}
    disconnect() {
      onReport = undefined;
    }
  }
  const document = { readyState: 'loading', visibilityState: visibility };
  const win = {
    document,
    PerformanceObserver: reports ? FakeObserver : undefined,
    addEventListener: (_type: string, listener: () => void) => (onLoad = listener),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => timers.push({ ms, callback }),
  } as unknown as Window & typeof globalThis;
  return {
    win,
    load: () => {
      document.readyState = 'complete';
      onLoad?.();
    },
    report: () => onReport?.(),
    frame: () => {
      const due = frames;
      frames = [];
      for (const callback of due) callback();
    },
    /** Runs the timers of that delay set so far. */
    timeout: (ms: number) => {
      const due = timers.filter((timer) => timer.ms === ms);
      timers = timers.filter((timer) => timer.ms !== ms);
      for (const timer of due) timer.callback();
    },
    /** Two frames, then the quiet time. */
    quiet: function () {
      this.frame();
      this.frame();
      this.timeout(QUIET_MS);
    },
  };
}

async function watch(promise: Promise<void>) {
  const state = { resolved: false };
  void promise.then(() => (state.resolved = true));
  return { isResolved: async () => (await Promise.resolve(), await Promise.resolve(), state.resolved) };
}

describe('afterLargestPaint', () => {
  it('resolves after the load, a largest-paint report, then two frames and a quiet time without a newer report', async () => {
    const page = fakeWindow();
    const waited = await watch(afterLargestPaint(page.win, { quietMs: QUIET_MS, capMs: CAP_MS }));
    page.report();
    page.quiet();
    expect(await waited.isResolved()).toBe(false); // not loaded yet: the hero image may still come
    page.load();
    page.frame();
    page.frame();
    page.report(); // a larger element on screen meanwhile: the quiet time starts again from it
    page.timeout(QUIET_MS);
    expect(await waited.isResolved()).toBe(false);
    page.frame();
    page.frame();
    expect(await waited.isResolved()).toBe(false);
    page.timeout(QUIET_MS);
    expect(await waited.isResolved()).toBe(true);
  });

  it('waits for a report after the load when none came before it', async () => {
    const page = fakeWindow();
    const waited = await watch(afterLargestPaint(page.win, { quietMs: QUIET_MS, capMs: CAP_MS }));
    page.load();
    page.quiet();
    expect(await waited.isResolved()).toBe(false);
    page.report();
    page.quiet();
    expect(await waited.isResolved()).toBe(true);
  });

  it('resolves on the load for a page out of sight, and after the quiet time where the browser reports no paint', async () => {
    const hidden = fakeWindow({ visibility: 'hidden' });
    const hiddenWaited = await watch(afterLargestPaint(hidden.win, { quietMs: QUIET_MS, capMs: CAP_MS }));
    hidden.load();
    expect(await hiddenWaited.isResolved()).toBe(true);

    const unreported = fakeWindow({ reports: false });
    const unreportedWaited = await watch(afterLargestPaint(unreported.win, { quietMs: QUIET_MS, capMs: CAP_MS }));
    unreported.load();
    unreported.frame();
    unreported.frame();
    expect(await unreportedWaited.isResolved()).toBe(false);
    unreported.timeout(QUIET_MS);
    expect(await unreportedWaited.isResolved()).toBe(true);
  });

  it('resolves at the latest on its time limit after the load, painted or not', async () => {
    const page = fakeWindow();
    const waited = await watch(afterLargestPaint(page.win, { quietMs: QUIET_MS, capMs: CAP_MS }));
    page.timeout(CAP_MS);
    expect(await waited.isResolved()).toBe(false); // no limit runs before the load
    page.load();
    page.timeout(CAP_MS);
    expect(await waited.isResolved()).toBe(true);
  });
});
