import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatServiceDate, toIsoDate } from '../domain/dates.js';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import { multipartPayload, type FormFile } from '../testing/multipart.js';
import type { Schemas } from './types.js';

type Ad = Schemas['Ad'];
type AdPage = Schemas['AdPage'];
const { ads } = FIXTURE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = toIsoDate(new Date());
const dmy = (days: number) => formatServiceDate(addDays(today, days)) as string;
const png = async (): Promise<FormFile> => ({
  filename: 'banniere.png',
  contentType: 'image/png',
  data: await sharp({ create: { width: 60, height: 20, channels: 3, background: '#aa2233' } })
    .png()
    .toBuffer(),
});
const ids = (list: { id: number }[]) => list.map((ad) => ad.id);
const get = async <T>(url: string, operationId: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: expectValidResponse<T>(res, operationId) };
};
function send(method: 'POST' | 'PUT', url: string, fields: Parameters<typeof multipartPayload>[0], headers: Record<string, string>) {
  const { payload, headers: formHeaders } = multipartPayload(fields);
  return t.app.inject({ method, url, payload, headers: { ...formHeaders, ...headers } });
}
const form = (title: string) => ({
  title,
  description: 'Une bannière de test',
  link: 'https://exemple.test',
  startDate: dmy(-1),
  endDate: dmy(30),
  permanent: 'false',
});

describe('public banner reads', () => {
  it('the portal shows current and permanent banners only, newest start first', async () => {
    const { body } = await get<AdPage>('/api/ads/portal?page=0&size=10', 'listPortalAds');
    expect(ids(body.content)).toEqual([ads.current, ads.permanent]);
    expect(body.content.every((ad) => ad.status === 'ACTIVE')).toBe(true);
    expect(body).toMatchObject({ totalElements: 2, last: true });
  });

  it('answers dates as dd-mm-yyyy and a permanent banner without an end date', async () => {
    const { body } = await get<Ad>(`/api/ads/${ads.permanent}`, 'getAd');
    expect(body).toMatchObject({ permanent: true, endDate: null, startDate: dmy(-100), status: 'ACTIVE', clicks: 2 });
  });

  it('computes the status: expired after the end date, pending before the start date', async () => {
    expect((await get<Ad>(`/api/ads/${ads.expired}`, 'getAd')).body.status).toBe('EXPIRED');
    expect((await get<Ad>(`/api/ads/${ads.future}`, 'getAd')).body.status).toBe('PENDING');
  });

  it('lists the active and the permanent banners', async () => {
    expect(ids((await get<Ad[]>('/api/ads/active', 'listActiveAds')).body)).toEqual([ads.current, ads.permanent]);
    expect(ids((await get<Ad[]>('/api/ads/permanent', 'listPermanentAds')).body)).toEqual([ads.permanent]);
  });

  it('answers 404 for an unknown banner and 400 for a bad id', async () => {
    expect((await get('/api/ads/9999', 'getAd')).status).toBe(404);
    expect((await get('/api/ads/x', 'getAd')).status).toBe(400);
  });
});

