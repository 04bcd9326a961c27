// The back-office's calls on a chamber's members: the summary cards' figures, the CSV
// export and import, and the invitation of a company's representative.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import type { Schemas } from './types.js';

type Report = Schemas['MemberImportReport'];
const { companies, chambers, users } = FIXTURE;
const BOM = '\uFEFF';
const DESCRIPTION = 'Nous accompagnons les entreprises membres dans leurs projets de conseil depuis 2001.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function exportCsv(chamber: number, query = '', headers: Record<string, string> = t.auth.admin) {
  return t.app.inject({ method: 'GET', url: `/api/companies/country-amcham/${chamber}/export${query ? `?${query}` : ''}`, headers });
}
function importCsv(chamber: number, csv: string, options: { dryRun?: boolean; language?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/companies/country-amcham/${chamber}/import${options.dryRun ? '?dryRun=true' : ''}`,
    headers: {
      ...(options.headers ?? t.auth.admin),
      'content-type': 'text/csv; charset=utf-8',
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: csv,
  });
}
/** The export's text (the contract declares no JSON body for it: checked for its status only). */
async function exported(chamber: number, query = '', headers?: Record<string, string>): Promise<string> {
  const res = await exportCsv(chamber, query, headers);
  expect(res.statusCode, res.body).toBe(200);
  expectValidResponse(res, 'exportChamberMembers');
  return res.body;
}
const rowsOf = (csv: string, delimiter = ';') => parse(csv, { bom: true, delimiter }) as string[][];
const toCsv = (rows: string[][], delimiter = ';') => stringify(rows, { delimiter });
async function imported(chamber: number, csv: string, options: Parameters<typeof importCsv>[2] = {}): Promise<Report> {
  const res = await importCsv(chamber, csv, options);
  expect(res.statusCode, res.body).toBe(200);
  return expectValidResponse<Report>(res, 'importChamberMembers');
}

describe('GET /api/companies/country-amcham/{id}/summary', () => {
  it('counts the members by status, those created this month, and the views and searches of the last 7 days against the 7 before', async () => {
    // known events at times well inside each window, whatever the time of day
    const day = 86_400_000;
    const now = Date.now();
    const current = new Date(now - 2 * day);
    const previous = new Date(now - 9 * day);
    // the figures read the daily counters of migration 0006: clear them with the events
    await t.database.exec(`DELETE FROM company_views; DELETE FROM searches; DELETE FROM statistic_daily WHERE kind IN ('VIEW', 'SEARCH');`);
    const views: [number, Date][] = [
      ...Array.from({ length: 4 }, () => [companies.societeGenerale, current] as [number, Date]),
      ...Array.from({ length: 2 }, () => [companies.pharmaciePlateau, current] as [number, Date]),
      ...Array.from({ length: 4 }, () => [companies.techIvoire, previous] as [number, Date]),
      // another chamber's member: not this chamber's figure
      ...Array.from({ length: 5 }, () => [companies.cliniqueSante, current] as [number, Date]),
    ];
    for (const [companyId, at] of views) await t.database.query('INSERT INTO company_views (company_id, at) VALUES ($1, $2)', [companyId, at]);
    // as the search recorder writes them: chamber_ids are the chambers whose members the first page showed
    const searches: [string | null, number | null, number[] | null, Date][] = [
      // filtered on the chamber's country
      [null, FIXTURE.countries.coteDIvoire, null, current],
      ['conseil', FIXTURE.countries.coteDIvoire, [chambers.coteDIvoire], current],
      // its first page showed one of the chamber's members
      ['TECH IVOIRE', null, [chambers.coteDIvoire], current],
      ['société générale', null, [chambers.coteDIvoire, chambers.senegal], current],
      // another chamber's member, a keyword matching nobody
      ['clinique', null, [chambers.senegal], current],
      ['boulangerie', null, null, current],
      [null, FIXTURE.countries.coteDIvoire, null, previous],
      ['tech', null, [chambers.coteDIvoire], previous],
    ];
    for (const [keyword, countryId, chamberIds, at] of searches)
      await t.database.query('INSERT INTO searches (keyword, country_id, chamber_ids, at) VALUES ($1, $2, $3, $4)', [keyword, countryId, chamberIds, at]);
    // created this month: one member; the others before it
    const monthStart = new Date(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1));
    await t.database.query('UPDATE companies SET created_at = $1 WHERE country_amcham_id = $2', [new Date(monthStart.getTime() - day), chambers.coteDIvoire]);
    await t.database.query('UPDATE companies SET created_at = $1 WHERE id = $2', [
      new Date(Math.min(monthStart.getTime() + 1000, now)),
      companies.pharmaciePlateau,
    ]);

    for (const headers of [t.auth.admin, t.auth.networkAdmin]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/companies/country-amcham/${chambers.coteDIvoire}/summary`, headers });
      expect(expectValidResponse(res, 'getChamberMemberSummary')).toEqual({
        active: 2,
        inactive: 0,
        pending: 1,
        newThisMonth: 1,
        // 6 views against 4: +50 %
        views: { total: 6, weeklyEvolution: 50 },
        // 4 searches against 2: +100 %
        searches: { total: 4, weeklyEvolution: 100 },
      });
    }
    const senegal = await t.app.inject({ method: 'GET', url: `/api/companies/country-amcham/${chambers.senegal}/summary`, headers: t.auth.otherAdmin });
    expect(expectValidResponse(senegal, 'getChamberMemberSummary')).toMatchObject({
      active: 2,
      inactive: 1,
      pending: 0,
      views: { total: 5, weeklyEvolution: 100 },
    });
  });

  it("answers 404 for an unknown chamber and 403 for another chamber's administrator", async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/companies/country-amcham/999/summary', headers: t.auth.networkAdmin });
    expect(unknown.statusCode).toBe(404);
    expectValidResponse(unknown, 'getChamberMemberSummary');
    const other = await t.app.inject({ method: 'GET', url: `/api/companies/country-amcham/${chambers.coteDIvoire}/summary`, headers: t.auth.otherAdmin });
    expect(other.statusCode).toBe(403);
    expectValidResponse(other, 'getChamberMemberSummary');
  });
});

