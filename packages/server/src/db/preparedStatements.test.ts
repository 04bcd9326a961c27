// @module-tag postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.js';

// database.queryPrepared (the CPU of a company page and of a search by filters on the embedded database):
// the same rows as database.query; on the embedded database the statement is prepared once and executed after.
let t: TestApp;
beforeAll(async () => {
  // no result caches: every call reaches the database
  t = await createTestApp({ config: { searchCache: false } });
});
afterAll(() => t.close());

const COMPANY = `SELECT c.id, c.name, c.pictures, c.lat, c.created_at, c.rating_sum::float8 / NULLIF(c.rating_count, 0) AS rating_average
  FROM unnest($1::int[]) AS wanted(id) JOIN companies c ON c.id = wanted.id ORDER BY c.id`;

/** The texts the session keeps prepared (the embedded database has one session). */
const preparedTexts = async () => (await t.database.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).map((row) => row.statement);

describe('database.queryPrepared', () => {
  it('answers the rows query answers, with the same types (dates, arrays, null numbers), call after call', async () => {
    const expected = await t.database.query(COMPANY, [[1, 2, 3, 999]]);
    expect(expected.length).toBe(3);
    expect(expected[0]?.created_at).toBeInstanceOf(Date);
    // PostgreSQL's plan cache plans the first five executions with their values, then decides on a generic plan
    for (let call = 0; call < 7; call++) expect(await t.database.queryPrepared(COMPANY, [[1, 2, 3, 999]])).toEqual(expected);
    expect(await t.database.queryPrepared('SELECT $1::int AS n, $2::boolean AS yes, $3::int AS nothing', [-4, true, null])).toEqual([
      { n: -4, yes: true, nothing: null },
    ]);
  });

  it('refuses a value that is not an integer for an integer parameter, as query does', async () => {
    await expect(t.database.query('SELECT $1::int AS n', [1.5])).rejects.toMatchObject({ code: '22P02' });
    await expect(t.database.queryPrepared('SELECT $1::int AS n', [1.5])).rejects.toMatchObject({ code: '22P02' });
  });

  it('takes no text values (they are never written into a statement)', async () => {
    await expect(t.database.queryPrepared('SELECT $1::text AS s', ["x'); DROP TABLE companies; --"])).rejects.toThrow(TypeError);
    expect((await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM companies'))[0]?.n).toBeGreaterThan(0);
  });

  it('runs inside a transaction, and its statement stays usable after a rollback', async () => {
    const text = 'SELECT name FROM companies WHERE id = $1';
    await expect(
      t.database.transaction(async (tx) => {
        expect(await tx.queryPrepared(text, [1])).toEqual(await tx.query(text, [1]));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await t.database.queryPrepared(text, [2])).toEqual(await t.database.query(text, [2]));
  });

  it('prepares a text once on the embedded database, never on PostgreSQL', async () => {
    const text = 'SELECT id FROM companies WHERE id = $1 AND status IS NOT NULL';
    await Promise.all([1, 2, 3].map((id) => t.database.queryPrepared(text, [id])));
    const prepared = (await preparedTexts()).filter((statement) => statement.includes(text));
    expect(prepared.length).toBe(t.database.kind === 'pglite' ? 1 : 0);
  });
});

describe('the reads the embedded database prepares', () => {
  it('a company page and a search by filters (its count, its page and its companies)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/companies/1' })).statusCode).toBe(200);
    const search = await t.app.inject({ method: 'GET', url: '/api/companies/search?countryId=1&page=0&size=9' });
    expect(search.statusCode).toBe(200);
    expect(search.json<{ content: unknown[] }>().content.length).toBeGreaterThan(1);
    const texts = await preparedTexts();
    const has = (part: RegExp) => texts.some((statement) => part.test(statement));
    const expected = t.database.kind === 'pglite';
    expect(has(/WHERE c\.id = \$1\) AS v$/)).toBe(expected);
    expect(has(/WHERE c\.id = ANY\(\$1::int\[\]\)\) AS v$/)).toBe(expected);
    expect(has(/SELECT count\(\*\)::int AS n FROM \(SELECT 1 FROM companies c WHERE c\.status = 'ACTIVE' AND c\.country_id = \$1 LIMIT/)).toBe(expected);
    expect(has(/ORDER BY c\.name_sort, c\.id LIMIT 9 OFFSET 0$/)).toBe(expected);
  });
});

describe('given the same reads asked again and again', () => {
  it('they run on a plan made once (PostgreSQL plans the first five calls with their values, then keeps a generic plan)', async () => {
    for (let call = 0; call < 8; call++) {
      expect((await t.app.inject({ method: 'GET', url: `/api/companies/${1 + (call % 2)}` })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/api/companies/search?countryId=${1 + (call % 2)}&page=0&size=9` })).statusCode).toBe(200);
    }
    const statements = await t.database.query<{ statement: string; generic_plans: number; custom_plans: number }>(
      'SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements WHERE statement ~ $1',
      [String.raw`c\.id = \$1\) AS v$|c\.id = ANY\(\$1::int\[\]\)\) AS v$|c\.status = 'ACTIVE' AND c\.country_id = \$1 (LIMIT|ORDER)`],
    );
    if (t.database.kind === 'postgres') {
      expect(statements).toEqual([]);
      return;
    }
    // the company page, the companies of a page (two in each country), the count and the page of a country
    expect(statements).toHaveLength(4);
    for (const { statement, custom_plans: custom, generic_plans: generic } of statements)
      expect({ statement, custom, generic: generic >= 3 }).toEqual({ statement, custom: 5, generic: true });
  });
});

describe('a company page read as JSON from the database', () => {
  it('answers what the columns said: microsecond times to the millisecond, every digit of a coordinate, the rating', async () => {
    await t.database.query(
      `UPDATE companies SET created_at = '2026-01-02 03:04:05.678999+00', updated_at = '2026-01-02 23:59:59.9999+05:30',
         lat = 5.123456789012345, lon = -0.1, pictures = ARRAY['a.jpg', 'b "c".jpg'] WHERE id = 3`,
    );
    const company = (await t.app.inject({ method: 'GET', url: '/api/companies/3' })).json<Record<string, unknown>>();
    expect(company).toMatchObject({
      id: 3,
      createdAt: '2026-01-02T03:04:05.678Z',
      updatedAt: '2026-01-02T18:29:59.999Z',
      lat: 5.123456789012345,
      lon: -0.1,
      pictures: ['a.jpg', 'b "c".jpg'],
    });
    const rated = (await t.app.inject({ method: 'GET', url: '/api/companies/1' })).json<{ averageRating: number | null; ratingCount: number }>();
    expect(rated.ratingCount).toBeGreaterThan(0);
    expect(rated.averageRating).toBeCloseTo(4.3, 5);
  });
});