describe('back-office banner reads', () => {
  it("lists the administrator's chamber banners in any status", async () => {
    expect(ids((await get<Ad[]>('/api/ads/all', 'listAllAds', t.auth.admin)).body)).toEqual([ads.future, ads.current, ads.permanent]);
    expect(ids((await get<Ad[]>('/api/ads/all', 'listAllAds', t.auth.otherAdmin)).body)).toEqual([ads.expired]);
  });

  it('searches by part of the title (accents ignored) and by permanent', async () => {
    expect(ids((await get<AdPage>('/api/ads/search?title=FORUM', 'searchAds', t.auth.admin)).body.content)).toEqual([ads.current]);
    expect(ids((await get<AdPage>('/api/ads/search?title=reseau', 'searchAds', t.auth.admin)).body.content)).toEqual([ads.permanent]);
    expect(ids((await get<AdPage>('/api/ads/search?permanent=false', 'searchAds', t.auth.admin)).body.content)).toEqual([ads.future, ads.current]);
  });

  it('lists the chamber the network administrator names, and the network-wide banners without one', async () => {
    expect(ids((await get<Ad[]>(`/api/ads/all?countryAmchamId=${FIXTURE.chambers.senegal}`, 'listAllAds', t.auth.networkAdmin)).body)).toEqual([ads.expired]);
    expect(
      ids((await get<AdPage>(`/api/ads/search?countryAmchamId=${FIXTURE.chambers.coteDIvoire}&title=forum`, 'searchAds', t.auth.networkAdmin)).body.content),
    ).toEqual([ads.current]);
    expect((await get<Ad[]>('/api/ads/all', 'listAllAds', t.auth.networkAdmin)).body).toEqual([]);
  });

  it("answers 403 to a chamber administrator asking for another chamber's banners", async () => {
    expect((await get(`/api/ads/all?countryAmchamId=${FIXTURE.chambers.senegal}`, 'listAllAds', t.auth.admin)).status).toBe(403);
    expect((await get(`/api/ads/search?countryAmchamId=${FIXTURE.chambers.senegal}`, 'searchAds', t.auth.admin)).status).toBe(403);
    expect(ids((await get<Ad[]>(`/api/ads/all?countryAmchamId=${FIXTURE.chambers.coteDIvoire}`, 'listAllAds', t.auth.admin)).body)).toEqual([
      ads.future,
      ads.current,
      ads.permanent,
    ]);
  });

  it.each([
    ['/api/ads/all', 'listAllAds'],
    ['/api/ads/search', 'searchAds'],
  ])('%s answers 401 without a token and 403 to a member', async (url, operationId) => {
    expect((await get(url, operationId)).status).toBe(401);
    expect((await get(url, operationId, t.auth.member)).status).toBe(403);
  });
});

describe('the chamber of a new banner', () => {
  it('is the one the network administrator names, or the network when it names none', async () => {
    const named = await send(
      'POST',
      '/api/ads/save',
      { ...form('Sénégal - Rencontre des membres'), countryAmchamId: String(FIXTURE.chambers.senegal) },
      t.auth.networkAdmin,
    );
    expect(named.statusCode, named.body).toBe(201);
    expect(expectValidResponse<Ad>(named, 'createAd').countryAmchamId).toBe(FIXTURE.chambers.senegal);
  });
  it("is its own for a chamber administrator, who may name it but no other chamber's", async () => {
    const own = await send(
      'POST',
      '/api/ads/save',
      { ...form('Ivoire - Petit-déjeuner'), countryAmchamId: String(FIXTURE.chambers.coteDIvoire) },
      t.auth.admin,
    );
    expect(expectValidResponse<Ad>(own, 'createAd').countryAmchamId).toBe(FIXTURE.chambers.coteDIvoire);
    const other = await send('POST', '/api/ads/save', { ...form('Détournée - Sénégal'), countryAmchamId: String(FIXTURE.chambers.senegal) }, t.auth.admin);
    expect(other.statusCode).toBe(403);
    expectValidResponse(other, 'createAd');
  });
  it('answers 400 for a chamber that does not exist', async () => {
    const res = await send('POST', '/api/ads/save', { ...form('Nulle part - Bannière'), countryAmchamId: '987654' }, t.auth.networkAdmin);
    expect(res.statusCode).toBe(400);
    expect(expectValidResponse(res, 'createAd')).toMatchObject({ message: 'countryAmchamId : Champ invalide.' });
  });
});