describe('GET /api/companies/country-amcham/{id}/export', () => {
  it('writes the members in French by default: byte order mark, ";", French column names, by name, every status', async () => {
    const res = await exportCsv(chambers.coteDIvoire);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="membres-amcham-cote-d-ivoire.csv"');
    expect(res.body.startsWith(BOM)).toBe(true);
    const [header, ...rows] = rowsOf(res.body);
    expect(header).toEqual([
      'id',
      'nom',
      'statut',
      'secteur',
      'pays',
      'description',
      'adresse',
      'ville',
      'téléphone',
      'e-mail',
      'site web',
      'vidéo',
      'latitude',
      'longitude',
      'logo',
      'date de création',
    ]);
    expect(rows.map((row) => row[1])).toEqual(['Pharmacie du Plateau', 'Société Générale de Conseil', 'Tech Ivoire Solutions']);
    // statuses as the members screen names them
    expect(rows[1]).toMatchObject({ 0: String(companies.societeGenerale), 2: 'Actif', 3: 'Finance', 4: "Côte d'Ivoire", 12: '5.3197', 13: '-4.0164' });
    expect(rows[0]?.[2]).toBe('En attente');
    expect(rows[1]?.[15]).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });

  it('writes English column names, ",", the sector and the status in English, and an English file name with lang=en', async () => {
    const res = await exportCsv(chambers.coteDIvoire, 'lang=en');
    expect(res.headers['content-disposition']).toBe('attachment; filename="members-amcham-cote-d-ivoire.csv"');
    const [header, ...rows] = rowsOf(res.body, ',');
    expect(header?.slice(0, 5)).toEqual(['id', 'name', 'status', 'sector', 'country']);
    expect(rows.find((row) => row[1] === 'Tech Ivoire Solutions')?.slice(2, 4)).toEqual(['Active', 'Technology']);
    expect(rows.find((row) => row[1] === 'Pharmacie du Plateau')?.[2]).toBe('Pending');
  });

  it('follows the list filters: name (accents and case ignored), status and sector', async () => {
    const names = async (query: string) =>
      rowsOf(await exported(chambers.coteDIvoire, query))
        .slice(1)
        .map((row) => row[1]);
    expect(await names('name=SOCIETE')).toEqual(['Société Générale de Conseil']);
    expect(await names('status=PENDING')).toEqual(['Pharmacie du Plateau']);
    expect(await names(`sectorId=${FIXTURE.sectors.technologie}`)).toEqual(['Tech Ivoire Solutions']);
    expect(await names('status=INACTIVE')).toEqual([]);
  });

  it("lets the network administrator export any chamber, and refuses another chamber's administrator (403)", async () => {
    expect(rowsOf(await exported(chambers.senegal, '', t.auth.networkAdmin)).length).toBe(4);
    const res = await exportCsv(chambers.senegal);
    expect(res.statusCode).toBe(403);
    expectValidResponse(res, 'exportChamberMembers');
  });
});

