import type { Middleware } from 'openapi-fetch';

/**
 * Compares the build each answer names (X-App-Build: the build of the app the directory service serves) with the
 * client's own (`build`); on a difference, the answer goes through middleware/unreadable.ts, loaded only then (none of
 * it in a page's first chunk): `onOtherBuild` hears whether the answer can still be read, and an answer that cannot is
 * held. The client runs this middleware last, on the answer the session's retry ends with.
 */
export function createBuildMiddleware(build: string, onOtherBuild: (unreadable: boolean) => void): Middleware {
  return {
    onResponse({ response }) {
      const served = response.headers.get('X-App-Build');
      return served && served !== build ? import('./unreadable').then((rule) => rule.answerOfOtherBuild(response, onOtherBuild)) : undefined;
    },
  };
}
