import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatServiceDate, toIsoDate } from '../domain/dates.js';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import { multipartPayload } from '../testing/multipart.js';
import type { Schemas } from './types.js';

type Event = Schemas['Event'];
type EventPage = Schemas['EventPage'];
const { events, categories } = FIXTURE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = toIsoDate(new Date());
const dmy = (days: number) => formatServiceDate(addDays(today, days)) as string;
const ids = (list: { id: number }[]) => list.map((event) => event.id);
const get = async <T>(url: string, operationId: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: expectValidResponse<T>(res, operationId) };
};
function send(method: 'POST' | 'PUT', url: string, fields: Parameters<typeof multipartPayload>[0], headers: Record<string, string>) {
  const { payload, headers: formHeaders } = multipartPayload(fields);
  return t.app.inject({ method, url, payload, headers: { ...formHeaders, ...headers } });
}
const form = (title: string) => ({
  title,
  description: 'Rencontre des membres.',
  startDate: dmy(3),
  endDate: dmy(3),
  startTime: '08:00',
  endTime: '10:00',
  address: 'Hôtel Ivoire, Abidjan',
  categoryId: categories.networking,
});

describe('announcement reads', () => {
  it('lists upcoming announcements (end date today or later), soonest start first', async () => {
    const { body } = await get<EventPage>('/api/events/upcoming?page=0&size=3', 'listUpcomingEvents');
    expect(ids(body.content)).toEqual([events.upcoming, events.upcomingNews]);
    expect(body).toMatchObject({ totalElements: 2, last: true, number: 0, size: 3 });
  });

  it('filters upcoming announcements by category and by title, accents ignored', async () => {
    expect(ids((await get<EventPage>(`/api/events/upcoming?categoryId=${categories.actualite}`, 'listUpcomingEvents')).body.content)).toEqual([
      events.upcomingNews,
    ]);
    expect(ids((await get<EventPage>('/api/events/upcoming?title=reglementation', 'listUpcomingEvents')).body.content)).toEqual([events.upcomingNews]);
  });

  it('pages upcoming announcements', async () => {
    const { body } = await get<EventPage>('/api/events/upcoming?size=1', 'listUpcomingEvents');
    expect(body).toMatchObject({ totalElements: 2, totalPages: 2, last: false });
  });

  it("lists one chamber's announcements (the back-office list)", async () => {
    const { chambers } = FIXTURE;
    expect(ids((await get<EventPage>(`/api/events/upcoming?countryAmchamId=${chambers.coteDIvoire}`, 'listUpcomingEvents')).body.content)).toEqual([
      events.upcoming,
    ]);
    expect(ids((await get<EventPage>(`/api/events?countryAmchamId=${chambers.senegal}`, 'listEvents')).body.content)).toEqual([events.upcomingNews]);
    expect((await get<EventPage>(`/api/events?countryAmchamId=${chambers.france}`, 'listEvents')).body.totalElements).toBe(0);
  });

  it('lists every announcement, newest start first', async () => {
    expect(ids((await get<EventPage>('/api/events', 'listEvents')).body.content)).toEqual([events.upcomingNews, events.upcoming, events.past]);
    expect(ids((await get<EventPage>('/api/events?title=dejeuner', 'listEvents')).body.content)).toEqual([events.past]);
  });

  it('lists the announcements of a category; 404 for an unknown one', async () => {
    expect(ids((await get<EventPage>(`/api/events/category/${categories.evenement}`, 'listEventsByCategory')).body.content)).toEqual([
      events.upcoming,
      events.past,
    ]);
    expect((await get('/api/events/category/999', 'listEventsByCategory')).status).toBe(404);
  });

  it('answers one announcement with dd-mm-yyyy dates, HH:MM times and its category', async () => {
    const { body } = await get<Event>(`/api/events/${events.past}`, 'getEvent');
    expect(body).toMatchObject({
      startDate: dmy(-20),
      endDate: dmy(-20),
      startTime: '08:00',
      endTime: '10:00',
      category: { id: 1, nameFr: 'Événement', nameEn: 'Event' },
    });
    expect((await get('/api/events/9999', 'getEvent')).status).toBe(404);
  });
});

