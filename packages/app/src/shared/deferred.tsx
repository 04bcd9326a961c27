import { lazy, memo, Suspense, type ComponentType } from 'react';

// A part of a page below its first screen whose code is not in the page's first JavaScript (DESIGN.md budgets:
// 150 KB gzip per public route; it also keeps the blocking time on a phone low).
// - The server renders it in full: its code is loaded before the render (loadDeferredParts, from preparePage), so
//   nothing suspends there.
// - The browser keeps the server's HTML of the part while its code is on its way (React leaves a Suspense boundary
//   it cannot hydrate yet dehydrated) and hydrates it when the code has arrived: no mismatch, a shorter first task.
// - A page rendered in the browser (a navigation) shows the part as soon as its code is there.
// The part is memoised: while it waits dehydrated, a parent's re-render with the same props does not reach it (new
// props would make React drop the server's HTML and render the part again from scratch).

const loaders = new Set<() => Promise<unknown>>();

/** An answer React's lazy reads at once (it calls `then` before suspending): a loaded part renders without suspending. */
function settled<T>(value: T): Promise<T> {
  const thenable: PromiseLike<T> = { then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(value) : value) as never };
  return thenable as Promise<T>;
}

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  loaders.add(start);
  const Part = lazy(() => (loaded ? settled({ default: loaded }) : start().then((component) => ({ default: component }))));
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return memo(Deferred) as unknown as ComponentType<P>;
}

/** Loads the code of every deferred part of the modules loaded so far (the server, before it renders a page). */
export function loadDeferredParts(): Promise<unknown> {
  return Promise.all([...loaders].map((load) => load()));
}
