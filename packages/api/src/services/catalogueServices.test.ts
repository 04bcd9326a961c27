import { describe, expect, it } from 'vitest';
import { errorBody, json, target, type SeenRequest } from '../testing/fakeFetch';
import { createTestClient } from '../testing/testClient';

async function formOf(request: SeenRequest | undefined): Promise<FormData> {
  if (request === undefined) throw new Error('no request was sent');
  return new Response(request.body, { headers: { 'Content-Type': request.headers.get('Content-Type') ?? '' } }).formData();
}

describe('ratings (spec public §5)', () => {
  describe('given a blank first name', () => {
    it("sends 'Anonyme' and trims the other fields", async () => {
      const { api, seen } = createTestClient(() => json({ id: 1 }, 201));
      await api.ratings.create({ firstName: '   ', lastName: ' Koné ', score: 4, comment: '  Très bon accueil ', companyId: 12 });
      expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ firstName: 'Anonyme', lastName: 'Koné', score: 4, comment: 'Très bon accueil', companyId: 12 });
    });
  });
  it('lists the ratings of a company', async () => {
    const { api, seen } = createTestClient(() => json([]));
    await api.ratings.listByCompany(12);
    expect(target(seen[0])).toBe('/api/ratings/company/12');
  });
});

describe('banners (spec admin §7, §8)', () => {
  it('searches with the trimmed title and the permanent flag, pages of 10', async () => {
    const { api, seen } = createTestClient(() => json({ content: [] }));
    await api.ads.search({ title: ' Promo ', permanent: false });
    expect(target(seen[0])).toBe('/api/ads/search?page=0&size=10&title=Promo&permanent=false');
  });
  describe('given a permanent banner', () => {
    it('saves without an end date (spec admin §5), with both images as files', async () => {
      const { api, seen } = createTestClient(() => json({ id: 1 }, 201));
      await api.ads.create({
        title: ' Salon ',
        link: 'https://salon.ci',
        startDate: '01-12-2026',
        endDate: '31-12-2026',
        permanent: true,
        webImg: new File(['w'], 'web.png', { type: 'image/png' }),
        mobileImg: new File(['m'], 'mobile.png', { type: 'image/png' }),
      });
      const form = await formOf(seen[0]);
      expect(target(seen[0])).toBe('/api/ads/save');
      expect(form.get('title')).toBe('Salon');
      expect(form.get('permanent')).toBe('true');
      expect(form.has('endDate')).toBe(false);
      expect((form.get('webImg') as File).name).toBe('web.png');
      expect((form.get('mobileImg') as File).name).toBe('mobile.png');
    });
  });
  it('sends the trimmed English title, a blank one as an empty part (cleared) and none when absent (kept)', async () => {
    const { api, seen } = createTestClient(() => json({ id: 1 }));
    const banner = { title: 'Salon', link: 'https://salon.ci', startDate: '01-12-2026', permanent: true };
    await api.ads.update(3, { ...banner, titleEn: ' Fair ' });
    await api.ads.update(3, { ...banner, titleEn: '  ' });
    await api.ads.update(3, banner);
    const forms = await Promise.all(seen.map(formOf));
    expect(forms.map((form) => form.get('titleEn'))).toEqual(['Fair', '', null]);
  });
  it('words a refused file with the banner catalogue when the service names no rule', async () => {
    const { api } = createTestClient(() => errorBody(415, '', 'Unsupported Media Type'));
    expect((await api.ads.update(3, { title: 'x', link: 'https://x.ci', startDate: '01-01-2027', permanent: true })).error?.message).toBe(
      'Type de fichier non supporté',
    );
  });
});

