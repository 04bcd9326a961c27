// The audit trail: every administrator and member write is recorded (who, when, what, before and after,
// never a password or a token), a refused write is not, and the trail is read by the network administrator (all of
// it) and by a chamber administrator (its chamber's entries only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadOpenApiDocument } from '../openapi.js';
import { AUDITED, UNAUDITED } from '../plugins/audit.js';
import { createTestApp, expectValidResponse, FIXTURE, FIXTURE_PASSWORD, type TestApp } from '../testing/harness.js';
import { multipartPayload } from '../testing/multipart.js';

interface Entry {
  id: number;
  at: string;
  actor: { id: number; email: string; profil: string };
  countryAmchamId: number | null;
  kind: string;
  action: string;
  operationId: string;
  targetId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
interface AuditPage {
  content: Entry[];
  totalElements: number;
}

const { companies, chambers, users } = FIXTURE;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function trail(query: string, headers: Record<string, string> = t.auth.networkAdmin): Promise<AuditPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/audit${query ? `?${query}` : ''}`, headers });
  expect(res.statusCode).toBe(200);
  return expectValidResponse<AuditPage>(res, 'listAuditEntries');
}
const newest = async (query = '', headers?: Record<string, string>) => (await trail(query, headers)).content[0];

function updateCompany(id: number, fields: Parameters<typeof multipartPayload>[0], headers: Record<string, string>) {
  const { payload, headers: formHeaders } = multipartPayload(fields);
  return t.app.inject({ method: 'PUT', url: `/api/companies/${id}`, payload, headers: { ...formHeaders, ...headers } });
}

describe('the audited operations', () => {
  it('every write operation of the contract is audited, or says why not', () => {
    const writes = listOperations(loadOpenApiDocument())
      .filter((o) => o.method.toUpperCase() !== 'GET')
      .map((o) => o.operationId);
    const unaccounted = writes.filter((id) => !(id in AUDITED) && !(id in UNAUDITED));
    expect(unaccounted).toEqual([]);
    const unknown = [...Object.keys(AUDITED), ...Object.keys(UNAUDITED)].filter((id) => !writes.includes(id));
    expect(unknown).toEqual([]);
  });
});

describe('given a member saving its company profile', () => {
  const description = "Cabinet de conseil en stratégie et finance au service des entreprises d'Afrique de l'Ouest, audité.";
  beforeAll(async () => {
    expect((await updateCompany(companies.societeGenerale, { description }, t.auth.member)).statusCode).toBe(200);
  });

  it('records who, what, and the row before and after, without the derived columns', async () => {
    const entry = await newest('kind=company', t.auth.admin);
    expect(entry).toMatchObject({
      actor: { id: users.member.id, email: users.member.email, profil: 'MEMBER' },
      countryAmchamId: chambers.coteDIvoire,
      kind: 'company',
      action: 'update',
      operationId: 'updateCompany',
      targetId: companies.societeGenerale,
    });
    expect(entry!.after!.description).toBe(description);
    expect(entry!.before!.description).not.toBe(description);
    expect(Object.keys(entry!.after!)).not.toContain('search_vector');
    expect(Date.now() - new Date(entry!.at).getTime()).toBeLessThan(60 * 60 * 1000);
  });

  it("is not in another chamber's trail, which its administrator cannot ask for", async () => {
    const other = await trail('', t.auth.otherAdmin);
    expect(other.content.filter((e) => e.targetId === companies.societeGenerale && e.kind === 'company')).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: `/api/audit?countryAmchamId=${chambers.coteDIvoire}`, headers: t.auth.otherAdmin });
    expect(res.statusCode).toBe(403);
    expectValidResponse(res, 'listAuditEntries');
  });
});

describe('given a refused write', () => {
  it('records nothing', async () => {
    const before = (await trail('')).totalElements;
    const res = await updateCompany(companies.societeGenerale, { description: 'x'.repeat(60) }, t.auth.otherMember);
    expect(res.statusCode).toBe(403);
    const status = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${companies.societeGenerale}/status`,
      headers: t.auth.otherAdmin,
      payload: { status: 'INACTIVE' },
    });
    expect(status.statusCode).toBe(403);
    expect((await trail('')).totalElements).toBe(before);
  });
});

describe('given the network administrator creating, renaming and deleting a sector', () => {
  let id: number;
  beforeAll(async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sectors',
      headers: t.auth.networkAdmin,
      payload: { nameFr: 'Audit secteur', nameEn: 'Audit sector' },
    });
    expect(created.statusCode).toBe(201);
    id = created.json<{ id: number }>().id;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/sectors/${id}`,
      headers: t.auth.networkAdmin,
      payload: { nameFr: 'Audit secteur 2', nameEn: 'Audit sector 2' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/sectors/${id}`, headers: t.auth.networkAdmin })).statusCode).toBeLessThan(300);
  });

  it('records the three writes as network-wide entries, newest first', async () => {
    const { content } = await trail('kind=sector');
    expect(content.slice(0, 3).map((e) => [e.action, e.targetId, e.countryAmchamId])).toEqual([
      ['delete', id, null],
      ['update', id, null],
      ['create', id, null],
    ]);
    const [deleted, renamed, created] = content;
    expect(created!.before).toBeNull();
    expect(created!.after).toMatchObject({ id, name_fr: 'Audit secteur' });
    expect(renamed!.before).toMatchObject({ name_fr: 'Audit secteur' });
    expect(renamed!.after).toMatchObject({ name_fr: 'Audit secteur 2' });
    expect(deleted!.before).toMatchObject({ name_fr: 'Audit secteur 2' });
    expect(deleted!.after).toBeNull();
  });

  it("is not in a chamber administrator's trail", async () => {
    expect((await trail('kind=sector', t.auth.admin)).totalElements).toBe(0);
  });

  it('filters by person, kind and day, and pages', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await trail(`kind=sector&person=RESEAU@&from=${today}&to=${today}`)).totalElements).toBe(3);
    expect((await trail(`kind=sector&to=${yesterday}`)).totalElements).toBe(0);
    expect((await trail('kind=sector&person=membre')).totalElements).toBe(0);
    const page = await trail('kind=sector&size=2&page=1');
    expect(page.content.map((e) => e.action)).toEqual(['create']);
  });
});

describe('the readers', () => {
  it('anonymous 401, a member 403', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/audit' });
    expect(anonymous.statusCode).toBe(401);
    const member = await t.app.inject({ method: 'GET', url: '/api/audit', headers: t.auth.otherMember });
    expect(member.statusCode).toBe(403);
    expectValidResponse(member, 'listAuditEntries');
  });
});

describe('given a member changing its password', () => {
  it('records the change and never the password', async () => {
    const newPassword = 'Nouveau-mot-de-passe-tres-long-2026';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/password/change/${users.member.id}`,
      headers: t.auth.member,
      payload: { currentPassword: FIXTURE_PASSWORD, newPassword },
    });
    expect(res.statusCode).toBe(204);
    const entry = await newest('kind=account', t.auth.admin);
    expect(entry).toMatchObject({ actor: { id: users.member.id }, action: 'password', targetId: users.member.id });
    const all = JSON.stringify((await trail('size=100')).content);
    expect(all).not.toContain(newPassword);
    expect(all).not.toContain(FIXTURE_PASSWORD);
    expect(all).not.toMatch(/password_hash|token_version|\$argon2/);
  });
});
