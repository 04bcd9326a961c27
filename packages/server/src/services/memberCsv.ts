/**
 * The CSV of a chamber's members (back-office members screen, issue "Back-office I"): what `exportChamberMembers`
 * writes and `importChamberMembers` reads back. One column per field of the member row and of the member form,
 * `id` first; French column names and `;` in French, English names and `,` in English; UTF-8 with a byte order mark
 * so that a spreadsheet opens accents right. csv-stringify writes it and csv-parse reads it (quotes, separators and
 * line breaks inside fields are theirs to get right).
 *
 * An import is planned here without writing anything: every row is checked by the member form's rules (the
 * contract's CompanyCreateForm, read from openapi/directory.yaml so that the rules live in one place) and against
 * the database (the sector and country named, the id of a member of this chamber, a name no other company has),
 * and every problem is reported with its line, its column and a message in the caller's language. The caller
 * writes the plan in one transaction only when no row has an error.
 */
import { parse, type Info } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { CompanyStatus } from '../db/schema.js';
import { COMPANY_STATUSES } from '../db/schema.js';
import { loadOpenApiDocument, type JsonObject } from '../openapi.js';
import { compileValidator } from '../validation.js';
import { formatServiceDate } from './dates.js';

export type CsvLanguage = 'fr' | 'en';

/** The columns, in the file's order. `readOnly` ones are written for the reader and ignored on import. */
export const MEMBER_CSV_COLUMNS = [
  { key: 'id', fr: 'id', en: 'id' },
  { key: 'name', fr: 'nom', en: 'name' },
  { key: 'status', fr: 'statut', en: 'status' },
  { key: 'sector', fr: 'secteur', en: 'sector' },
  { key: 'country', fr: 'pays', en: 'country' },
  { key: 'description', fr: 'description', en: 'description' },
  { key: 'address', fr: 'adresse', en: 'address' },
  { key: 'city', fr: 'ville', en: 'city' },
  { key: 'telephone', fr: 'téléphone', en: 'telephone' },
  { key: 'email', fr: 'e-mail', en: 'email' },
  { key: 'webLink', fr: 'site web', en: 'website' },
  { key: 'videoLink', fr: 'vidéo', en: 'video' },
  { key: 'lat', fr: 'latitude', en: 'latitude' },
  { key: 'lon', fr: 'longitude', en: 'longitude' },
  { key: 'logo', fr: 'logo', en: 'logo', readOnly: true },
  { key: 'createdAt', fr: 'date de création', en: 'created on', readOnly: true },
] as const;

export type MemberColumn = (typeof MEMBER_CSV_COLUMNS)[number]['key'];

export const SEPARATORS: Record<CsvLanguage, string> = { fr: ';', en: ',' };
/** The contract's limits of an import. */
export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
const BOM = '\uFEFF';

/** A member as the export writes it. */
export interface MemberExportRow {
  id: number;
  name: string;
  status: CompanyStatus;
  sectorFr: string;
  sectorEn: string;
  country: string;
  description: string;
  address: string | null;
  city: string | null;
  telephone: string | null;
  email: string | null;
  webLink: string | null;
  videoLink: string | null;
  lat: number | null;
  lon: number | null;
  logo: string | null;
  createdAt: Date;
}