describe('POST /api/companies/country-amcham/{id}/import', () => {
  describe('given the export, edited in a spreadsheet, imported back (round trip)', () => {
    it('creates the new row, updates the edited ones, and the next export is the first but for the edits', async () => {
      const before = await exported(chambers.senegal, '', t.auth.otherAdmin);
      const rows = rowsOf(before);
      const [header, ...members] = rows as [string[], ...string[][]];
      const column = (name: string) => header.indexOf(name);
      const edited = members.map((row) => [...row]);
      const clinique = edited.find((row) => row[1] === 'Clinique Santé Plus') as string[];
      clinique[column('téléphone')] = '+221 33 999 99 99';
      // separators, quotes and a line break inside a field survive the trip
      const ecole = edited.find((row) => row[1] === 'École Numérique de Dakar') as string[];
      ecole[column('description')] = 'Formations au numérique ; cours du soir, "bootcamps"\net ateliers pour les entreprises de Dakar.';
      // either language or the code
      ecole[column('statut')] = 'PENDING';
      clinique[column('statut')] = 'Active';
      // a new member: no id, the sector by its name, no country (the chamber's), a decimal comma
      const added = [
        '',
        'Dakar Logistique',
        'ACTIVE',
        'technologie',
        '',
        DESCRIPTION,
        '3 rue des Docks, Dakar',
        'Dakar',
        '+221 33 800 11 22',
        'contact@dakar-logistique.test',
        'dakar-logistique.test',
        '',
        '14,7',
        '-17,45',
        '',
        '',
      ];
      const csv = toCsv([header, ...edited, added]);

      const dryRun = await imported(chambers.senegal, csv, { dryRun: true, headers: t.auth.otherAdmin });
      expect(dryRun).toEqual({ dryRun: true, applied: false, created: 1, updated: 3, errors: [] });
      // a dry run writes nothing
      expect(await exported(chambers.senegal, '', t.auth.otherAdmin)).toBe(before);

      expect(await imported(chambers.senegal, csv, { headers: t.auth.otherAdmin })).toEqual({
        dryRun: false,
        applied: true,
        created: 1,
        updated: 3,
        errors: [],
      });
      const after = rowsOf(await exported(chambers.senegal, '', t.auth.otherAdmin));
      const [afterHeader, ...afterRows] = after as [string[], ...string[][]];
      expect(afterHeader).toEqual(header);
      const created = afterRows.find((row) => row[1] === 'Dakar Logistique') as string[];
      expect(created).toBeDefined();
      expect(created.slice(2, 14)).toEqual([
        'Actif',
        'Technologie',
        'Sénégal',
        DESCRIPTION,
        '3 rue des Docks, Dakar',
        'Dakar',
        "'+221 33 800 11 22",
        'contact@dakar-logistique.test',
        'dakar-logistique.test',
        '',
        '14.7',
        '-17.45',
      ]);
      // everything else exactly as edited, the new number written as text for a spreadsheet (it starts with +)
      clinique[column('téléphone')] = "'+221 33 999 99 99";
      // the statuses as the French export names them
      clinique[column('statut')] = 'Actif';
      ecole[column('statut')] = 'En attente';
      expect(afterRows.filter((row) => row !== created)).toEqual(edited.sort((a, b) => (a[1] as string).localeCompare(b[1] as string, 'fr')));

      // the public page shows the new number, the search finds the new member
      const page = await t.app.inject({ method: 'GET', url: `/api/companies/${companies.cliniqueSante}` });
      expect(expectValidResponse<Schemas['Company']>(page, 'getCompany').telephone).toBe('+221 33 999 99 99');
      const search = await t.app.inject({ method: 'GET', url: '/api/companies/search?name=logistique' });
      expect(expectValidResponse<Schemas['CompanyPage']>(search, 'searchCompanies').content.map((c) => c.name)).toContain('Dakar Logistique');
    });

    it('writes a text a spreadsheet would run as a formula with an apostrophe first, and reads it back as written', async () => {
      const formula = '=HYPERLINK("http://piege.test";"Cliquez") : une description assez longue pour le formulaire du membre.';
      const quoted = "'@ une ville";
      await t.ctx.transaction(async (repositories) => {
        await repositories.companies.update(companies.cliniqueSante, { description: formula, address: '-1 rue du Port', city: quoted });
      });
      const before = await exported(chambers.senegal, '', t.auth.otherAdmin);
      const [header, ...rows] = rowsOf(before) as [string[], ...string[][]];
      const clinique = rows.find((row) => row[1] === 'Clinique Santé Plus') as string[];
      expect(clinique[header.indexOf('description')]).toBe(`'${formula}`);
      expect(clinique[header.indexOf('adresse')]).toBe("'-1 rue du Port");
      expect(clinique[header.indexOf('ville')]).toBe(`'${quoted}`);
      expect(clinique[header.indexOf('téléphone')]?.startsWith("'+")).toBe(true);
      // numbers stay numbers
      expect(rows.map((row) => row[header.indexOf('longitude')]).filter((lon) => lon?.startsWith('-'))).not.toHaveLength(0);
      // the export imported back unchanged changes nothing
      expect((await imported(chambers.senegal, before, { headers: t.auth.otherAdmin })).errors).toEqual([]);
      expect(await exported(chambers.senegal, '', t.auth.otherAdmin)).toBe(before);
      const page = await t.app.inject({ method: 'GET', url: `/api/companies/${companies.cliniqueSante}` });
      expect(expectValidResponse<Schemas['Company']>(page, 'getCompany')).toMatchObject({ description: formula, address: '-1 rue du Port', city: quoted });
    });

    it('neutralises a formula a spreadsheet splitting on the other separator or a line break would find, and reads it back as written', async () => {
      const description = 'Conseil et audit,=1+1, et ;=cmd|\' /C calc\'!A0; puis\n@SUM(A1:A2) et "+2" : une description assez longue.';
      await t.ctx.transaction(async (repositories) => {
        await repositories.companies.update(companies.ecoleNumerique, { description, city: 'Dakar, -Plateau' });
      });
      for (const [lang, separator] of [
        ['fr', ';'],
        ['en', ','],
      ] as const) {
        const csv = await exported(chambers.senegal, `lang=${lang}`, t.auth.otherAdmin);
        // every way a spreadsheet may cut the file: its separator, the other one, a tab, each line break
        for (const cut of [/;/, /,/, /\t/, /\r\n|\n|\r/]) {
          const cells = csv.replace(/^\uFEFF/, '').split(cut);
          const live = cells.filter((cell) => /^[=+\-@]/.test(cell.replace(/^[\s"]+/, '')) && !/^-?\d+(\.\d+)?$/.test(cell.trim()));
          expect(live, `cut at ${String(cut)} of the ${lang} file`).toEqual([]);
        }
        const [header, ...rows] = rowsOf(csv, separator) as [string[], ...string[][]];
        const ecole = rows.find((row) => row[1] === 'École Numérique de Dakar') as string[];
        expect(ecole[header.indexOf('description')]).toBe(
          "Conseil et audit,'=1+1, et ;'=cmd|' /C calc'!A0; puis\n'@SUM(A1:A2) et \"+2\" : une description assez longue.",
        );
        // the export imported back changes nothing
        expect((await imported(chambers.senegal, csv, { headers: t.auth.otherAdmin })).errors).toEqual([]);
        expect(await exported(chambers.senegal, `lang=${lang}`, t.auth.otherAdmin)).toBe(csv);
      }
      // (waiting for approval since the round trip above: its chamber's administrator reads it)
      const page = await t.app.inject({ method: 'GET', url: `/api/companies/${companies.ecoleNumerique}`, headers: t.auth.otherAdmin });
      expect(expectValidResponse<Schemas['Company']>(page, 'getCompany')).toMatchObject({ description, city: 'Dakar, -Plateau' });
    });

    it('reads the English export (",", English names) the same way', async () => {
      const before = await exported(chambers.france, 'lang=en', t.auth.networkAdmin);
      const [header, ...rows] = rowsOf(before, ',') as [string[], ...string[][]];
      (rows[0] as string[])[header.indexOf('city')] = 'Lyon';
      const report = await imported(chambers.france, toCsv([header, ...rows], ','), { headers: t.auth.networkAdmin });
      expect(report).toMatchObject({ applied: true, created: 0, updated: 1, errors: [] });
      const after = rowsOf(await exported(chambers.france, 'lang=en', t.auth.networkAdmin), ',');
      expect(after).toEqual([header, ...rows]);
    });
  });

  describe('given a file with an invalid row', () => {
    it('writes nothing and reports every error with its line, its column as in the file and a French message', async () => {
      const before = await exported(chambers.coteDIvoire);
      const [header, ...rows] = rowsOf(before) as [string[], ...string[][]];
      const valid = rows.map((row) => [...row]);
      (valid[0] as string[])[header.indexOf('ville')] = 'Yamoussoukro';
      const bad = ['', 'X', 'ACTIVE', 'Agriculture', '', 'Trop court.', 'Abidjan', '', '12', 'pas-un-email', '', '', '95', '', '', ''];
      const otherChamber = [...(rows[1] as string[])];
      otherChamber[0] = String(companies.cliniqueSante);
      otherChamber[1] = 'Nom Libre SARL';
      const taken = [
        '',
        'tech IVOIRE solutions',
        'ACTIVE',
        'Finance',
        '',
        DESCRIPTION,
        '1 rue du Commerce, Abidjan',
        '',
        '+225 01 02 03 04 05',
        'a@b.test',
        '',
        '',
        '',
        '',
        '',
        '',
      ];
      const csv = toCsv([header, ...valid, bad, otherChamber, taken]);
      const report = await imported(chambers.coteDIvoire, csv);
      expect(report).toMatchObject({ dryRun: false, applied: false, created: 2, updated: 3 });
      expect(report.errors).toEqual([
        { line: 5, column: 'nom', message: 'Minimum 2 caractères requis.' },
        { line: 5, column: 'description', message: 'Minimum 50 caractères requis.' },
        { line: 5, column: 'adresse', message: 'Minimum 10 caractères requis.' },
        { line: 5, column: 'téléphone', message: 'Format de téléphone invalide.' },
        { line: 5, column: 'e-mail', message: 'Veuillez saisir une adresse email valide.' },
        { line: 5, column: 'latitude', message: 'La valeur doit être comprise entre -90 et 90.' },
        { line: 5, column: 'secteur', message: 'Secteur inconnu : Agriculture.' },
        // another chamber's member: the words of an id nobody has
        { line: 6, column: 'id', message: `Aucun membre de cette chambre n’a l’identifiant ${companies.cliniqueSante}.` },
        { line: 7, column: 'nom', message: 'Une entreprise avec ce nom existe déjà' },
      ]);
      expect(await exported(chambers.coteDIvoire)).toBe(before);
    });

    it('answers in English to an English caller, and names the line a multi-line record starts on', async () => {
      const csv = 'id,name,description,address,telephone,email,sector\n,"Two\nLines SA",short,,+1,x,Nope\n';
      const report = await imported(chambers.coteDIvoire, csv, { dryRun: true, language: 'en-GB,en;q=0.9' });
      expect(report).toMatchObject({ dryRun: true, applied: false, created: 1, updated: 0 });
      expect(report.errors).toEqual([
        { line: 2, column: 'description', message: 'At least 50 characters required.' },
        { line: 2, column: 'address', message: 'This field is required.' },
        { line: 2, column: 'telephone', message: 'Invalid phone number format.' },
        { line: 2, column: 'email', message: 'Please enter a valid e-mail address.' },
        { line: 2, column: 'sector', message: 'Unknown sector: Nope.' },
      ]);
    });

    it('reports unknown columns, unknown ids, a name twice, a row of the wrong length and an unclosed quote', async () => {
      const header = 'id;nom;couleur\n';
      expect((await imported(chambers.coteDIvoire, `${header}`, { dryRun: true })).errors).toEqual([
        { line: 1, column: 'couleur', message: 'Colonne inconnue.' },
      ]);
      const twice = `id;nom\n${companies.techIvoire};Même Nom\n${companies.societeGenerale};meme nom\n99999;Autre\n${companies.techIvoire};Encore\n;a;b\n`;
      expect((await imported(chambers.coteDIvoire, twice, { dryRun: true })).errors).toEqual([
        { line: 3, column: 'nom', message: 'Ce nom figure déjà à la ligne 2.' },
        { line: 4, column: 'id', message: 'Aucun membre de cette chambre n’a l’identifiant 99999.' },
        { line: 5, column: 'id', message: 'Cet identifiant figure déjà à la ligne 2.' },
        { line: 6, column: null, message: 'La ligne compte 3 champs au lieu de 2.' },
      ]);
      expect((await imported(chambers.coteDIvoire, 'id;nom\n;"Pas fermé\n', { dryRun: true })).errors).toEqual([
        { line: 2, column: null, message: 'Un guillemet ouvert n’est jamais fermé.' },
      ]);
      expect((await imported(chambers.coteDIvoire, '', { dryRun: true })).errors).toEqual([
        { line: 1, column: null, message: 'Le fichier est vide : la première ligne doit nommer les colonnes.' },
      ]);
    });
  });

  describe('given 10,000 new members', () => {
    it('checks them, then imports them in one go', async () => {
      const header = ['nom', 'description', 'adresse', 'téléphone', 'e-mail', 'secteur'];
      const rows = Array.from({ length: 10_000 }, (_, n) => [
        `Membre importé ${n}`,
        DESCRIPTION,
        `${n} avenue du Port, Abidjan`,
        '+225 01 02 03 04 05',
        `m${n}@import.test`,
        'Finance',
      ]);
      const csv = BOM + toCsv([header, ...rows]);
      expect(await imported(chambers.coteDIvoire, csv, { dryRun: true })).toEqual({ dryRun: true, applied: false, created: 10_000, updated: 0, errors: [] });
      expect(await imported(chambers.coteDIvoire, csv)).toEqual({ dryRun: false, applied: true, created: 10_000, updated: 0, errors: [] });
      const [count] = await t.database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM companies WHERE name LIKE 'Membre importé %' AND country_amcham_id = $1 AND status = 'ACTIVE'",
        [chambers.coteDIvoire],
      );
      expect(count?.n).toBe(10_000);
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/companies/country-amcham/${chambers.coteDIvoire}?name=membre importe 9999`,
        headers: t.auth.admin,
      });
      expect(expectValidResponse<Schemas['CompanyPage']>(list, 'listCompaniesByCountryAmcham').content.map((c) => c.name)).toEqual(['Membre importé 9999']);
    });

    it('refuses more than 10,000 rows and a body over 5 MB (413)', async () => {
      const header = 'nom\n';
      const many = await imported(chambers.coteDIvoire, header + Array.from({ length: 10_001 }, (_, n) => `Trop ${n}`).join('\n'), { dryRun: true });
      expect(many.errors).toEqual([{ line: 10_002, column: null, message: 'Au plus 10 000 membres par import.' }]);
      const huge = await importCsv(chambers.coteDIvoire, header + 'x'.repeat(5 * 1024 * 1024), { dryRun: true });
      expect(huge.statusCode).toBe(413);
      expectValidResponse(huge, 'importChamberMembers');
    });
  });

  describe('given a file a spreadsheet saved in another encoding than UTF-8', () => {
    /** Windows-1252 bytes of a text (Latin-1 but for the typographic apostrophe and the euro sign). */
    const windows1252 = (text: string) =>
      Buffer.from(Array.from(text, (char) => (char === '’' ? 0x92 : char === '€' ? 0x80 : (char.codePointAt(0) as number))));
    const rawImport = (chamber: number, body: Buffer, contentType: string, dryRun: boolean, headers: Record<string, string> = t.auth.admin) =>
      t.app.inject({
        method: 'POST',
        url: `/api/companies/country-amcham/${chamber}/import${dryRun ? '?dryRun=true' : ''}`,
        headers: { ...headers, 'content-type': contentType },
        payload: body,
      });
    const frenchExcel = (name: string) =>
      'nom;description;adresse;téléphone;e-mail;secteur;statut\r\n' +
      `${name};Société spécialisée dans l’hôtellerie d’affaires, la restauration et les séminaires à Abidjan.;` +
      `Boulevard de Marseille, Abidjan;+225 27 22 40 11 22;contact@${name.length}.test;Santé;Inactif\r\n`;

    it('reads French Excel’s Windows-1252 CSV with its accents, and stores no replacement character', async () => {
      const name = 'Hôtellerie Générale d’Éburnie';
      const body = windows1252(frenchExcel(name));
      expect(body.includes(Buffer.from('é', 'utf8'))).toBe(false);
      const dryRun = await rawImport(chambers.coteDIvoire, body, 'text/csv', true);
      expect(expectValidResponse<Report>(dryRun, 'importChamberMembers')).toEqual({ dryRun: true, applied: false, created: 1, updated: 0, errors: [] });
      // the content type's charset says it outright: the same
      const declared = await rawImport(chambers.coteDIvoire, body, 'text/csv; charset=windows-1252', false);
      expect(expectValidResponse<Report>(declared, 'importChamberMembers')).toMatchObject({ applied: true, created: 1, errors: [] });
      const [stored] = await t.database.query<{ name: string; description: string; status: string }>(
        'SELECT name, description, status FROM companies WHERE name LIKE $1',
        ['Hôtellerie Générale%'],
      );
      expect(stored).toMatchObject({ name, status: 'INACTIVE' });
      expect(stored?.description).toContain('Société spécialisée dans l’hôtellerie');
      const [damaged] = await t.database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM companies WHERE name || description LIKE '%' || chr(65533) || '%'",
      );
      expect(damaged?.n).toBe(0);
    });

    it('reads UTF-16 with its byte order mark (a spreadsheet’s "Unicode" text)', async () => {
      const body = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(frenchExcel('Société Unicode d’Abidjan'), 'utf16le')]);
      const res = await rawImport(chambers.coteDIvoire, body, 'text/csv', true);
      expect(expectValidResponse<Report>(res, 'importChamberMembers')).toMatchObject({ created: 1, errors: [] });
    });

    it('refuses a text already damaged on its way (U+FFFD) with a message saying so, in the caller’s language, and writes nothing', async () => {
      const damaged = frenchExcel('Soci\uFFFDt\uFFFD Ab\uFFFDm\uFFFDe');
      const report = await imported(chambers.coteDIvoire, `\uFEFF${damaged}`);
      expect(report).toMatchObject({ applied: false, created: 0, updated: 0 });
      expect(report.errors).toEqual([
        {
          line: 2,
          column: null,
          message:
            'Le fichier contient des caractères illisibles (« \uFFFD ») : il a été mal converti. Enregistrez-le au format « CSV UTF-8 » puis importez-le.',
        },
      ]);
      const english = await imported(chambers.coteDIvoire, damaged, { dryRun: true, language: 'en' });
      expect(english.errors[0]?.message).toBe(
        'The file holds unreadable characters (“\uFFFD”): it was converted badly. Save it as “CSV UTF-8” and import it again.',
      );
      const [count] = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM companies WHERE name LIKE 'Soci%t% Ab%'");
      expect(count?.n).toBe(0);
    });
  });

  describe('given a file csv-parse cannot read', () => {
    it('says what is wrong in the caller’s language, never in the parser’s English', async () => {
      const strayQuote = 'id;nom\n;Entreprise "Étoile" SARL\n';
      expect((await imported(chambers.coteDIvoire, strayQuote, { dryRun: true })).errors).toEqual([
        { line: 2, column: null, message: 'Un guillemet apparaît au milieu d’un champ : entourez ce champ de guillemets et doublez ceux qu’il contient ("").' },
      ]);
      const afterClosing = 'id;nom\n;"Étoile" SARL\n';
      expect((await imported(chambers.coteDIvoire, afterClosing, { dryRun: true })).errors).toEqual([
        { line: 2, column: null, message: 'Un champ entre guillemets est suivi d’autre chose que le séparateur : doublez les guillemets qu’il contient ("").' },
      ]);
      expect((await imported(chambers.coteDIvoire, strayQuote, { dryRun: true, language: 'en' })).errors).toEqual([
        { line: 2, column: null, message: 'A quote appears inside a field: put the field in quotes and double the quotes inside it ("").' },
      ]);
    });
  });

  describe('given the id or the name of a company the caller may not see', () => {
    it('says the same of another chamber’s member as of an id nobody has, and nothing of a hidden company’s name (names are unique among public companies only)', async () => {
      const row = (id: string, name: string) => [id, name, DESCRIPTION, '1 rue du Commerce, Abidjan', '+225 01 02 03 04 05', 'a@b.test', 'Finance'].join(';');
      const csv = [
        'id;nom;description;adresse;téléphone;e-mail;secteur',
        // another chamber's member, and an id nobody has
        row(String(companies.banqueAtlantique), 'Nouveau Nom Un'),
        row('99998', 'Nouveau Nom Deux'),
        // the name of another chamber's INACTIVE member (hidden from the public) and of another chamber's public one
        row('', 'banque atlantique FINANCE'),
        row('', 'Clinique Santé Plus'),
      ].join('\n');
      const report = await imported(chambers.coteDIvoire, csv, { dryRun: true });
      expect(report.errors).toEqual([
        { line: 2, column: 'id', message: `Aucun membre de cette chambre n’a l’identifiant ${companies.banqueAtlantique}.` },
        { line: 3, column: 'id', message: 'Aucun membre de cette chambre n’a l’identifiant 99998.' },
        { line: 5, column: 'nom', message: 'Une entreprise avec ce nom existe déjà' },
      ]);
      // the same for the chamber's own administrator and the network administrator: an inactive company's name is free
      const own = await imported(chambers.senegal, `nom\nbanque atlantique FINANCE\n`, { dryRun: true, headers: t.auth.otherAdmin });
      expect(own.errors.filter((error) => error.column === 'nom')).toEqual([]);
      const network = await imported(chambers.coteDIvoire, 'nom\nBanque Atlantique Finance\n', { dryRun: true, headers: t.auth.networkAdmin });
      expect(network.errors.filter((error) => error.column === 'nom')).toEqual([]);
    });
  });

  it('answers 415 for a body that is not CSV', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/companies/country-amcham/${chambers.coteDIvoire}/import`,
      headers: { ...t.auth.admin, 'content-type': 'application/json' },
      payload: '{"nom":"x"}',
    });
    expect(res.statusCode).toBe(415);
    expectValidResponse(res, 'importChamberMembers');
  });
});

describe('POST /api/companies/{id}/invitations', () => {
  const link = (text: string) => /resetToken=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const invite = async (companyId: number, email: string, headers: Record<string, string> = t.auth.admin) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/companies/${companyId}/invitations`, headers, payload: { email } });
    // the mail leaves through the outbox once the invitation has committed
    await t.deliverMails();
    return res;
  };

  it('replaces an account an anonymous sign-up made with the address and nobody confirmed: a squatter never blocks the owner', async () => {
    const squat = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: '10.9.0.7',
      payload: { email: 'dg@tech-ivoire.test', password: 'squatter-42' },
    });
    expect(squat.statusCode).toBe(202);
    const res = await invite(companies.techIvoire, 'dg@tech-ivoire.test');
    expect(res.statusCode).toBe(202);
    expect(expectValidResponse(res, 'inviteCompanyMember')).toEqual({ email: 'dg@tech-ivoire.test' });
    const accounts = await t.database.query<{ profil: string; company_id: number | null }>('SELECT profil, company_id FROM users WHERE email = $1', [
      'dg@tech-ivoire.test',
    ]);
    expect(accounts).toEqual([{ profil: 'MEMBER', company_id: companies.techIvoire }]);
    // the squatter's password opens nothing; the invitation's link does
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'dg@tech-ivoire.test', password: 'squatter-42' } })).statusCode,
    ).toBe(401);
    const token = link(t.mails.at(-1)?.text ?? '');
    const chosen = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset/confirm', payload: { token, password: 'mot-de-passe-du-dg' } });
    expect(chosen.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'dg@tech-ivoire.test', password: 'mot-de-passe-du-dg' } })).statusCode,
    ).toBe(200);
  });

  it("creates the company's MEMBER account and mails it a link to choose its password, which then signs in", async () => {
    const before = t.mails.length;
    const res = await invite(companies.techIvoire, 'Direction@Tech-Ivoire.test');
    expect(res.statusCode).toBe(202);
    expect(expectValidResponse(res, 'inviteCompanyMember')).toEqual({ email: 'direction@tech-ivoire.test' });
    expect(t.mails.length).toBe(before + 1);
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe('direction@tech-ivoire.test');
    expect(mail?.text).toContain('Tech Ivoire Solutions');
    const [account] = await t.database.query<{ profil: string; company_id: number }>('SELECT profil, company_id FROM users WHERE email = $1', [
      'direction@tech-ivoire.test',
    ]);
    expect(account).toEqual({ profil: 'MEMBER', company_id: companies.techIvoire });
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/confirm',
      payload: { token: link(mail?.text ?? ''), password: 'choisi-123' },
    });
    expect(confirm.statusCode).toBe(204);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: '10.20.0.2',
      payload: { email: 'direction@tech-ivoire.test', password: 'choisi-123' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('invites the same representative again (a new link), and lets the network administrator invite', async () => {
    const before = t.mails.length;
    expect((await invite(companies.techIvoire, 'direction@tech-ivoire.test', t.auth.networkAdmin)).statusCode).toBe(202);
    expect(t.mails.length).toBe(before + 1);
    const [count] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', ['direction@tech-ivoire.test']);
    expect(count?.n).toBe(1);
  });

  it("answers 409 for the e-mail of another account, 404 for an unknown company, 403 for another chamber's company", async () => {
    const before = t.mails.length;
    const taken = await invite(companies.techIvoire, users.member.email);
    expect(taken.statusCode).toBe(409);
    expect(expectValidResponse(taken, 'inviteCompanyMember')).toMatchObject({ message: 'Un utilisateur avec cet email existe déjà' });
    const unknown = await invite(999_999, 'x@y.test');
    expect(unknown.statusCode).toBe(404);
    expectValidResponse(unknown, 'inviteCompanyMember');
    const other = await invite(companies.cliniqueSante, 'x@y.test');
    expect(other.statusCode).toBe(403);
    expectValidResponse(other, 'inviteCompanyMember');
    expect(t.mails.length).toBe(before);
  });
});