describe('announcement writes', () => {
  it('creates an announcement with trimmed text and an image', { tags: ['uploads'] }, async () => {
    const image = {
      filename: 'affiche.jpg',
      contentType: 'image/jpeg',
      data: await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } })
        .jpeg()
        .toBuffer(),
    };
    const res = await send('POST', '/api/events/save', { ...form('  Afterwork des membres  '), imageFile: image }, t.auth.admin);
    expect(res.statusCode, res.body).toBe(201);
    const event = expectValidResponse<Event>(res, 'createEvent');
    expect(event).toMatchObject({
      title: 'Afterwork des membres',
      startDate: dmy(3),
      startTime: '08:00',
      countryAmchamId: 1,
      category: { id: categories.networking },
    });
    expect(await t.ctx.files.exists('files', event.image as string)).toBe(true);
  });

  it("answers 'Le titre est requis' for a blank title", async () => {
    const res = await send('POST', '/api/events/save', form('   '), t.auth.admin);
    expect(res.statusCode).toBe(400);
    expect(expectValidResponse(res, 'createEvent')).toMatchObject({ message: 'Le titre est requis' });
  });

  it.each([
    ['an unknown category', { categoryId: 999 }],
    ['an end date before the start date', { startDate: dmy(5), endDate: dmy(4) }],
    ['a time that is not HH:MM', { startTime: '8h' }],
    ['a missing address', { address: '' }],
  ])('rejects %s with 400', async (_label, change) => {
    const res = await send('POST', '/api/events/save', { ...form('Invalide'), ...change }, t.auth.admin);
    expect(res.statusCode).toBe(400);
    expectValidResponse(res, 'createEvent');
  });

  it("answers 409 'Une annonce avec ce titre existe déjà' for a title in use", async () => {
    const res = await send('POST', '/api/events/save', form('Forum Investir en Afrique'), t.auth.admin);
    expect(res.statusCode).toBe(409);
    expect(expectValidResponse(res, 'createEvent')).toMatchObject({ message: 'Une annonce avec ce titre existe déjà' });
  });

  it.each([
    ['no token', null, 401],
    ['an expired token', 'expired', 401],
    ['a member', 'member', 403],
  ] as const)('refuses creation with %s', async (_label, caller, status) => {
    const res = await send('POST', '/api/events/save', form('Refusée'), caller ? t.auth[caller] : {});
    expect(res.statusCode).toBe(status);
    expectValidResponse(res, 'createEvent');
  });

  it("updates an announcement of the chamber; another chamber's administrator may not", async () => {
    expect((await send('PUT', `/api/events/${events.upcoming}`, form('Piratée'), t.auth.otherAdmin)).statusCode).toBe(403);
    const res = await send('PUT', `/api/events/${events.upcoming}`, { ...form('Forum Investir en Afrique'), startTime: '09:30' }, t.auth.admin);
    expect(expectValidResponse<Event>(res, 'updateEvent')).toMatchObject({ id: events.upcoming, startTime: '09:30' });
    expect((await send('PUT', '/api/events/9999', form('X'), t.auth.admin)).statusCode).toBe(404);
  });

  it('creates a network-wide announcement for the network administrator, which chamber administrators may not change', async () => {
    const created = await send('POST', '/api/events/save', form('Assemblée du réseau'), t.auth.networkAdmin);
    expect(created.statusCode, created.body).toBe(201);
    const event = expectValidResponse<Event>(created, 'createEvent');
    expect(event.countryAmchamId).toBeNull();
    expect((await send('PUT', `/api/events/${event.id}`, form('Assemblée détournée'), t.auth.admin)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: t.auth.admin })).statusCode).toBe(403);
    const chamberEvent = await send(
      'PUT',
      `/api/events/${events.upcomingNews}`,
      { ...form('Nouvelle réglementation fiscale'), startDate: dmy(14), endDate: dmy(14) },
      t.auth.networkAdmin,
    );
    expect(expectValidResponse<Event>(chamberEvent, 'updateEvent')).toMatchObject({ id: events.upcomingNews, countryAmchamId: FIXTURE.chambers.senegal });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: t.auth.networkAdmin })).statusCode).toBe(204);
  });

  it('creates the announcement in the chamber the network administrator names; a chamber administrator may name only its own', async () => {
    const named = await send(
      'POST',
      '/api/events/save',
      { ...form('Sénégal - Déjeuner des membres'), countryAmchamId: String(FIXTURE.chambers.senegal) },
      t.auth.networkAdmin,
    );
    expect(named.statusCode, named.body).toBe(201);
    expect(expectValidResponse<Event>(named, 'createEvent').countryAmchamId).toBe(FIXTURE.chambers.senegal);
    const other = await send('POST', '/api/events/save', { ...form('Sénégal - Détournée'), countryAmchamId: String(FIXTURE.chambers.senegal) }, t.auth.admin);
    expect(other.statusCode).toBe(403);
    expectValidResponse(other, 'createEvent');
    const unknown = await send('POST', '/api/events/save', { ...form('Nulle part'), countryAmchamId: '987654' }, t.auth.networkAdmin);
    expect(unknown.statusCode).toBe(400);
    // The other tests read Senegal's announcements as the fixture has them.
    const { id } = JSON.parse(named.body) as Event;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/events/${id}`, headers: t.auth.networkAdmin })).statusCode).toBe(204);
  });

  it('deletes an announcement of the chamber', async () => {
    for (const [headers, status] of [
      [{}, 401],
      [t.auth.member, 403],
      [t.auth.otherAdmin, 403],
    ] as const) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/events/${events.past}`, headers });
      expect(res.statusCode).toBe(status);
      expectValidResponse(res, 'deleteEvent');
    }
    expect((await t.app.inject({ method: 'DELETE', url: `/api/events/${events.past}`, headers: t.auth.admin })).statusCode).toBe(204);
    expect((await get(`/api/events/${events.past}`, 'getEvent')).status).toBe(404);
  });
});

