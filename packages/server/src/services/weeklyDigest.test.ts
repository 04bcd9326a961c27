import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FIXTURE, type TestApp } from '../testing/harness.js';
import { WeeklyDigest, weekStartOf } from './weeklyDigest.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { member, otherMember } = FIXTURE.users;
const company = FIXTURE.companies.societeGenerale;
// a Wednesday after the fixture's own statistics: the digest covers Monday 3 to Sunday 9 June against the week before
const NOW = Date.parse('2030-06-12T10:00:00Z');

const digestOf = (now = NOW) =>
  new WeeklyDigest({ transaction: (work) => t.ctx.transaction(work), publicUrl: 'https://annuaire.example', outbox: { wake() {} }, now: () => now });
const digestsTo = (email: string) =>
  t.database.query<{ subject: string; text_body: string; html_body: string; language: string }>(
    "SELECT subject, text_body, html_body, language FROM mail_outbox WHERE kind = 'weeklyDigest' AND to_address = $1 ORDER BY id",
    [email],
  );

describe('the weekly digest', () => {
  it('weeks begin on Monday, UTC', () => {
    expect(weekStartOf(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStartOf(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStartOf(new Date('2026-11-22T23:59:59Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });

  it('is off by default: nobody asked for it, nobody gets it', async () => {
    expect(await digestOf().run()).toBe(0);
    expect(await digestsTo(member.email)).toEqual([]);
  });

  it("mails a member who asked for it its company's past week against the week before, once a week, in its language", async () => {
    await t.database.query('UPDATE users SET notify_weekly_digest = true WHERE id = $1', [member.id]);
    // last week: 3 views, 2 contacts, 2 searches that showed the company; the week before: 1, 0, 1; this week's and
    // older ones are not counted
    const at = (iso: string) => new Date(iso);
    for (const when of [
      '2030-06-03T08:00:00Z',
      '2030-06-06T12:00:00Z',
      '2030-06-09T23:00:00Z',
      '2030-05-28T09:00:00Z',
      '2030-06-11T09:00:00Z',
      '2030-05-20T09:00:00Z',
    ])
      await t.database.query('INSERT INTO company_views (company_id, at) VALUES ($1, $2)', [company, at(when)]);
    for (const when of ['2030-06-04T08:00:00Z', '2030-06-05T08:00:00Z'])
      await t.database.query("INSERT INTO company_contacts (company_id, channel, at) VALUES ($1, 'email', $2)", [company, at(when)]);
    for (const [when, ids] of [
      ['2030-06-04T08:00:00Z', [company, 2]],
      ['2030-06-07T08:00:00Z', [4, company]],
      ['2030-06-08T08:00:00Z', [2, 4]],
      ['2030-05-30T08:00:00Z', [company]],
    ] as const)
      await t.database.query("INSERT INTO searches (keyword, company_ids, at) VALUES ('digest', $1::int[], $2)", [[...ids], at(when)]);

    expect(await digestOf().run()).toBe(1);
    const [mail, ...more] = await digestsTo(member.email);
    expect(more).toEqual([]);
    expect(mail?.language).toBe('fr');
    expect(mail?.subject).toBe('Votre semaine dans l’annuaire : Société Générale de Conseil');
    expect(mail?.text_body).toContain('Du 3 juin au 9 juin');
    expect(mail?.text_body).toContain('Vues de la fiche : 3 (semaine précédente : 1)');
    expect(mail?.text_body).toContain('Contacts : 2 (semaine précédente : 0)');
    expect(mail?.text_body).toContain('Recherches qui l’ont montrée : 2 (semaine précédente : 1)');
    expect(mail?.text_body).toContain('https://annuaire.example/statistique');
    expect(mail?.text_body).toContain('https://annuaire.example/compte');
    expect(mail?.html_body).toContain('Vues de la fiche : 3');

    // a second look the same week (another process, a restart) mails nothing more
    expect(await digestOf(NOW + 3600_000).run()).toBe(0);
    expect(await digestsTo(member.email)).toHaveLength(1);

    // the next week, in the language the member chose since
    await t.database.query("UPDATE users SET language = 'en' WHERE id = $1", [member.id]);
    expect(await digestOf(NOW + 7 * 24 * 3600_000).run()).toBe(1);
    const english = (await digestsTo(member.email)).at(-1);
    expect(english?.subject).toBe('Your week in the directory: Société Générale de Conseil');
    expect(english?.text_body).toContain('From 10 June to 16 June');
    await t.database.query('UPDATE users SET language = NULL, notify_weekly_digest = false WHERE id = $1', [member.id]);
  });

  it('two processes looking at once make one digest per member', async () => {
    await t.database.query('UPDATE users SET notify_weekly_digest = true WHERE id = $1', [otherMember.id]);
    const later = NOW + 14 * 24 * 3600_000;
    const made = await Promise.all([digestOf(later).run(), digestOf(later).run()]);
    expect(made.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await digestsTo(otherMember.email)).toHaveLength(1);
  });
});
