// @module-tag postgres
// A write that fails halfway leaves nothing half-written: the failure is injected by a test-only trigger created
// in this file's own database (a clone of the template), which makes one statement of the write fail after the
// statements before it have run.
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import { multipartPayload } from '../testing/multipart.js';
import type { Schemas } from './types.js';

const { companies } = FIXTURE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.exec(`CREATE FUNCTION test_injected_failure() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
});
afterAll(() => t.close());
afterEach(() => t.database.exec('DROP TRIGGER IF EXISTS test_injected_failure ON companies'));

/** From now on, any UPDATE of this company's row fails. */
const failUpdatesOfCompany = (id: number) =>
  t.database.exec(`CREATE TRIGGER test_injected_failure BEFORE UPDATE ON companies FOR EACH ROW WHEN (OLD.id = ${id})
    EXECUTE FUNCTION test_injected_failure()`);

const schedulesOf = async (id: number) =>
  expectValidResponse<Schemas['Schedule'][]>(await t.app.inject({ method: 'GET', url: `/api/companies/${id}/schedules` }), 'getCompanySchedules');

describe('given a schedules save whose last statement (touching the company) fails', () => {
  it('answers 500 and leaves the whole week as it was: no day deleted, none changed', async () => {
    const before = await schedulesOf(companies.societeGenerale);
    expect(before).toHaveLength(7);
    await failUpdatesOfCompany(companies.societeGenerale);

    // deletes six days and changes Monday, then touches the company row, which fails
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${companies.societeGenerale}/schedules`,
      payload: { schedules: [{ dayOfWeek: 'MONDAY', closed: false, openingTime: '07:00', closingTime: '11:00' }] },
      headers: t.auth.member,
    });
    expect(res.statusCode).toBe(500);
    expect(await schedulesOf(companies.societeGenerale)).toEqual(before);
  });
});

describe('given a profile save with a new logo whose database write fails', { tags: ['uploads'] }, () => {
  it('answers 500, keeps the old logo and its file, and removes the newly stored file', async () => {
    const logo = {
      filename: 'logo.png',
      contentType: 'image/png',
      data: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } })
        .png()
        .toBuffer(),
    };
    const first = multipartPayload({ logoFile: logo });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${companies.societeGenerale}`,
      payload: first.payload,
      headers: { ...first.headers, ...t.auth.member },
    });
    const kept = expectValidResponse<Schemas['Company']>(saved, 'updateCompany').logo as string;
    const filesBefore = await t.ctx.files.list('companies');
    await failUpdatesOfCompany(companies.societeGenerale);

    const { payload, headers } = multipartPayload({ name: 'Nouveau Nom SARL', logoFile: logo });
    const res = await t.app.inject({ method: 'PUT', url: `/api/companies/${companies.societeGenerale}`, payload, headers: { ...headers, ...t.auth.member } });
    expect(res.statusCode).toBe(500);
    expect(await t.ctx.files.list('companies')).toEqual(filesBefore);
    const company = expectValidResponse<Schemas['Company']>(
      await t.app.inject({ method: 'GET', url: `/api/companies/${companies.societeGenerale}` }),
      'getCompany',
    );
    expect(company).toMatchObject({ logo: kept, name: 'Société Générale de Conseil' });
    expect(await t.ctx.files.exists('companies', kept)).toBe(true);
  });
});
