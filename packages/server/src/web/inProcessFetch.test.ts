import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectHandlers } from '../routes/index.js';
import { FIXTURE } from '../testing/fixture.js';
import { createTestApp, type TestApp } from '../testing/harness.js';
import { injectFetch, inProcessFetch } from './inProcessFetch.js';

// The api client's fetch of a server render (the server render time of /membre/{id}): a member page's four
// public reads are answered by their handlers, outside Fastify's request pipeline, with exactly what the routes answer
// an anonymous visitor (the page's state is hydrated from it in the browser); everything else, and every failing read,
// goes through the routes themselves.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const ORIGIN = 'http://directory.test';
const { societeGenerale, techIvoire, banqueAtlantique, pharmaciePlateau } = FIXTURE.companies;

function fetchCountingRoutes() {
  const routed: string[] = [];
  const inject = injectFetch(t.app);
  const handlers = collectHandlers(t.ctx);
  const fetch = inProcessFetch(
    t.app,
    (operationId) => handlers.get(operationId),
    (request) => {
      routed.push(new URL(request.url).pathname + new URL(request.url).search);
      return inject(request);
    },
  );
  return { fetch, routed };
}

async function answerOf(response: Response) {
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

const memberReads = (id: number) => [`/api/companies/${id}`, `/api/companies/${id}/schedules`, `/api/companies/${id}/similar`, `/api/ratings/company/${id}`];

describe('the fetch of a server render', () => {
  it("answers a member page's reads without the routes, exactly as the routes answer them", async () => {
    const { fetch, routed } = fetchCountingRoutes();
    const inject = injectFetch(t.app);
    for (const id of [societeGenerale, techIvoire]) {
      for (const path of memberReads(id)) {
        const direct = await answerOf(await fetch(new Request(ORIGIN + path)));
        const viaRoute = await answerOf(await inject(new Request(ORIGIN + path)));
        expect(direct, path).toEqual(viaRoute);
        expect(direct.status, path).toBe(200);
      }
    }
    // the fixture's member has opening hours and ratings: the comparison above compared something
    const schedules = (await (await fetch(new Request(`${ORIGIN}/api/companies/${societeGenerale}/schedules`))).json()) as unknown[];
    const ratings = (await (await fetch(new Request(`${ORIGIN}/api/ratings/company/${societeGenerale}`))).json()) as unknown[];
    expect(schedules.length).toBeGreaterThan(0);
    expect(ratings.length).toBeGreaterThan(0);
    expect(routed).toEqual([]);
  });

  it('leaves an inactive, pending or unknown member, and every other request, to the routes (same status and body)', async () => {
    const { fetch, routed } = fetchCountingRoutes();
    const inject = injectFetch(t.app);
    const paths = [
      ...memberReads(banqueAtlantique),
      ...memberReads(pharmaciePlateau),
      ...memberReads(999_999),
      `/api/companies/0`,
      `/api/companies/${societeGenerale}?lang=en`,
      '/api/sectors',
    ];
    for (const path of paths) {
      expect(await answerOf(await fetch(new Request(ORIGIN + path))), path).toEqual(await answerOf(await inject(new Request(ORIGIN + path))));
    }
    expect(routed).toEqual(paths);
    expect((await fetch(new Request(`${ORIGIN}/api/companies/${banqueAtlantique}`))).status).toBe(404);
  });
});
