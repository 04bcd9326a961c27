import { describe, expect, it, vi } from 'vitest';
import { createDirectoryClient } from '../client';
import { createMemoryTokenStore } from '../session/tokenStore';
import { createFakeFetch, errorBody, json } from '../testing/fakeFetch';
import { cannotRead } from './unreadable';

const OWN = 'build-a';
const OTHER = 'build-b';

/** The answer as the service sends it, naming the build of the app it serves. */
function served(response: Response, build: string | null): Response {
  if (build !== null) response.headers.set('X-App-Build', build);
  return response;
}

function setup(answer: () => Response) {
  const fake = createFakeFetch(answer);
  const onOtherBuild = vi.fn();
  const api = createDirectoryClient({ baseUrl: 'http://annuaire.test', tokens: createMemoryTokenStore(), fetch: fake.fetch, build: OWN, onOtherBuild });
  return { api, onOtherBuild, seen: fake.seen };
}

/**
 * Whether the call has settled once the fake service's answer has had every chance to reach it: the fake answers at
 * once, so a call that is not held settles within a few turns of the event loop (no clock involved).
 */
async function settles(call: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void call.then(() => {
    settled = true;
  });
  for (let turn = 0; turn < 20 && !settled; turn++) await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('cannotRead: what an answer of another build means to this client', () => {
  it.each([
    ['an operation that is gone (404)', () => errorBody(404, 'Ressource non trouvée', 'Not Found')],
    ['a method the path no longer takes (405)', () => errorBody(405, 'Méthode non autorisée', 'Method Not Allowed')],
    ['a body of a type the call no longer takes (415)', () => errorBody(415, 'Type de contenu non supporté', 'Unsupported Media Type')],
    [
      'a request the contract refuses (400 naming no field and no case)',
      () => errorBody(400, "Données invalides : body must have required property 'sector'", 'Bad Request'),
    ],
    ["a 400 that is not the contract's JSON", () => new Response('Bad Request', { status: 400, headers: { 'Content-Type': 'text/plain' } })],
    ['a success whose JSON does not parse', () => new Response('{"content": [', { status: 200, headers: { 'Content-Type': 'application/json' } })],
  ])('cannot read %s', async (_what, answer) => {
    expect(await cannotRead(answer())).toBe(true);
  });

  it.each([
    ['a success that parses', () => json({ content: [] })],
    ['an empty success', () => new Response(null, { status: 204 })],
    ['a success that is not JSON (a CSV export)', () => new Response('id;nom\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } })],
    [
      'a field refused (400 with fields)',
      () =>
        json(
          { message: 'name : Maximum 150 caractères autorisés.', status: 400, error: 'Bad Request', fields: { name: 'Maximum 150 caractères autorisés.' } },
          400,
        ),
    ],
    [
      'a known case (400 with a code)',
      () => json({ message: 'Mot de passe actuel incorrect', status: 400, error: 'Bad Request', code: 'WRONG_CURRENT_PASSWORD' }, 400),
    ],
    ['a session to renew (401)', () => errorBody(401, 'Token expiré', 'Unauthorized')],
    ['a right missing (403)', () => errorBody(403, 'Accès refusé', 'Forbidden')],
    ['a conflict (409)', () => errorBody(409, 'Ce nom existe déjà', 'Conflict')],
    ['a limit (429)', () => errorBody(429, 'Trop de requêtes', 'Too Many Requests')],
    ["the service's own fault (500)", () => errorBody(500, 'Erreur interne du serveur', 'Internal Server Error')],
  ])('reads %s', async (_what, answer) => {
    expect(await cannotRead(answer())).toBe(false);
  });
});

describe('the client and the build of the app the service serves', () => {
  describe('given an answer of another build that the client cannot read', () => {
    it('reports it and holds the call: the caller gets no error to show', async () => {
      const { api, onOtherBuild } = setup(() =>
        served(new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'application/json' } }), OTHER),
      );
      expect(await settles(api.countries.list())).toBe(false);
      expect(onOtherBuild).toHaveBeenCalledExactlyOnceWith(true);
    });

    it('holds a 404 of an operation the new build has no more', async () => {
      const { api, onOtherBuild } = setup(() => served(errorBody(404, 'Ressource non trouvée', 'Not Found'), OTHER));
      expect(await settles(api.countries.get(3))).toBe(false);
      expect(onOtherBuild).toHaveBeenCalledExactlyOnceWith(true);
    });
  });

  describe('given an answer of another build that the client reads', () => {
    it('gives the data and reports a readable answer', async () => {
      const { api, onOtherBuild } = setup(() => served(json([{ id: 1, name: 'Sénégal' }]), OTHER));
      expect(await api.countries.list()).toEqual({ data: [{ id: 1, name: 'Sénégal' }] });
      expect(onOtherBuild).toHaveBeenCalledExactlyOnceWith(false);
    });

    it('gives a conflict as the error it is', async () => {
      const { api, onOtherBuild } = setup(() => served(errorBody(409, 'Ce nom existe déjà', 'Conflict'), OTHER));
      expect((await api.countries.list()).error?.status).toBe(409);
      expect(onOtherBuild).toHaveBeenCalledExactlyOnceWith(false);
    });
  });

  describe('given an answer of the same build, or naming none', () => {
    it.each([OWN, null])('gives the error of an unreadable answer as before (header %s), and reports nothing', async (build) => {
      const { api, onOtherBuild } = setup(() => served(errorBody(404, 'Ressource non trouvée', 'Not Found'), build));
      expect((await api.countries.get(3)).error?.status).toBe(404);
      expect(onOtherBuild).not.toHaveBeenCalled();
    });
  });

  describe('given a client that knows no build of its own', () => {
    it('compares nothing', async () => {
      const fake = createFakeFetch(() => served(errorBody(404, 'Ressource non trouvée', 'Not Found'), OTHER));
      const onOtherBuild = vi.fn();
      const api = createDirectoryClient({ baseUrl: 'http://annuaire.test', tokens: createMemoryTokenStore(), fetch: fake.fetch, build: '', onOtherBuild });
      expect((await api.countries.get(3)).error?.status).toBe(404);
      expect(onOtherBuild).not.toHaveBeenCalled();
    });
  });
});