describe('announcements (spec admin §7, §8)', () => {
  it('lists upcoming announcements by pages of 10 with category and trimmed title when chosen', async () => {
    const { api, seen } = createTestClient(() => json({ content: [] }));
    await api.events.listUpcoming();
    await api.events.listUpcoming({ page: 1, categoryId: 3, title: ' forum ' });
    expect(seen.map(target)).toEqual(['/api/events/upcoming?page=0&size=10', '/api/events/upcoming?page=1&size=10&categoryId=3&title=forum']);
  });
  it('saves trimmed text values and the image file', async () => {
    const { api, seen } = createTestClient(() => json({ id: 1 }, 201));
    await api.events.create({
      title: ' Forum ',
      description: ' Le forum annuel ',
      startDate: '10-12-2026',
      endDate: '11-12-2026',
      startTime: '09:00',
      endTime: '17:00',
      address: ' Abidjan ',
      categoryId: 1,
      imageFile: new File(['i'], 'forum.jpg', { type: 'image/jpeg' }),
    });
    const form = await formOf(seen[0]);
    expect([form.get('title'), form.get('description'), form.get('address'), form.get('categoryId')]).toEqual(['Forum', 'Le forum annuel', 'Abidjan', '1']);
    expect((form.get('imageFile') as File).name).toBe('forum.jpg');
  });
  it('sends the trimmed English title, a blank one as an empty part (cleared) and none when absent (kept)', async () => {
    const { api, seen } = createTestClient(() => json({ id: 1 }));
    const announcement = {
      title: 'Forum',
      description: 'Le forum annuel',
      startDate: '10-12-2026',
      endDate: '11-12-2026',
      startTime: '09:00',
      endTime: '17:00',
      address: 'Abidjan',
      categoryId: 1,
    };
    await api.events.create({ ...announcement, titleEn: ' Forum week ' });
    await api.events.update(4, { ...announcement, titleEn: '' });
    await api.events.update(4, announcement);
    const forms = await Promise.all(seen.map(formOf));
    expect(forms.map((form) => form.get('titleEn'))).toEqual(['Forum week', '', null]);
  });
  it('words a 413 with the announcement catalogue when the service names no rule, and shows the rule it names', async () => {
    const answers = [errorBody(413, '', 'Payload Too Large'), errorBody(413, 'Image trop grande : 40 mégapixels au plus', 'Payload Too Large')];
    const { api } = createTestClient(() => answers.shift() ?? json({}));
    expect((await api.events.remove(1)).error?.message).toBe('Fichier image trop volumineux');
    expect((await api.events.remove(1)).error?.message).toBe('Image trop grande : 40 mégapixels au plus');
  });
});

describe('sectors (spec admin §7, §9)', () => {
  describe('given the interface in French', () => {
    it('searches the French name, pages of 10 from index 0', async () => {
      const { api, seen } = createTestClient(() => json({ content: [] }));
      await api.sectors.list({ search: ' santé ' });
      expect(target(seen[0])).toBe('/api/sectors?page=0&size=10&nameFr=sant%C3%A9');
    });
  });
  describe('given the interface in English', () => {
    it('searches the English name', async () => {
      const { api, seen } = createTestClient(() => json({ content: [] }), { language: 'en' });
      await api.sectors.list({ page: 2, search: 'health' });
      expect(target(seen[0])).toBe('/api/sectors?page=2&size=10&nameEn=health');
    });
  });
  it('sends no name filter for a blank search', async () => {
    const { api, seen } = createTestClient(() => json({ content: [] }));
    await api.sectors.list({ search: '  ' });
    expect(target(seen[0])).toBe('/api/sectors?page=0&size=10');
  });
  it('trims both names before saving (spec admin §5)', async () => {
    const { api, seen } = createTestClient(() => json({ id: 9, nameFr: 'Mines', nameEn: 'Mining' }, 201));
    await api.sectors.create({ nameFr: ' Mines ', nameEn: ' Mining ' });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ nameFr: 'Mines', nameEn: 'Mining' });
  });
  it('words a 409 with the sector catalogue', async () => {
    const { api } = createTestClient(() => errorBody(409, 'dup', 'Conflict'));
    expect((await api.sectors.update(1, { nameFr: 'a', nameEn: 'b' })).error?.message).toBe('Une ressource avec ce nom existe déjà');
  });
  it('counts the sectors', async () => {
    const { api, seen } = createTestClient(() => json(14));
    expect(await api.sectors.count()).toEqual({ data: 14 });
    expect(target(seen[0])).toBe('/api/sectors/total/kpi');
  });
});

describe('categories (DESIGN.md: stored by the server)', () => {
  it('trims both names and words a 409 with the shared sector catalogue', async () => {
    const { api, seen } = createTestClient(() => errorBody(409, 'dup', 'Conflict'), { language: 'en' });
    const result = await api.categories.create({ nameFr: ' Atelier ', nameEn: ' Workshop ' });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ nameFr: 'Atelier', nameEn: 'Workshop' });
    expect(result.error?.message).toBe('A resource with this name already exists');
  });
});

