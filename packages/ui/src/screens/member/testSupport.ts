/**
 * jsdom has no ResizeObserver; Radix's checkbox measures itself with one when it sits inside a <form>, as the
 * member forms do. A no-op stand-in is enough: the tests read roles and values, not sizes.
 */
export function installResizeObserver(): void {
  if (typeof globalThis.ResizeObserver === 'function') return;
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
