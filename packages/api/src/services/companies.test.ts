import { describe, expect, it } from 'vitest';
import { errorBody, json, target } from '../testing/fakeFetch';
import { createTestClient } from '../testing/testClient';

const page = { content: [], totalElements: 0, totalPages: 0, last: true, number: 0, size: 9 };

describe('members page search (spec public §2.4, §5, §7)', () => {
  describe('given a keyword with spaces around it', () => {
    it('sends it trimmed, with page 0 and pages of 9', async () => {
      const { api, seen } = createTestClient(() => json(page));
      await api.companies.search({ keyword: '  société  ' });
      expect(seen[0]?.url.pathname).toBe('/api/companies/search');
      expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({ page: '0', size: '9', keyword: 'société' });
    });
  });
  describe('given a blank keyword and nothing selected', () => {
    it('sends neither keyword nor ids', async () => {
      const { api, seen } = createTestClient(() => json(page));
      await api.companies.search({ keyword: '   ', sectorId: null, countryId: '' });
      expect(target(seen[0])).toBe('/api/companies/search?page=0&size=9');
    });
  });
  describe('given a sector and a country selected', () => {
    it('sends both ids', async () => {
      const { api, seen } = createTestClient(() => json(page));
      await api.companies.search({ sectorId: 2, countryId: '4' }, 3);
      expect(target(seen[0])).toBe('/api/companies/search?page=3&size=9&sectorId=2&countryId=4');
    });
  });
  describe('given several sectors (an embed offering a subset of them)', () => {
    it('sends each id as its own sectorIds, duplicates once', async () => {
      const { api, seen } = createTestClient(() => json(page));
      await api.companies.search({ sectorIds: [5, '2', 5, ''] }, 0, 12, 'embed');
      expect(target(seen[0])).toBe('/api/companies/search?page=0&size=12&sectorIds=5&sectorIds=2&source=embed');
    });
  });
  describe('when the search fails', () => {
    it('gives the home catalogue message in the current language', async () => {
      const { api, setLanguage } = createTestClient(() => errorBody(500, 'boom', 'Internal Server Error'));
      expect((await api.companies.search({})).error).toEqual({ message: 'Erreur interne du serveur', status: 500, error: 'Internal Server Error' });
      setLanguage('en');
      expect((await api.companies.search({})).error?.message).toBe('Internal server error');
    });
  });
});

describe('chamber members (admin members screen)', () => {
  it('asks the default chamber 1, page 0, pages of 10 when nothing is given', async () => {
    const { api, seen } = createTestClient(() => json(page));
    await api.companies.listByCountryAmcham();
    expect(target(seen[0])).toBe('/api/companies/country-amcham/1?page=0&size=10');
  });
  it('sends the status filter as status, not as sector (DESIGN.md), and the trimmed name', async () => {
    const { api, seen } = createTestClient(() => json(page));
    await api.companies.listByCountryAmcham({ countryAmchamId: 3, page: 2, name: ' Acme ', status: 'INACTIVE' });
    expect(target(seen[0])).toBe('/api/companies/country-amcham/3?page=2&size=10&name=Acme&status=INACTIVE');
  });
});

describe('similar members (spec public §2.5: up to 3)', () => {
  it('keeps at most 3', async () => {
    const { api } = createTestClient(() => json([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]));
    const result = await api.companies.similar(9);
    expect(result.data?.map((c) => c.id)).toEqual([1, 2, 3]);
  });
});

describe('opening hours save (spec public §6: bearer token read from storage)', () => {
  it('sends {schedules} with the bearer token', async () => {
    const { api, seen } = createTestClient(() => json([]), { tokens: { token: 'member-access', refreshToken: 'r' } });
    const schedules = [{ dayOfWeek: 'MONDAY' as const, closed: false, openingTime: '09:00', closingTime: '18:00' }];
    await api.companies.updateSchedules(12, schedules);
    expect(seen[0]?.method).toBe('PUT');
    expect(target(seen[0])).toBe('/api/companies/12/schedules');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer member-access');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ schedules });
  });
});

describe('company profile save (multipart, spec public §3)', () => {
  it('sends text fields as text, the logo and the added photos as files, and the removed photos by name', async () => {
    let form: FormData | undefined;
    const { api, seen } = createTestClient(async (r) => {
      form = await new Response(r.body, { headers: { 'Content-Type': r.headers.get('Content-Type') ?? '' } }).formData();
      return json({ id: 12 });
    });
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await api.companies.update(12, {
      name: 'Acme CI',
      sectorId: 2,
      country: 4,
      lat: 5.35,
      webLink: null,
      logoFile: logo,
      pictures: [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })],
      removedPictures: ['old-1.webp'],
    });
    expect(seen[0]?.method).toBe('PUT');
    expect(seen[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(form?.get('name')).toBe('Acme CI');
    expect(form?.get('sectorId')).toBe('2');
    expect(form?.get('country')).toBe('4');
    expect(form?.get('lat')).toBe('5.35');
    expect(form?.has('webLink')).toBe(false);
    expect((form?.get('logoFile') as File).name).toBe('logo.png');
    expect(form?.getAll('pictures').map((p) => (p as File).name)).toEqual(['a.jpg', 'b.jpg']);
    expect(form?.getAll('removedPictures')).toEqual(['old-1.webp']);
  });
  it("shows the server's 400 message, and the company catalogue's 409 and 413", async () => {
    const answers = [
      errorBody(400, 'La description doit contenir entre 50 et 500 caractères', 'Bad Request'),
      errorBody(409, 'duplicate', 'Conflict'),
      errorBody(413, '', 'Payload Too Large'),
    ];
    const { api } = createTestClient(() => answers.shift() ?? json({}));
    expect((await api.companies.update(1, { name: 'X' })).error?.message).toBe('La description doit contenir entre 50 et 500 caractères');
    expect((await api.companies.update(1, { name: 'X' })).error?.message).toBe('Une entreprise avec ce nom existe déjà');
    expect((await api.companies.update(1, { name: 'X' })).error?.message).toBe('Fichier trop volumineux');
  });
});

describe('member status (DESIGN.md: persisted)', () => {
  it('patches {status}', async () => {
    const { api, seen } = createTestClient(() => json({ id: 5, status: 'INACTIVE' }));
    await api.companies.updateStatus(5, 'INACTIVE');
    expect(seen[0]?.method).toBe('PATCH');
    expect(target(seen[0])).toBe('/api/companies/5/status');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ status: 'INACTIVE' });
  });
});

describe('company delete', () => {
  it('gives undefined data on 204', async () => {
    const { api, seen } = createTestClient(() => new Response(null, { status: 204 }));
    expect(await api.companies.remove(5)).toEqual({ data: undefined });
    expect(seen[0]?.method).toBe('DELETE');
  });
});