describe('country chambers (spec admin §7, §8)', () => {
  it('reads the content array of the list', async () => {
    const chamber = {
      id: 1,
      countryId: 1,
      countryName: "Côte d'Ivoire",
      countryIcon: '🇨🇮',
      name: 'AmCham CI',
      address: 'Abidjan',
      telephone: '+225',
      email: 'a@b.ci',
      website: null,
      logo: null,
    };
    const { api } = createTestClient(() => json({ content: [chamber] }));
    expect(await api.countryAmchams.list()).toEqual({ data: [chamber] });
  });
  describe('given a search query (DESIGN.md: the search box filters)', () => {
    it('searches with the trimmed query', async () => {
      const { api, seen } = createTestClient(() => json({ content: [] }));
      await api.countryAmchams.search(' sénégal ');
      expect(target(seen[0])).toBe('/api/country-amchams/search?query=s%C3%A9n%C3%A9gal');
    });
  });
  describe('given a blank search query', () => {
    it('lists every chamber', async () => {
      const { api, seen } = createTestClient(() => json({ content: [] }));
      await api.countryAmchams.search('  ');
      expect(target(seen[0])).toBe('/api/country-amchams');
    });
  });
  it("adds ' - Veuillez vous reconnecter.' to a 403", async () => {
    const { api } = createTestClient(() => errorBody(403, 'no', 'Forbidden'), { tokens: { token: 'a', refreshToken: 'r' } });
    expect((await api.countryAmchams.remove(2)).error?.message).toBe('Accès interdit - Authentification requise - Veuillez vous reconnecter.');
  });
  it("words a network failure as 'Erreur: {message}'", async () => {
    const { api } = createTestClient(() => {
      throw new TypeError('Failed to fetch');
    });
    expect((await api.countryAmchams.get(2)).error).toEqual({ message: 'Erreur: Failed to fetch', status: 0, error: 'Failed to fetch' });
  });
  it('saves the multipart form with the website left out when blank', async () => {
    const { api, seen } = createTestClient(() => json({ id: 3 }, 201));
    await api.countryAmchams.create({ countryId: 4, name: ' AmCham SN ', address: 'Dakar', telephone: '+221 33 000 00 00', email: 'c@sn.org', website: ' ' });
    const form = await formOf(seen[0]);
    expect(form.get('name')).toBe('AmCham SN');
    expect(form.get('countryId')).toBe('4');
    expect(form.has('website')).toBe(false);
  });
});

describe('partners (spec public §8)', () => {
  it("words a 404 as 'Partenaire non trouvé' and other statuses with the partners' load message", async () => {
    const answers = [errorBody(404, 'x', 'Not Found'), errorBody(502, 'x', 'Bad Gateway')];
    const { api } = createTestClient(() => answers.shift() ?? json([]));
    expect((await api.partners.get(1)).error?.message).toBe('Partenaire non trouvé');
    expect((await api.partners.list()).error?.message).toBe('Erreur 502: Impossible de charger les partenaires');
  });
  it('saves name, link and logo file as multipart', async () => {
    const { api, seen } = createTestClient(() => json({ id: 1 }, 201));
    await api.partners.create({ name: ' USAID ', link: 'https://usaid.gov', logoFile: new File(['l'], 'usaid.png', { type: 'image/png' }) });
    const form = await formOf(seen[0]);
    expect([form.get('name'), form.get('link'), (form.get('logoFile') as File).name]).toEqual(['USAID', 'https://usaid.gov', 'usaid.png']);
  });
});