/**
 * What a spreadsheet would run as a formula when it opens the file (CSV injection): a text that starts with =, +, -,
 * @, a tab or a carriage return. A member writes its own name, description and address, which a chamber's
 * administrator then opens: such a cell is written with an apostrophe first, which spreadsheets read as "text" and
 * the import takes off again (OWASP's advice). A text that already starts with an apostrophe and one of those
 * characters gets one too, so that reading a file back gives exactly the text written.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const GUARDED = /^'[=+\-@\t\r']/;
const guardCell = (value: string): string => (FORMULA_START.test(value) || GUARDED.test(value) ? `'${value}` : value);
const unguardCell = (value: string): string => (GUARDED.test(value) ? value.slice(1) : value);

const text = (value: string | null) => guardCell(value ?? '');
const coordinate = (value: number | null) => (value === null ? '' : String(value));

/** The members as CSV: byte order mark, header in the language, one line per member. */
export function membersToCsv(rows: readonly MemberExportRow[], language: CsvLanguage): string {
  const header = MEMBER_CSV_COLUMNS.map((column) => column[language]);
  const lines = rows.map((row) => [
    String(row.id),
    text(row.name),
    row.status,
    text(language === 'fr' ? row.sectorFr : row.sectorEn),
    text(row.country),
    text(row.description),
    text(row.address),
    text(row.city),
    text(row.telephone),
    text(row.email),
    text(row.webLink),
    text(row.videoLink),
    coordinate(row.lat),
    coordinate(row.lon),
    text(row.logo),
    formatServiceDate(row.createdAt) ?? '',
  ]);
  return BOM + stringify([header, ...lines], { delimiter: SEPARATORS[language], record_delimiter: 'windows' });
}

// ---------------------------------------------------------------------------------------------------------------
// Import

export interface ImportError {
  line: number;
  column: string | null;
  message: string;
}

/** The values a valid row writes (undefined: the column is not in the file, the member keeps its value). */
export interface MemberImportValues {
  name?: string;
  description?: string;
  address?: string;
  city?: string | null;
  telephone?: string;
  email?: string;
  webLink?: string | null;
  videoLink?: string | null;
  lat?: number | null;
  lon?: number | null;
  sectorId?: number;
  countryId?: number;
  status?: CompanyStatus;
}

export interface MemberImportPlan {
  /** Rows without id, in file order, with what they write (every required field is there). */
  creates: (MemberImportValues & Required<Pick<MemberImportValues, 'name' | 'description' | 'address' | 'telephone' | 'email' | 'sectorId'>>)[];
  /** Rows with the id of a member of the chamber. */
  updates: (MemberImportValues & { id: number })[];
  /** What the file asks, valid rows or not: its rows without id, and its rows with the id of a member of the chamber. */
  toCreate: number;
  toUpdate: number;
  /** The writable columns the file has: an update changes these only. */
  columns: MemberColumn[];
  errors: ImportError[];
}

/** What planning needs to know of the database. */
export interface MemberImportLookups {
  sectors: readonly { id: number; nameFr: string; nameEn: string }[];
  countries: readonly { id: number; name: string }[];
  /** The chamber of each of these company ids that exists. */
  chambersOf(ids: readonly number[]): Promise<Map<number, number>>;
  /** Each name folded as the database folds names (accents and case ignored): f_unaccent(lower(name)). */
  foldNames(names: readonly string[]): Promise<string[]>;
  /** The company holding each of these folded names, when one does. */
  holdersOf(foldedNames: readonly string[]): Promise<Map<string, number>>;
}

type MessageKey =
  | 'required'
  | 'minLength'
  | 'maxLength'
  | 'email'
  | 'telephone'
  | 'url'
  | 'number'
  | 'range'
  | 'invalid'
  | 'sector'
  | 'country'
  | 'status'
  | 'id'
  | 'idUnknown'
  | 'idOtherChamber'
  | 'idTwice'
  | 'nameTaken'
  | 'nameTwice'
  | 'unknownColumn'
  | 'duplicateColumn'
  | 'fieldCount'
  | 'unreadable'
  | 'unclosedQuote'
  | 'empty'
  | 'tooManyRows';

