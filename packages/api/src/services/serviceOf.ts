import type { DirectoryCore } from '../core';

/**
 * A service of a client core, made once per core. An app that reaches its services through these accessors (rather
 * than `createDirectoryClient`, which makes all of them) ships only the services, and the error catalogues, that its
 * code calls.
 */
export function serviceOf<S>(create: (core: DirectoryCore) => S): (core: DirectoryCore) => S {
  const made = new WeakMap<DirectoryCore, S>();
  return (core) => {
    let service = made.get(core);
    if (service === undefined) {
      service = create(core);
      made.set(core, service);
    }
    return service;
  };
}