describe('member statistics (spec public §7: a failure of any statistics call fails the whole load)', () => {
  it('loads the four figures of the company', async () => {
    const { api, seen } = createTestClient((r) => {
      if (r.url.pathname.endsWith('/weekly-daily')) return json([{ date: '2026-11-21', count: 4 }]);
      if (r.url.pathname.startsWith('/api/companies/views/')) return json({ total: 40, weeklyEvolution: 12.5 });
      if (r.url.pathname.startsWith('/api/companies/contacts/total/')) return json({ total: 9, weeklyEvolution: -3 });
      return json({ today: 1, lastWeek: 3, lastMonth: 7, currentYear: 9 });
    });
    const result = await api.statistics.memberStatistics(12);
    expect(result.data).toEqual({
      dailyViews: [{ date: '2026-11-21', count: 4 }],
      views: { total: 40, weeklyEvolution: 12.5 },
      contacts: { total: 9, weeklyEvolution: -3 },
      contactTimeline: { today: 1, lastWeek: 3, lastMonth: 7, currentYear: 9 },
    });
    expect(seen.map(target).sort()).toEqual([
      '/api/companies/contacts/12/circular-stats',
      '/api/companies/contacts/total/12',
      '/api/companies/views/company/12',
      '/api/companies/views/company/12/weekly-daily',
    ]);
  });
  it('fails the whole load with the statistics catalogue when one call fails', async () => {
    const { api } = createTestClient((r) =>
      r.url.pathname.startsWith('/api/companies/contacts/total/') ? errorBody(404, 'x', 'Not Found') : json({ total: 1, weeklyEvolution: 0 }),
    );
    expect((await api.statistics.memberStatistics(12)).error).toEqual({
      message: 'Statistiques non trouvées pour cette entreprise',
      status: 404,
      error: 'Not Found',
    });
  });
});

describe('admin statistics (spec admin §2, §8)', () => {
  it('keeps the top 6 popular searches', async () => {
    const rows = Array.from({ length: 8 }, (_, i) => ({ sectorName: `S${i}`, sectorNameEn: `S${i}`, searchNumber: 10 - i }));
    const { api } = createTestClient(() => json(rows));
    expect((await api.statistics.popularSearches({ days: 30 })).data?.map((r) => r.sectorName)).toEqual(['S0', 'S1', 'S2', 'S3', 'S4', 'S5']);
  });
  it('words failures with the KPI catalogue', async () => {
    const { api } = createTestClient(() => errorBody(503, 'x', 'Service Unavailable'));
    expect((await api.statistics.dailyVisits({ days: 7 })).error?.message).toBe('Erreur 503: Impossible de charger les données');
  });
  it('asks for the period and the chamber, the whole network when there is no chamber, and no period for the members by sector', async () => {
    const { api, seen } = createTestClient(() => json([]));
    await api.statistics.dailyVisits({ days: 90, countryAmchamId: 3 });
    await api.statistics.popularSearches({ days: 7, countryAmchamId: null });
    await api.statistics.topAdClicks({ days: 30 });
    await api.statistics.summary({ days: 30, countryAmchamId: 2 });
    await api.statistics.companiesBySector(2);
    await api.statistics.companiesBySector(null);
    expect(seen.map(target)).toEqual([
      '/api/companies/daily-visit?days=90&countryAmchamId=3',
      '/api/companies/search/popular?days=7',
      '/api/ads/kpi/top6?days=30',
      '/api/statistics/summary?days=30&countryAmchamId=2',
      '/api/companies/companies-by-sector/kpi?countryAmchamId=2',
      '/api/companies/companies-by-sector/kpi',
    ]);
  });
});

describe('tracking (DESIGN.md: events that feed the statistics)', () => {
  it('posts views, contacts by channel, ad clicks and visits', async () => {
    const { api, seen } = createTestClient(() => new Response(null, { status: 204 }));
    await api.tracking.companyView(12);
    await api.tracking.companyContact(12, 'phone');
    await api.tracking.adClick(4);
    await api.tracking.visit('/membres');
    expect(seen.map((r) => `${r.method} ${target(r)} ${r.body}`)).toEqual([
      'POST /api/companies/12/views ',
      'POST /api/companies/12/contacts {"channel":"phone"}',
      'POST /api/ads/4/clicks ',
      'POST /api/visits {"path":"/membres"}',
    ]);
  });
});

describe('current user', () => {
  it('asks /api/v1/user/me with the bearer token', async () => {
    const { api, seen } = createTestClient(() => json({ id: 3, email: 'a@b.ci', profil: 'MEMBER', companyId: 12, countryAmchamId: null }), {
      tokens: { token: 'a', refreshToken: 'r' },
    });
    expect((await api.users.me()).data?.companyId).toBe(12);
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer a');
  });
});
