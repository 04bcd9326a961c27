// @module-tag postgres
// Search across the two languages, measured: 40 queries a visitor types (20 in French, 20 in English) over the demo
// directory, each with the members it must find in the first page of the members list (9 results). The demo's
// profiles are written in French; four members writing theirs in English, and one law firm writing in French (the
// demo has none), are added so that each language has profiles written in the other to find.
// Prints recall (the share of expected members found in the first 9) and precision (the share of the first 9 that
// are expected members), overall and per language, then checks every expected member is found.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { migrateAndSeed, seedDemo } from '../db/seed/index.js';
import { createEmptyDatabase } from '../testing/template.js';
import { FolderStorage } from './fileStorage.js';
import { FileStore } from './files.js';
import { SearchService } from './search.js';

const FIRST_PAGE = 9;

/** Members added to the demo directory: profiles written in English, and a French law firm. */
const ADDED = [
  {
    name: 'Lagoon Commercial Bank',
    description: 'Lagoon Commercial Bank offers retail banking, business loans and cash management to companies in Abidjan.',
    chamber: "AmCham Côte d'Ivoire",
    sector: 'Finance',
  },
  {
    name: 'Kingsley & Reed Law Firm',
    description: 'Kingsley & Reed are lawyers in business law, arbitration and litigation for international investors.',
    chamber: 'AmCham Maroc',
    sector: 'Finance',
  },
  {
    name: 'Harbour Logistics Group',
    description: 'Harbour Logistics Group handles freight forwarding, warehousing and customs clearance at the port of Douala.',
    chamber: 'AmCham Cameroun',
    sector: 'Transport et logistique',
  },
  {
    name: 'Sahel Insurance Brokers',
    description: 'Sahel Insurance Brokers place property and health insurance for businesses across West Africa.',
    chamber: 'AmCham Sénégal',
    sector: 'Finance',
  },
  {
    name: 'Greenfield Accounting Partners',
    description: 'Greenfield Accounting Partners provide accounting, audit and payroll services to small businesses.',
    chamber: 'AmCham Gabon',
    sector: 'Finance',
  },
  {
    name: 'Cabinet Diallo Avocats Associés',
    description: 'Cabinet d’avocats en droit des affaires, droit fiscal et arbitrage, au service des entreprises de Dakar.',
    chamber: 'AmCham Sénégal',
    sector: 'Finance',
  },
] as const;

/** The queries, and the members each must find in the first page (by name). */
const QUERIES: ReadonlyArray<{ language: 'fr' | 'en'; query: string; expected: readonly string[] }> = [
  // typed in English
  { language: 'en', query: 'bank', expected: ['Banque Atlantique des Entreprises', 'Lagoon Commercial Bank'] },
  { language: 'en', query: 'banking', expected: ['Banque Atlantique des Entreprises', 'Lagoon Commercial Bank'] },
  { language: 'en', query: 'lawyer', expected: ['Cabinet Diallo Avocats Associés', 'Kingsley & Reed Law Firm'] },
  { language: 'en', query: 'law firm', expected: ['Cabinet Diallo Avocats Associés', 'Kingsley & Reed Law Firm'] },
  { language: 'en', query: 'insurance', expected: ['Assurances La Prévoyante', 'Sahel Insurance Brokers'] },
  { language: 'en', query: 'accounting', expected: ['Logiciels Éclair', 'Greenfield Accounting Partners'] },
  { language: 'en', query: 'logistics', expected: ['Logistique Portuaire Atlantique', 'Harbour Logistics Group'] },
  { language: 'en', query: 'telecoms', expected: ['Atlantique Réseaux & Télécoms'] },
  { language: 'en', query: 'pharmacy', expected: ['Pharmacie du Plateau'] },
  { language: 'en', query: 'clinic', expected: ['Clinique Santé Plus'] },
  { language: 'en', query: 'coffee', expected: ['Café Arabica des Hauts Plateaux'] },
  { language: 'en', query: 'cocoa', expected: ['Cacao Premium Export'] },
  { language: 'en', query: 'bakery', expected: ['Boulangeries Le Fournil'] },
  { language: 'en', query: 'hotel', expected: ['Hôtel Les Cocotiers'] },
  { language: 'en', query: 'cement', expected: ['Cimenterie de l’Ouest'] },
  { language: 'en', query: 'solar energy', expected: ['Énergie Solaire du Sahel'] },
  { language: 'en', query: 'wind power', expected: ['Éolien Côtier'] },
  { language: 'en', query: 'freight', expected: ['Air Cargo Services', 'Harbour Logistics Group'] },
  { language: 'en', query: 'software', expected: ['Logiciels Éclair', 'Ivoire Numérique'] },
  { language: 'en', query: 'medical equipment', expected: ['MédiEquip Afrique'] },
  // typed in French
  { language: 'fr', query: 'banque', expected: ['Banque Atlantique des Entreprises', 'Lagoon Commercial Bank'] },
  { language: 'fr', query: 'avocat', expected: ['Cabinet Diallo Avocats Associés', 'Kingsley & Reed Law Firm'] },
  { language: 'fr', query: 'avocats', expected: ['Cabinet Diallo Avocats Associés', 'Kingsley & Reed Law Firm'] },
  { language: 'fr', query: 'assurance', expected: ['Assurances La Prévoyante', 'Sahel Insurance Brokers'] },
  { language: 'fr', query: 'comptabilité', expected: ['Logiciels Éclair', 'Greenfield Accounting Partners'] },
  { language: 'fr', query: 'logistique', expected: ['Logistique Portuaire Atlantique', 'Harbour Logistics Group'] },
  { language: 'fr', query: 'dédouanement', expected: ['Air Cargo Services', 'Harbour Logistics Group'] },
  { language: 'fr', query: 'entrepôt', expected: ['Entrepôts Frigorifiques du Sud', 'Harbour Logistics Group'] },
  { language: 'fr', query: 'droit des affaires', expected: ['Cabinet Diallo Avocats Associés', 'Kingsley & Reed Law Firm'] },
  { language: 'fr', query: 'fret', expected: ['Air Cargo Services', 'Harbour Logistics Group'] },
  { language: 'fr', query: 'télécoms', expected: ['Atlantique Réseaux & Télécoms'] },
  { language: 'fr', query: 'pharmacie', expected: ['Pharmacie du Plateau'] },
  { language: 'fr', query: 'clinique', expected: ['Clinique Santé Plus'] },
  { language: 'fr', query: 'café', expected: ['Café Arabica des Hauts Plateaux'] },
  { language: 'fr', query: 'boulangerie', expected: ['Boulangeries Le Fournil'] },
  { language: 'fr', query: 'hôtel', expected: ['Hôtel Les Cocotiers'] },
  { language: 'fr', query: 'ciment', expected: ['Cimenterie de l’Ouest'] },
  { language: 'fr', query: 'énergie solaire', expected: ['Énergie Solaire du Sahel'] },
  { language: 'fr', query: 'microfinance', expected: ['Crédit Mutuel du Sahel'] },
  { language: 'fr', query: 'fret aérien', expected: ['Air Cargo Services'] },
];