type Params = Record<string, string | number>;
const MESSAGES: Record<MessageKey, Record<CsvLanguage, (p: Params) => string>> = {
  required: { fr: () => 'Ce champ est obligatoire.', en: () => 'This field is required.' },
  minLength: { fr: (p) => `Minimum ${p.limit} caractères requis.`, en: (p) => `At least ${p.limit} characters required.` },
  maxLength: { fr: (p) => `Maximum ${p.limit} caractères autorisés.`, en: (p) => `At most ${p.limit} characters allowed.` },
  email: { fr: () => 'Veuillez saisir une adresse email valide.', en: () => 'Please enter a valid e-mail address.' },
  telephone: { fr: () => 'Format de téléphone invalide.', en: () => 'Invalid phone number format.' },
  url: { fr: () => 'Veuillez saisir une URL valide.', en: () => 'Please enter a valid URL.' },
  number: { fr: () => 'Un nombre est attendu.', en: () => 'A number is expected.' },
  range: { fr: (p) => `La valeur doit être comprise entre ${p.min} et ${p.max}.`, en: (p) => `The value must be between ${p.min} and ${p.max}.` },
  invalid: { fr: () => 'Champ invalide.', en: () => 'Invalid value.' },
  sector: { fr: (p) => `Secteur inconnu : ${p.value}.`, en: (p) => `Unknown sector: ${p.value}.` },
  country: { fr: (p) => `Pays inconnu : ${p.value}.`, en: (p) => `Unknown country: ${p.value}.` },
  status: { fr: () => 'Statut invalide (ACTIVE, INACTIVE ou PENDING).', en: () => 'Invalid status (ACTIVE, INACTIVE or PENDING).' },
  id: { fr: () => 'Identifiant invalide.', en: () => 'Invalid id.' },
  idUnknown: { fr: (p) => `Aucun membre n’a l’identifiant ${p.id}.`, en: (p) => `No member has the id ${p.id}.` },
  idOtherChamber: {
    fr: (p) => `Le membre ${p.id} appartient à une autre chambre : il ne peut pas être modifié ici.`,
    en: (p) => `Member ${p.id} belongs to another chamber: it cannot be changed here.`,
  },
  idTwice: { fr: (p) => `Cet identifiant figure déjà à la ligne ${p.line}.`, en: (p) => `This id is already on line ${p.line}.` },
  nameTaken: { fr: () => 'Une entreprise avec ce nom existe déjà', en: () => 'A company with this name already exists' },
  nameTwice: { fr: (p) => `Ce nom figure déjà à la ligne ${p.line}.`, en: (p) => `This name is already on line ${p.line}.` },
  unknownColumn: { fr: () => 'Colonne inconnue.', en: () => 'Unknown column.' },
  duplicateColumn: { fr: () => 'Colonne en double.', en: () => 'Duplicate column.' },
  fieldCount: {
    fr: (p) => `La ligne compte ${p.found} champs au lieu de ${p.expected}.`,
    en: (p) => `The line has ${p.found} fields instead of ${p.expected}.`,
  },
  unreadable: { fr: (p) => `Fichier CSV illisible : ${p.reason}`, en: (p) => `Unreadable CSV file: ${p.reason}` },
  unclosedQuote: { fr: () => 'Un guillemet ouvert n’est jamais fermé.', en: () => 'A quote is opened and never closed.' },
  empty: {
    fr: () => 'Le fichier est vide : la première ligne doit nommer les colonnes.',
    en: () => 'The file is empty: its first line must name the columns.',
  },
  tooManyRows: {
    fr: () => `Au plus ${MAX_IMPORT_ROWS.toLocaleString('fr-FR').replace(/\s/g, ' ')} membres par import.`,
    en: () => `At most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} members per import.`,
  },
};

/** The language of an Accept-Language header: English when it prefers English, French otherwise. */
export function languageOf(acceptLanguage: string | undefined): CsvLanguage {
  return /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'fr';
}

/** Accents, case, spaces and hyphens ignored: 'Téléphone', 'telephone' and 'TELEPHONE ' name one column. */
const foldHeader = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

const COLUMN_BY_HEADER = new Map<string, MemberColumn>(
  MEMBER_CSV_COLUMNS.flatMap((column) => [foldHeader(column.fr), foldHeader(column.en), foldHeader(column.key)].map((name) => [name, column.key] as const)),
);
const READ_ONLY = new Set<MemberColumn>(MEMBER_CSV_COLUMNS.filter((column) => 'readOnly' in column).map((column) => column.key));

/** The fields checked by the contract's member form schema, and the required ones. */
const FORM_FIELDS = ['name', 'description', 'address', 'city', 'telephone', 'email', 'webLink', 'videoLink'] as const;
type FormField = (typeof FORM_FIELDS)[number];
const REQUIRED = ['name', 'description', 'address', 'telephone', 'email', 'sector'] as const satisfies readonly MemberColumn[];