describe('the English title', () => {
  it('is stored with the announcement, answered by the public reads, kept by a form without it and cleared by a blank one', async () => {
    const created = expectValidResponse<Event>(
      await send('POST', '/api/events/save', { ...form('Matinale bilingue'), titleEn: 'Bilingual breakfast' }, t.auth.admin),
      'createEvent',
    );
    expect(created).toMatchObject({ title: 'Matinale bilingue', titleEn: 'Bilingual breakfast' });
    const upcoming = (await get<EventPage>('/api/events/upcoming?page=0&size=50', 'listUpcomingEvents')).body.content;
    expect(upcoming.find((event) => event.id === created.id)?.titleEn).toBe('Bilingual breakfast');
    expect((await get<EventPage>('/api/events?page=0&size=50', 'listEvents')).body.content.find((event) => event.id === created.id)?.titleEn).toBe(
      'Bilingual breakfast',
    );
    expect((await get<Event[]>('/api/home/recent-announcements', 'listRecentAnnouncements')).body.find((event) => event.id === created.id)?.titleEn).toBe(
      'Bilingual breakfast',
    );
    // an announcement without one answers null: English pages show the French title
    expect((await get<Event>(`/api/events/${events.upcoming}`, 'getEvent')).body.titleEn).toBeNull();

    const kept = expectValidResponse<Event>(await send('PUT', `/api/events/${created.id}`, form('Matinale bilingue des membres'), t.auth.admin), 'updateEvent');
    expect(kept).toMatchObject({ title: 'Matinale bilingue des membres', titleEn: 'Bilingual breakfast' });
    const cleared = expectValidResponse<Event>(
      await send('PUT', `/api/events/${created.id}`, { ...form('Matinale bilingue des membres'), titleEn: '' }, t.auth.admin),
      'updateEvent',
    );
    expect(cleared.titleEn).toBeNull();
  });
});