let database: Database;
let dispose: () => Promise<void>;
let dataDir: string;
/** The first page's names of each query, in QUERIES order. */
const found = new Map<string, string[]>();

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'annuaire-bilingual-'));
  const files = new FileStore(new FolderStorage(dataDir));
  await files.init();
  // PGlite, or the PostgreSQL server of DATABASE_URL (scripts/test-pg.mjs)
  ({ database, dispose } = await createEmptyDatabase());
  await migrateAndSeed(database, async () => {
    await seedDemo(database, files, new Date('2026-06-01T12:00:00Z'));
  });
  for (const member of ADDED)
    await database.query(
      `INSERT INTO companies (name, description, sector_id, country_id, country_amcham_id, city, status)
       SELECT $1, $2, s.id, a.country_id, a.id, 'Ville', 'ACTIVE'
       FROM sectors s, country_amchams a WHERE s.name_fr = $3 AND a.name = $4`,
      [member.name, member.description, member.sector, member.chamber],
    );
  const search = new SearchService(database, { cacheEntries: 0 });
  for (const { query } of QUERIES) {
    const page = await search.search({ keyword: query, sectorId: null, countryId: null }, { page: 0, size: FIRST_PAGE });
    found.set(
      query,
      page.content.map((company) => company.name),
    );
  }
}, 300_000);
afterAll(async () => {
  await dispose();
  await rm(dataDir, { recursive: true, force: true });
});

/** Recall and precision over some queries (micro-averaged: every expected member and every result counts once). */
function figures(queries: typeof QUERIES) {
  let expected = 0;
  let shown = 0;
  let hits = 0;
  for (const { query, expected: members } of queries) {
    const names = found.get(query) ?? [];
    expected += members.length;
    shown += names.length;
    hits += members.filter((member) => names.includes(member)).length;
  }
  return { expected, shown, hits, recall: hits / expected, precision: shown === 0 ? 0 : hits / shown };
}

describe('given the demo directory with members writing in either language', () => {
  it('the measure holds 20 queries in each language, each expecting members that are in the directory', async () => {
    expect(QUERIES.filter((q) => q.language === 'fr')).toHaveLength(20);
    expect(QUERIES.filter((q) => q.language === 'en')).toHaveLength(20);
    const names = new Set((await database.query<{ name: string }>(`SELECT name FROM companies WHERE status = 'ACTIVE'`)).map((row) => row.name));
    for (const { expected } of QUERIES) for (const member of expected) expect(names, member).toContain(member);
    const percent = (value: number) => `${(100 * value).toFixed(1)} %`;
    const lines = [
      ['all', figures(QUERIES)],
      ['typed in French', figures(QUERIES.filter((q) => q.language === 'fr'))],
      ['typed in English', figures(QUERIES.filter((q) => q.language === 'en'))],
    ] as const;
    console.log(
      `bilingual search, first ${FIRST_PAGE} results of ${QUERIES.length} queries (${database.kind}):\n` +
        lines
          .map(
            ([label, f]) =>
              `  ${label.padEnd(17)} recall ${percent(f.recall)} (${f.hits}/${f.expected} expected members found), precision ${percent(f.precision)} (${f.hits}/${f.shown} results expected)`,
          )
          .join('\n') +
        '\n' +
        QUERIES.map(({ query, expected }) => {
          const names = found.get(query) ?? [];
          return `  ${query.padEnd(20)} ${expected.filter((member) => names.includes(member)).length}/${expected.length} of ${names.length} results`;
        }).join('\n'),
    );
    expect(figures(QUERIES).hits).toBeGreaterThan(0);
  });

  it.each(QUERIES)('$query ($language) finds its expected members in the first 9 results', ({ query, expected }) => {
    expect(found.get(query)).toEqual(expect.arrayContaining([...expected]));
  });
});