type FieldCheck = (value: unknown) => { keyword: string; params: Record<string, unknown> } | null;
let fieldChecks: Map<string, FieldCheck> | undefined;

/** One validator per field of the contract's CompanyCreateForm (its $refs resolved). */
function checksFromContract(): Map<string, FieldCheck> {
  const document = loadOpenApiDocument();
  const schemas = (document.components?.schemas ?? {}) as Record<string, JsonObject>;
  const resolve = (schema: JsonObject): JsonObject => {
    if (typeof schema.$ref === 'string') return resolve(schemas[schema.$ref.split('/').pop() ?? ''] ?? {});
    if (Array.isArray(schema.allOf) && schema.allOf.length === 1) return { ...resolve(schema.allOf[0] as JsonObject), ...schema, allOf: undefined };
    return schema;
  };
  const properties = (schemas.CompanyCreateForm?.properties ?? {}) as Record<string, JsonObject>;
  const checks = new Map<string, FieldCheck>();
  for (const field of [...FORM_FIELDS, 'lat', 'lon']) {
    const property = properties[field];
    if (!property) throw new Error(`openapi/directory.yaml: CompanyCreateForm has no '${field}'`);
    const { description: _description, examples: _examples, ...schema } = resolve(property);
    const validate = compileValidator({ schema: { type: 'object', properties: { value: schema } } });
    checks.set(field, (value) => {
      if (validate({ value })) return null;
      const [error] = validate.errors ?? [];
      return { keyword: error?.keyword ?? 'invalid', params: (error?.params ?? {}) as Record<string, unknown> };
    });
  }
  return checks;
}

/** The separator of a file: the one of `;` and `,` its header line holds more of (column names hold neither). */
function separatorOf(content: string): string {
  const firstLine = content.slice(0, content.search(/\r?\n|$/));
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(';') >= count(',') && count(';') > 0 ? ';' : ',';
}

/** The line a record starts on: csv-parse counts the line it ends on, the record's raw text holds the rest. */
function startLine(info: Info, raw: string): number {
  const body = raw.replace(/(\r\n|\n|\r)$/, '').replace(/^(\r\n|\n|\r)+/, '');
  const breaks = body.match(/\r\n|\n|\r/g)?.length ?? 0;
  return info.lines - breaks;
}

interface ParsedRow {
  line: number;
  cells: string[];
}

/**
 * Plans the import of `content` into the chamber `countryAmchamId` (whose country is `chamberCountryId`): what it
 * would create and update, and every row error. Messages are in `language`; columns are named as in the file.
 */