describe('network-wide banners', () => {
  it('are the network administrator’s: created without a chamber, refused to chamber administrators, and it manages every chamber’s', async () => {
    const created = await send('POST', '/api/ads/save', form('Réseau - Assemblée générale'), t.auth.networkAdmin);
    expect(created.statusCode, created.body).toBe(201);
    const ad = expectValidResponse<Ad>(created, 'createAd');
    expect(ad.countryAmchamId).toBeNull();
    expect(ids((await get<Ad[]>('/api/ads/all', 'listAllAds', t.auth.networkAdmin)).body)).toEqual([ad.id]);
    for (const headers of [t.auth.admin, t.auth.otherAdmin]) {
      const update = await send('PUT', `/api/ads/${ad.id}`, form('Détournée'), headers);
      expect(update.statusCode).toBe(403);
      expectValidResponse(update, 'updateAd');
      expect((await t.app.inject({ method: 'DELETE', url: `/api/ads/${ad.id}`, headers })).statusCode).toBe(403);
    }
    const chamberAd = await send(
      'PUT',
      `/api/ads/${ads.expired}`,
      { ...form('Salon passé - Merci'), startDate: dmy(-60), endDate: dmy(-30) },
      t.auth.networkAdmin,
    );
    expect(expectValidResponse<Ad>(chamberAd, 'updateAd')).toMatchObject({ id: ads.expired, countryAmchamId: FIXTURE.chambers.senegal });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/ads/${ad.id}`, headers: t.auth.networkAdmin })).statusCode).toBe(204);
  });
});

describe('banner writes', () => {
  it('creates a banner of the administrator’s chamber with its images', { tags: ['uploads'] }, async () => {
    const res = await send('POST', '/api/ads/save', { ...form('Nouvelle offre - Adhésion'), webImg: await png(), mobileImg: await png() }, t.auth.admin);
    expect(res.statusCode, res.body).toBe(201);
    const ad = expectValidResponse<Ad>(res, 'createAd');
    expect(ad).toMatchObject({ title: 'Nouvelle offre - Adhésion', startDate: dmy(-1), endDate: dmy(30), status: 'ACTIVE', countryAmchamId: 1, clicks: 0 });
    expect(await t.ctx.files.exists('ads', ad.webImg as string)).toBe(true);
    expect(await t.ctx.files.exists('ads', ad.mobileImg as string)).toBe(true);
  });

  it.each([
    ['no end date on a dated banner', { endDate: '' }],
    ['an end date before the start date', { startDate: dmy(5), endDate: dmy(1) }],
    ['a date that is not dd-mm-yyyy', { startDate: '2026/01/01' }],
    ['a link that is not http(s)', { link: 'ftp://exemple.test' }],
    ['a missing title', { title: '' }],
  ])('rejects %s with 400', async (_label, change) => {
    const res = await send('POST', '/api/ads/save', { ...form('Invalide'), ...change }, t.auth.admin);
    expect(res.statusCode).toBe(400);
    expectValidResponse(res, 'createAd');
  });

  it('needs no end date on a permanent banner', async () => {
    const res = await send('POST', '/api/ads/save', { ...form('Toujours là'), endDate: '', permanent: 'true' }, t.auth.admin);
    expect(expectValidResponse<Ad>(res, 'createAd')).toMatchObject({ permanent: true, endDate: null, status: 'ACTIVE' });
  });

  it("answers 409 'Une bannière avec ce titre existe déjà' for a title in use", async () => {
    const res = await send('POST', '/api/ads/save', form('forum 2026 - inscriptions ouvertes'), t.auth.admin);
    expect(res.statusCode).toBe(409);
    expect(expectValidResponse(res, 'createAd')).toMatchObject({ message: 'Une bannière avec ce titre existe déjà' });
  });

  it('answers 415 for an image that is not one', { tags: ['uploads'] }, async () => {
    const res = await send('POST', '/api/ads/save', { ...form('Image invalide'), webImg: { filename: 'a.png', data: Buffer.from('texte') } }, t.auth.admin);
    expect(res.statusCode).toBe(415);
    expectValidResponse(res, 'createAd');
  });

  it.each([
    ['no token', null, 401],
    ['an expired token', 'expired', 401],
    ['a member', 'member', 403],
  ] as const)('refuses creation with %s', async (_label, caller, status) => {
    const res = await send('POST', '/api/ads/save', form('Refusée'), caller ? t.auth[caller] : {});
    expect(res.statusCode).toBe(status);
    expectValidResponse(res, 'createAd');
  });

  it('updates a banner of the chamber, replacing its image and deleting the old file', { tags: ['uploads'] }, async () => {
    const created = expectValidResponse<Ad>(await send('POST', '/api/ads/save', { ...form('À modifier'), webImg: await png() }, t.auth.admin), 'createAd');
    const refused = await send('PUT', `/api/ads/${created.id}`, form('À modifier'), t.auth.otherAdmin);
    expect(refused.statusCode).toBe(403);
    const res = await send('PUT', `/api/ads/${created.id}`, { ...form('Modifiée'), permanent: 'true', webImg: await png() }, t.auth.admin);
    const updated = expectValidResponse<Ad>(res, 'updateAd');
    expect(updated).toMatchObject({ title: 'Modifiée', permanent: true, endDate: null });
    expect(updated.webImg).not.toBe(created.webImg);
    expect(await t.ctx.files.exists('ads', created.webImg as string)).toBe(false);
    const unknown = await send('PUT', '/api/ads/9999', form('X'), t.auth.admin);
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes a banner of the chamber with its images', { tags: ['uploads'] }, async () => {
    const created = expectValidResponse<Ad>(await send('POST', '/api/ads/save', { ...form('À supprimer'), webImg: await png() }, t.auth.admin), 'createAd');
    for (const [headers, status] of [
      [{}, 401],
      [t.auth.member, 403],
      [t.auth.otherAdmin, 403],
    ] as const) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/ads/${created.id}`, headers });
      expect(res.statusCode).toBe(status);
      expectValidResponse(res, 'deleteAd');
    }
    expect((await t.app.inject({ method: 'DELETE', url: `/api/ads/${created.id}`, headers: t.auth.admin })).statusCode).toBe(204);
    expect((await get(`/api/ads/${created.id}`, 'getAd')).status).toBe(404);
    expect(await t.ctx.files.exists('ads', created.webImg as string)).toBe(false);
  });
});

