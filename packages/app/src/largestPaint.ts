// When a server-rendered page's code may start (boot.ts): after the page's largest paint. Its own module, so that it
// is tested without starting the app.

/**
 * Resolves once the page has loaded (its images and fonts too) and painted its largest element. The browser reports a
 * largest paint (PerformanceObserver) once it is on screen, a frame or more after the frame that painted it: so this
 * waits for the load and a report, then for two frames and `quietMs` without a newer report. Where no paint comes (a
 * page out of sight, a browser without these reports) it resolves on the load (hidden), after the same quiet time
 * from the load (no reports), or `capMs` after the load at the latest.
 */
export function afterLargestPaint(win: Window & typeof globalThis = window, { quietMs = 100, capMs = 3000 } = {}): Promise<void> {
  return new Promise((resolve) => {
    const reported = win.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint') === true;
    let loaded = false;
    let painted = !reported;
    let generation = 0;
    const settle = () => {
      if (!loaded || !painted) return;
      const mine = (generation += 1);
      const quiet = () => (mine === generation ? done() : undefined);
      win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(quiet, quietMs)));
    };
    const observer = reported
      ? new win.PerformanceObserver(() => {
          painted = true;
          settle();
        })
      : undefined;
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    const onLoad = () => {
      loaded = true;
      if (win.document.visibilityState === 'hidden') return done();
      win.setTimeout(done, capMs);
      settle();
    };
    observer?.observe({ type: 'largest-contentful-paint', buffered: true });
    if (win.document.readyState === 'complete') onLoad();
    else win.addEventListener('load', onLoad, { once: true });
  });
}