describe('the back-office announcements list', () => {
  const list = async (query: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/events/admin${query}`, headers });
    return { status: res.statusCode, body: expectValidResponse<EventPage>(res, 'listChamberEvents') };
  };

  it("gives a chamber administrator its chamber's upcoming announcements by default, marked not past", async () => {
    const { body } = await list('', t.auth.admin);
    expect(body.content.length).toBeGreaterThan(0);
    expect(body.content.every((event) => event.countryAmchamId === FIXTURE.chambers.coteDIvoire && !event.past)).toBe(true);
    expect(ids(body.content)).toContain(events.upcoming);
    expect(ids(body.content)).not.toContain(events.upcomingNews);
  });

  it('filters past and all, past ones marked past', async () => {
    const ended = expectValidResponse<Event>(
      await send('POST', '/api/events/save', { ...form('Atelier terminé'), startDate: dmy(-3), endDate: dmy(-2) }, t.auth.admin),
      'createEvent',
    );
    expect(ended.past).toBe(true);
    const past = (await list('?period=past', t.auth.admin)).body.content;
    expect(ids(past)).toContain(ended.id);
    expect(ids(past)).not.toContain(events.upcoming);
    expect(past.every((event) => event.past)).toBe(true);
    expect(ids((await list('', t.auth.admin)).body.content)).not.toContain(ended.id);
    const all = ids((await list('?period=all', t.auth.admin)).body.content);
    expect(all).toEqual(expect.arrayContaining([events.upcoming, ...ids(past)]));
    expect(all).not.toContain(events.upcomingNews);
  });

  it('answers 403 to a chamber administrator naming another chamber, 401 without a token, 403 to a member', async () => {
    expect((await list(`?countryAmchamId=${FIXTURE.chambers.senegal}`, t.auth.admin)).status).toBe(403);
    expect((await list('', {})).status).toBe(401);
    expect((await list('', t.auth.member)).status).toBe(403);
    expect(ids((await list('?period=all', t.auth.otherAdmin)).body.content)).toEqual([events.upcomingNews]);
  });

  it('gives the network administrator naming a chamber its announcements and the network-wide ones', async () => {
    const created = expectValidResponse<Event>(await send('POST', '/api/events/save', form('Assemblée du réseau - admin'), t.auth.networkAdmin), 'createEvent');
    expect(created.countryAmchamId).toBeNull();
    const named = ids((await list(`?countryAmchamId=${FIXTURE.chambers.senegal}&period=all`, t.auth.networkAdmin)).body.content);
    expect(named).toEqual(expect.arrayContaining([events.upcomingNews, created.id]));
    expect(ids((await list('?period=all', t.auth.admin)).body.content)).not.toContain(created.id);
  });

  it("answers 413 'Fichier image trop volumineux' for a 6 MB image", { tags: ['uploads'] }, async () => {
    const big = { filename: 'grande.png', contentType: 'image/png', data: Buffer.alloc(6 * 1024 * 1024, 1) };
    const res = await send('POST', '/api/events/save', { ...form('Image trop grande'), imageFile: big }, t.auth.admin);
    expect(res.statusCode).toBe(413);
    expect(expectValidResponse(res, 'createEvent')).toMatchObject({ message: 'Fichier image trop volumineux' });
  });

  it("answers 415 'Veuillez sélectionner un fichier image valide' for a file that is not an image", { tags: ['uploads'] }, async () => {
    const text = { filename: 'notes.txt', contentType: 'text/plain', data: Buffer.from('pas une image') };
    const res = await send('POST', '/api/events/save', { ...form('Pas une image'), imageFile: text }, t.auth.admin);
    expect(res.statusCode).toBe(415);
    expect(expectValidResponse(res, 'createEvent')).toMatchObject({ message: 'Veuillez sélectionner un fichier image valide' });
  });
});