describe('the English title', () => {
  it('is stored with the banner, answered by the public reads, kept by a form without it and cleared by a blank one', async () => {
    const created = expectValidResponse<Ad>(
      await send('POST', '/api/ads/save', { ...form('Salon bilingue - Inscriptions ouvertes'), titleEn: 'Bilingual fair - Registration open' }, t.auth.admin),
      'createAd',
    );
    expect(created).toMatchObject({ title: 'Salon bilingue - Inscriptions ouvertes', titleEn: 'Bilingual fair - Registration open' });
    const portal = (await get<AdPage>('/api/ads/portal?page=0&size=20', 'listPortalAds')).body.content;
    expect(portal.find((ad) => ad.id === created.id)?.titleEn).toBe('Bilingual fair - Registration open');
    expect((await get<Ad[]>('/api/ads/active', 'listActiveAds')).body.find((ad) => ad.id === created.id)?.titleEn).toBe('Bilingual fair - Registration open');
    expect((await get<Ad>(`/api/ads/${created.id}`, 'getAd')).body.titleEn).toBe('Bilingual fair - Registration open');
    // a banner without one answers null: English pages show the French title
    expect((await get<Ad>(`/api/ads/${ads.current}`, 'getAd')).body.titleEn).toBeNull();

    // the back-office's form without the field keeps it
    const kept = expectValidResponse<Ad>(await send('PUT', `/api/ads/${created.id}`, form('Salon bilingue - Dernières places'), t.auth.admin), 'updateAd');
    expect(kept).toMatchObject({ title: 'Salon bilingue - Dernières places', titleEn: 'Bilingual fair - Registration open' });
    const cleared = expectValidResponse<Ad>(
      await send('PUT', `/api/ads/${created.id}`, { ...form('Salon bilingue - Dernières places'), titleEn: '  ' }, t.auth.admin),
      'updateAd',
    );
    expect(cleared.titleEn).toBeNull();
    const long = await send('POST', '/api/ads/save', { ...form('Titre long'), titleEn: 'x'.repeat(201) }, t.auth.admin);
    expect(long.statusCode).toBe(400);
    expectValidResponse(long, 'createAd');
  });
});

