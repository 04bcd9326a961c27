// Which build of the web app this service serves: the id its build wrote in <APP_DIST>/routes.json (the app's
// buildIdentity.ts), which the app's code also carries. Every /api answer names it in X-App-Build: a page of an older
// build then knows the service moved on, and offers to reload rather than fail on an answer it cannot read (the app's
// client, @annuaire/api middleware/build.ts). Read once at the start, as the rest of the build (a new build is served
// by a new start); no app built, or a build without an id: no header.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const APP_BUILD_HEADER = 'x-app-build';

/** The id of the app's build in appDist, or undefined when there is none to read. */
export function readAppBuild(appDist: string): string | undefined {
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(join(appDist, 'routes.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const build = (manifest as { build?: unknown } | null)?.build;
  // a header value: a short token, never a line break or anything a header cannot carry
  return typeof build === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(build) ? build : undefined;
}
