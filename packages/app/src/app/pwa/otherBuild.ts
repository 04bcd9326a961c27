// What the directory service's answers said of the app's build (@annuaire/api middleware/build.ts compares the build
// each answer names with this app's, import.meta.env.APP_BUILD): 0, nothing yet; 1, another build, whose answers this
// app still reads; 2, another build, with an answer this app could not read. In the first chunk (the client reports
// from its first call); PwaNotices, which loads once the page is idle, reads it and hears each change.

export const OTHER_BUILD_EVENT = 'app-build';

let seen = 0;

/** The client's report of an answer from another build. */
export function otherBuildAnswered(unreadable: boolean): void {
  seen = Math.max(seen, unreadable ? 2 : 1);
  dispatchEvent(new Event(OTHER_BUILD_EVENT));
}

export const otherBuildSeen = (): number => seen;