/** The calendar day (yyyy-mm-dd) of an IANA time zone at an instant. */
const dayIn = (timeZone: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

describe("the status on the chamber's calendar day", () => {
  // 26 hours apart: at any instant the chamber east of the date line is one or two days ahead of the one west of it
  const east = 'Etc/GMT-14';
  const west = 'Etc/GMT+12';
  let eastChamber: number;
  let westChamber: number;

  beforeAll(async () => {
    await t.database.exec(`
      INSERT INTO country_amchams (id, country_id, name, time_zone) VALUES (8101, ${FIXTURE.countries.maroc}, 'AmCham Est', '${east}');
      UPDATE country_amchams SET time_zone = '${west}' WHERE id = ${FIXTURE.chambers.france};`);
    eastChamber = 8101;
    westChamber = FIXTURE.chambers.france;
  });

  it('a banner ending the day before the eastern chamber’s day is Expiré there and Actif in the western chamber', async () => {
    const eastDay = dayIn(east, new Date());
    const end = addDays(eastDay, -1);
    await t.database.exec(`
      INSERT INTO ads (id, title, link, permanent, start_date, end_date, country_amcham_id) VALUES
        (8101, 'Est - fin hier', 'https://est.test', false, '${addDays(end, -30)}', '${end}', ${eastChamber}),
        (8102, 'Ouest - même dates', 'https://ouest.test', false, '${addDays(end, -30)}', '${end}', ${westChamber});`);
    expect((await get<Ad>('/api/ads/8101', 'getAd')).body.status).toBe('EXPIRED');
    expect((await get<Ad>('/api/ads/8102', 'getAd')).body.status).toBe('ACTIVE');
    const hero = ids((await get<AdPage>('/api/ads/portal?page=0&size=50', 'listPortalAds')).body.content);
    expect(hero).toContain(8102);
    expect(hero).not.toContain(8101);
  });

  it('a banner starting on the eastern chamber’s day is Actif there and En attente in the western chamber', async () => {
    const start = dayIn(east, new Date());
    await t.database.exec(`
      INSERT INTO ads (id, title, link, permanent, start_date, end_date, country_amcham_id) VALUES
        (8103, 'Est - commence', 'https://est.test', false, '${start}', '${addDays(start, 10)}', ${eastChamber}),
        (8104, 'Ouest - commence', 'https://ouest.test', false, '${start}', '${addDays(start, 10)}', ${westChamber});`);
    const list = (await get<Ad[]>(`/api/ads/all?countryAmchamId=${eastChamber}`, 'listAllAds', t.auth.networkAdmin)).body;
    expect(list.find((ad) => ad.id === 8103)?.status).toBe('ACTIVE');
    expect((await get<Ad>('/api/ads/8104', 'getAd')).body.status).toBe('PENDING');
  });

  it('at the turn of the day the repository moves a UTC+1 chamber’s banner to its next day an hour before a UTC one', async () => {
    await t.database.exec(`
      UPDATE country_amchams SET time_zone = 'Africa/Douala' WHERE id = ${eastChamber};
      INSERT INTO ads (id, title, link, permanent, start_date, end_date, country_amcham_id) VALUES
        (8105, 'Douala - fin', 'https://douala.test', false, '2026-11-01', '2026-11-24', ${eastChamber}),
        (8106, 'Réseau - fin', 'https://reseau.test', false, '2026-11-01', '2026-11-24', NULL);`);
    const before = new Date('2026-11-24T22:59:59Z');
    const after = new Date('2026-11-24T23:00:00Z');
    expect((await t.ctx.repositories.ads.find(8105, before))?.today).toBe('2026-11-24');
    expect((await t.ctx.repositories.ads.find(8105, after))?.today).toBe('2026-11-25');
    expect((await t.ctx.repositories.ads.find(8106, after))?.today).toBe('2026-11-24');
    expect((await t.ctx.repositories.ads.find(8106, new Date('2026-11-25T00:00:00Z')))?.today).toBe('2026-11-25');
    const shown = async (at: Date) => (await t.ctx.repositories.ads.list({ shownAt: at }, at)).map((ad) => ad.id);
    expect(await shown(before)).toEqual(expect.arrayContaining([8105, 8106]));
    expect(await shown(after)).not.toContain(8105);
    expect(await shown(after)).toContain(8106);
  });
});

describe('the back-office banner lists', () => {
  it('gives the network administrator naming a chamber that chamber’s banners and the network-wide ones, marked by a null chamber', async () => {
    const created = expectValidResponse<Ad>(await send('POST', '/api/ads/save', form('Réseau - Commun à tous'), t.auth.networkAdmin), 'createAd');
    const list = (await get<Ad[]>(`/api/ads/all?countryAmchamId=${FIXTURE.chambers.senegal}`, 'listAllAds', t.auth.networkAdmin)).body;
    expect(list.find((ad) => ad.id === created.id)?.countryAmchamId).toBeNull();
    expect(list.filter((ad) => ad.countryAmchamId !== null).every((ad) => ad.countryAmchamId === FIXTURE.chambers.senegal)).toBe(true);
    const search = (await get<AdPage>(`/api/ads/search?countryAmchamId=${FIXTURE.chambers.senegal}&title=commun`, 'searchAds', t.auth.networkAdmin)).body;
    expect(ids(search.content)).toEqual([created.id]);
    // a chamber administrator never sees them
    for (const headers of [t.auth.admin, t.auth.otherAdmin]) {
      expect(ids((await get<Ad[]>('/api/ads/all', 'listAllAds', headers)).body)).not.toContain(created.id);
    }
  });

  it('answers each banner’s clicks in the list and in the single read', async () => {
    const before = (await get<Ad[]>('/api/ads/all', 'listAllAds', t.auth.admin)).body.find((ad) => ad.id === ads.current)?.clicks ?? -1;
    expect((await t.app.inject({ method: 'POST', url: `/api/ads/${ads.current}/clicks` })).statusCode).toBe(204);
    expect((await get<Ad[]>('/api/ads/all', 'listAllAds', t.auth.admin)).body.find((ad) => ad.id === ads.current)?.clicks).toBe(before + 1);
    expect((await get<Ad>(`/api/ads/${ads.current}`, 'getAd')).body.clicks).toBe(before + 1);
  });

  it("answers 413 'Fichier trop volumineux' for a 6 MB image and 415 'Type de fichier non supporté' for a text file", { tags: ['uploads'] }, async () => {
    const big = { filename: 'grande.png', contentType: 'image/png', data: Buffer.alloc(6 * 1024 * 1024, 1) };
    const tooLarge = await send('POST', '/api/ads/save', { ...form('Trop grande'), webImg: big }, t.auth.admin);
    expect(tooLarge.statusCode).toBe(413);
    expect(expectValidResponse(tooLarge, 'createAd')).toMatchObject({ message: 'Fichier trop volumineux' });
    const text = { filename: 'notes.txt', contentType: 'text/plain', data: Buffer.from('pas une image') };
    const wrongType = await send('POST', '/api/ads/save', { ...form('Pas une image'), mobileImg: text }, t.auth.admin);
    expect(wrongType.statusCode).toBe(415);
    expect(expectValidResponse(wrongType, 'createAd')).toMatchObject({ message: 'Type de fichier non supporté' });
    expect(ids((await get<Ad[]>('/api/ads/all', 'listAllAds', t.auth.admin)).body).length).toBeGreaterThan(0);
  });
});