export async function planMemberImport(
  content: string,
  chamber: { id: number; countryId: number },
  language: CsvLanguage,
  lookups: MemberImportLookups,
): Promise<MemberImportPlan> {
  fieldChecks ??= checksFromContract();
  const checks = fieldChecks;
  const errors: ImportError[] = [];
  const say = (key: MessageKey, params: Params = {}) => MESSAGES[key][language](params);
  const plan: MemberImportPlan = { creates: [], updates: [], toCreate: 0, toUpdate: 0, columns: [], errors };

  const text = content.startsWith(BOM) ? content.slice(1) : content;
  let records: { record: string[]; info: Info; raw: string }[];
  // the line the last complete record ends on: a record that never ends starts after it
  let lastComplete = 0;
  try {
    records = parse(text, {
      delimiter: separatorOf(text),
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // a spreadsheet's trailing blank line of separators only
      skip_records_with_empty_values: true,
      to_line: MAX_IMPORT_ROWS + 2,
      on_record: (record, context) => {
        lastComplete = context.lines;
        return record;
      },
    }) as unknown as { record: string[]; info: Info; raw: string }[];
  } catch (error) {
    const { code, lines, message } = error as { code?: string; lines?: number; message?: string };
    if (code === 'CSV_QUOTE_NOT_CLOSED') errors.push({ line: lastComplete + 1, column: null, message: say('unclosedQuote') });
    else errors.push({ line: lines ?? lastComplete + 1, column: null, message: say('unreadable', { reason: message ?? '' }) });
    return plan;
  }
  const [headerRecord, ...dataRecords] = records;
  if (!headerRecord || headerRecord.record.every((cell) => cell.trim() === '')) {
    errors.push({ line: 1, column: null, message: say('empty') });
    return plan;
  }

  // the header: which column holds which field
  const headerLine = startLine(headerRecord.info, headerRecord.raw);
  const header = headerRecord.record.map((cell) => cell.trim());
  const columnAt: (MemberColumn | null)[] = [];
  const positionOf = new Map<MemberColumn, number>();
  header.forEach((name, index) => {
    const column = COLUMN_BY_HEADER.get(foldHeader(name)) ?? null;
    if (column === null) errors.push({ line: headerLine, column: name, message: say('unknownColumn') });
    else if (positionOf.has(column)) errors.push({ line: headerLine, column: name, message: say('duplicateColumn') });
    else positionOf.set(column, index);
    columnAt.push(column);
  });
  const nameOf = (column: MemberColumn) => header[positionOf.get(column) ?? -1] ?? MEMBER_CSV_COLUMNS.find((c) => c.key === column)?.[language] ?? column;
  const has = (column: MemberColumn) => positionOf.has(column) && !READ_ONLY.has(column);
  plan.columns = [...positionOf.keys()].filter(has);

  if (dataRecords.length > MAX_IMPORT_ROWS) {
    const extra = dataRecords[MAX_IMPORT_ROWS] as (typeof dataRecords)[number];
    errors.push({ line: startLine(extra.info, extra.raw), column: null, message: say('tooManyRows') });
    return plan;
  }

  const rows: ParsedRow[] = [];
  for (const { record, info, raw } of dataRecords) {
    const line = startLine(info, raw);
    if (record.length !== header.length) {
      errors.push({ line, column: null, message: say('fieldCount', { found: record.length, expected: header.length }) });
      continue;
    }
    rows.push({ line, cells: record });
  }

  // reference data and the database's view of the ids and names of the file
  const sectorByName = new Map<string, number>();
  for (const sector of lookups.sectors) {
    sectorByName.set(foldHeader(sector.nameFr), sector.id);
    sectorByName.set(foldHeader(sector.nameEn), sector.id);
    sectorByName.set(String(sector.id), sector.id);
  }
  const countryByName = new Map<string, number>();
  for (const country of lookups.countries) {
    countryByName.set(foldHeader(country.name), country.id);
    countryByName.set(String(country.id), country.id);
  }
  const cell = (row: ParsedRow, column: MemberColumn) => (has(column) ? unguardCell((row.cells[positionOf.get(column) as number] ?? '').trim()) : undefined);
  const ids = rows
    .map((row) => cell(row, 'id') ?? '')
    .filter((id) => /^\d{1,9}$/.test(id))
    .map(Number);
  const chambersOf = await lookups.chambersOf([...new Set(ids)]);
  const names = rows.map((row) => cell(row, 'name') ?? '');
  const folded = has('name') ? await lookups.foldNames(names) : names.map(() => '');
  const holders = await lookups.holdersOf([...new Set(folded.filter((name) => name !== ''))]);

  const firstLineOfId = new Map<number, number>();
  const firstLineOfName = new Map<string, number>();
  rows.forEach((row, index) => {
    const rowErrors: ImportError[] = [];
    const fail = (column: MemberColumn, key: MessageKey, params: Params = {}) =>
      rowErrors.push({ line: row.line, column: nameOf(column), message: say(key, params) });
    const values: MemberImportValues = {};

    // id: none creates, one of this chamber's members updates
    const idCell = cell(row, 'id') ?? '';
    let id: number | undefined;
    if (idCell !== '') {
      if (!/^\d{1,9}$/.test(idCell) || Number(idCell) < 1) fail('id', 'id');
      else {
        id = Number(idCell);
        const chamberOfId = chambersOf.get(id);
        const seenOn = firstLineOfId.get(id);
        if (chamberOfId === undefined) fail('id', 'idUnknown', { id });
        else if (chamberOfId !== chamber.id) fail('id', 'idOtherChamber', { id });
        else if (seenOn !== undefined) fail('id', 'idTwice', { line: seenOn });
        else firstLineOfId.set(id, row.line);
      }
    }
    const creating = idCell === '';
    if (creating) plan.toCreate++;
    else if (id !== undefined && chambersOf.get(id) === chamber.id) plan.toUpdate++;

    // the member form's fields, by the contract's rules
    for (const field of FORM_FIELDS) {
      const value = cell(row, field);
      if (value === undefined) {
        if (creating && (REQUIRED as readonly string[]).includes(field)) fail(field, 'required');
        continue;
      }
      if (value === '') {
        if ((REQUIRED as readonly string[]).includes(field)) fail(field, 'required');
        else (values as Record<FormField, string | null>)[field] = null;
        continue;
      }
      const problem = checks.get(field)?.(value);
      if (problem) fail(field, messageOf(field, problem.keyword), { limit: String(problem.params.limit ?? '') });
      else (values as Record<FormField, string | null>)[field] = value;
    }
    for (const field of ['lat', 'lon'] as const) {
      const value = cell(row, field);
      if (value === undefined) continue;
      if (value === '') {
        values[field] = null;
        continue;
      }
      // a spreadsheet in French may write the decimal comma
      const number = Number(value.replace(',', '.'));
      if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(value) || !Number.isFinite(number)) {
        fail(field, 'number');
        continue;
      }
      const problem = checks.get(field)?.(number);
      if (problem) fail(field, 'range', field === 'lat' ? { min: -90, max: 90 } : { min: -180, max: 180 });
      else values[field] = number;
    }

    // reference data named in the file's language (or either language, or by id)
    const sector = cell(row, 'sector');
    if (sector === undefined || sector === '') {
      if (creating || sector === '') fail('sector', 'required');
    } else {
      const sectorId = sectorByName.get(foldHeader(sector));
      if (sectorId === undefined) fail('sector', 'sector', { value: sector });
      else values.sectorId = sectorId;
    }
    const country = cell(row, 'country');
    if (country !== undefined && country !== '') {
      const countryId = countryByName.get(foldHeader(country));
      if (countryId === undefined) fail('country', 'country', { value: country });
      else values.countryId = countryId;
    } else if (creating) values.countryId = chamber.countryId;
    const status = cell(row, 'status');
    if (status !== undefined && status !== '') {
      const code = STATUS_BY_NAME.get(foldHeader(status));
      if (code === undefined) fail('status', 'status');
      else values.status = code;
    } else if (creating) values.status = 'ACTIVE';

    // names are unique, accents and case ignored: in the directory (but for the row's own member) and in the file
    const name = folded[index] ?? '';
    if (values.name !== undefined && name !== '') {
      const holder = holders.get(name);
      const seenOn = firstLineOfName.get(name);
      if (holder !== undefined && holder !== id) fail('name', 'nameTaken');
      else if (seenOn !== undefined) fail('name', 'nameTwice', { line: seenOn });
      else firstLineOfName.set(name, row.line);
    }

    if (rowErrors.length > 0) errors.push(...rowErrors);
    else if (id === undefined) plan.creates.push(values as MemberImportPlan['creates'][number]);
    else plan.updates.push({ ...values, id });
  });

  plan.errors.sort((a, b) => a.line - b.line);
  return plan;
}

const STATUS_BY_NAME = new Map<string, CompanyStatus>([
  ...COMPANY_STATUSES.map((status) => [foldHeader(status), status] as const),
  ['actif', 'ACTIVE'],
  ['inactif', 'INACTIVE'],
  ['enattente', 'PENDING'],
  ['pending', 'PENDING'],
]);

function messageOf(field: string, keyword: string): MessageKey {
  if (keyword === 'minLength' || keyword === 'maxLength') return keyword;
  if (keyword === 'format' || keyword === 'pattern')
    return field === 'email' ? 'email' : field === 'telephone' ? 'telephone' : field === 'webLink' ? 'url' : 'invalid';
  return 'invalid';
}
