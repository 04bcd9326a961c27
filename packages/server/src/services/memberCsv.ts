/**
 * The CSV of a chamber's members (back-office members screen): what `exportChamberMembers`
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
import { formatServiceDate } from '../domain/dates.js';
import {
  MEMBER_CSV_COLUMNS,
  type ImportError,
  type MemberColumn,
  type MemberExportRow,
  type MemberImportPlan,
  type MemberImportValues,
} from '../domain/memberRows.js';

export type CsvLanguage = 'fr' | 'en';

const SEPARATORS: Record<CsvLanguage, string> = { fr: ';', en: ',' };
/** The contract's limits of an import. */
const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
const BOM = '\uFEFF';
const REPLACEMENT_CHARACTER = '\uFFFD';

/**
 * What a spreadsheet would run as a formula when it opens the file (CSV injection): a cell that starts with =, +, -,
 * @, a tab or a carriage return. A member writes its own name, description and address, which a chamber's
 * administrator then opens: such a cell is written with an apostrophe first, which spreadsheets read as "text" and
 * the import takes off again (OWASP's advice). A text that already starts with an apostrophe and one of those
 * characters gets one too, so that reading a file back gives exactly the text written.
 *
 * A spreadsheet may also cut the file at the other separator than the one it was written with (',' in a French ';'
 * file, ';' in an English one, or a tab), or at a line break inside a quoted field: the text after it then starts a
 * cell of its own ('desc,=1+1,' is a formula cell to a reader splitting on ','). So every place inside a text that
 * such a cut could make the start of a cell (after a ',', ';', tab or line break, past any spaces and quotes, which
 * a reader trims or takes for the cell's quotes; so does the start of a text that begins with spaces or quotes) gets
 * the same apostrophe before a formula character, and the import takes it off the same way. The file stays a CSV that the import reads back, rather than a spreadsheet of typed
 * text cells (e.g. exceljs): its readers are spreadsheets and other tools alike, and the import takes the very file.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const GUARDED = /^'[=+\-@\t\r']/;
/** A formula character, maybe after apostrophes, where a cut at any separator or line break would start a cell. */
const INNER_FORMULA = /(?<=^[\s"]+|[,;\t\r\n][\s"]*)(?='*[=+\-@])/g;
/** The apostrophe the guard put there. */
const INNER_GUARD = /(?<=^[\s"]+|[,;\t\r\n][\s"]*)'(?='*[=+\-@])/g;
const CUT = /[\s",;]/;
export const guardCell = (value: string): string => {
  const inner = CUT.test(value) ? value.replace(INNER_FORMULA, "'") : value;
  return FORMULA_START.test(inner) || GUARDED.test(inner) ? `'${inner}` : inner;
};
export const unguardCell = (value: string): string => {
  const inner = GUARDED.test(value) ? value.slice(1) : value;
  return inner.includes("'") && CUT.test(inner) ? inner.replace(INNER_GUARD, '') : inner;
};

const text = (value: string | null) => guardCell(value ?? '');

/** The statuses as the members screen names them (spec admin §2: Actif, Inactif, En attente; public §9: Active...). */
const STATUS_LABELS: Record<CsvLanguage, Record<CompanyStatus, string>> = {
  fr: { ACTIVE: 'Actif', INACTIVE: 'Inactif', PENDING: 'En attente' },
  en: { ACTIVE: 'Active', INACTIVE: 'Inactive', PENDING: 'Pending' },
};
const coordinate = (value: number | null) => (value === null ? '' : String(value));

/** The members as CSV: byte order mark, header in the language, one line per member. */
export function membersToCsv(rows: readonly MemberExportRow[], language: CsvLanguage): string {
  const header = MEMBER_CSV_COLUMNS.map((column) => column[language]);
  const lines = rows.map((row) => [
    String(row.id),
    text(row.name),
    STATUS_LABELS[language][row.status],
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

/** What planning needs to know of the database. */
export interface MemberImportLookups {
  sectors: readonly { id: number; nameFr: string; nameEn: string }[];
  countries: readonly { id: number; name: string }[];
  /** The chamber of each of these company ids that exists. */
  chambersOf(ids: readonly number[]): Promise<Map<number, number>>;
  /** Each name folded as the database folds names (accents and case ignored): f_unaccent(lower(name)). */
  foldNames(names: readonly string[]): Promise<string[]>;
  /** The ACTIVE company holding each of these folded names, when one does: its id, chamber and status. */
  holdersOf(foldedNames: readonly string[]): Promise<Map<string, NameHolder>>;
}

interface NameHolder {
  id: number;
  countryAmchamId: number;
  status: CompanyStatus;
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
  | 'idTwice'
  | 'nameTaken'
  | 'nameTwice'
  | 'unknownColumn'
  | 'duplicateColumn'
  | 'fieldCount'
  | 'unreadable'
  | 'unclosedQuote'
  | 'closingQuote'
  | 'openingQuote'
  | 'replacementCharacter'
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
  status: { fr: () => 'Statut invalide (Actif, Inactif ou En attente).', en: () => 'Invalid status (Active, Inactive or Pending).' },
  id: { fr: () => 'Identifiant invalide.', en: () => 'Invalid id.' },
  // the same words for an id nobody has and another chamber's: the caller learns nothing of what it may not see
  idUnknown: { fr: (p) => `Aucun membre de cette chambre n’a l’identifiant ${p.id}.`, en: (p) => `No member of this chamber has the id ${p.id}.` },
  idTwice: { fr: (p) => `Cet identifiant figure déjà à la ligne ${p.line}.`, en: (p) => `This id is already on line ${p.line}.` },
  nameTaken: { fr: () => 'Une entreprise avec ce nom existe déjà', en: () => 'A company with this name already exists' },
  // a name held by a company the caller may not see (another chamber's, not public): unavailable, no more said
  nameTwice: { fr: (p) => `Ce nom figure déjà à la ligne ${p.line}.`, en: (p) => `This name is already on line ${p.line}.` },
  unknownColumn: { fr: () => 'Colonne inconnue.', en: () => 'Unknown column.' },
  duplicateColumn: { fr: () => 'Colonne en double.', en: () => 'Duplicate column.' },
  fieldCount: {
    fr: (p) => `La ligne compte ${p.found} champs au lieu de ${p.expected}.`,
    en: (p) => `The line has ${p.found} fields instead of ${p.expected}.`,
  },
  unreadable: { fr: () => 'Fichier CSV illisible.', en: () => 'Unreadable CSV file.' },
  unclosedQuote: { fr: () => 'Un guillemet ouvert n’est jamais fermé.', en: () => 'A quote is opened and never closed.' },
  closingQuote: {
    fr: () => 'Un champ entre guillemets est suivi d’autre chose que le séparateur : doublez les guillemets qu’il contient ("").',
    en: () => 'A quoted field is followed by something other than the separator: double the quotes inside it ("").',
  },
  openingQuote: {
    fr: () => 'Un guillemet apparaît au milieu d’un champ : entourez ce champ de guillemets et doublez ceux qu’il contient ("").',
    en: () => 'A quote appears inside a field: put the field in quotes and double the quotes inside it ("").',
  },
  replacementCharacter: {
    fr: () => 'Le fichier contient des caractères illisibles (« \uFFFD ») : il a été mal converti. Enregistrez-le au format « CSV UTF-8 » puis importez-le.',
    en: () => 'The file holds unreadable characters (“\uFFFD”): it was converted badly. Save it as “CSV UTF-8” and import it again.',
  },
  empty: {
    fr: () => 'Le fichier est vide : la première ligne doit nommer les colonnes.',
    en: () => 'The file is empty: its first line must name the columns.',
  },
  tooManyRows: {
    fr: () => `Au plus ${MAX_IMPORT_ROWS.toLocaleString('fr-FR').replace(/\s/g, ' ')} membres par import.`,
    en: () => `At most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} members per import.`,
  },
};

/**
 * Windows-1252's bytes 0x80 to 0x9F (the others are Latin-1's). Written out: Node 20's TextDecoder reads
 * 'windows-1252' as Latin-1 and gives these as C1 control characters (’ as U+0092). The five bytes the encoding
 * leaves undefined read as U+FFFD.
 */
const WINDOWS_1252_HIGH = '€\uFFFD‚ƒ„…†‡ˆ‰Š‹Œ\uFFFDŽ\uFFFD\uFFFD‘’“”•–—˜™š›œ\uFFFDžŸ';
const WINDOWS_1252_LABELS = new Set(['windows-1252', 'cp1252', 'x-cp1252', 'iso-8859-1', 'iso8859-1', 'latin1', 'l1', 'us-ascii', 'ascii']);

function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_HIGH.charAt(char.charCodeAt(0) - 0x80));
}

/**
 * The text of an imported file, whatever a spreadsheet saved it in: a byte order mark says UTF-8 or UTF-16; else a
 * charset the request names (other than UTF-8) is read as named; else UTF-8 when the bytes are valid UTF-8, and
 * Windows-1252 otherwise, the encoding of French Excel's "CSV (séparateur : point-virgule)" (UTF-8 read loosely made
 * "Soci\uFFFDt\uFFFD" of "Société"). Bytes that no encoding explains come out as U+FFFD, which the plan refuses
 * with a message saying so.
 */
export function decodeCsv(bytes: Uint8Array, declaredCharset?: string): string {
  const decode = (encoding: string, fatal = false) => new TextDecoder(encoding, { fatal }).decode(bytes);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decode('utf-8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decode('utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decode('utf-16be');
  const declared = declaredCharset?.trim().toLowerCase();
  if (declared && WINDOWS_1252_LABELS.has(declared)) return decodeWindows1252(bytes);
  if (declared && declared !== 'utf-8' && declared !== 'utf8') {
    try {
      return decode(declared);
    } catch {
      // a charset TextDecoder does not know: detected below, as without one
    }
  }
  try {
    return decode('utf-8', true);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/** The charset parameter of a Content-Type header ('text/csv; charset=windows-1252' → 'windows-1252'). */
export function charsetOf(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '')?.[1];
}

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
  // a text decoded with the wrong encoding before it got here: its letters are lost, none of it is stored
  const replaced = text.indexOf(REPLACEMENT_CHARACTER);
  if (replaced >= 0) {
    errors.push({ line: (text.slice(0, replaced).match(/\r\n|\n|\r/g)?.length ?? 0) + 1, column: null, message: say('replacementCharacter') });
    return plan;
  }
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
    // csv-parse's own messages are English: the file's problem is said in the caller's language
    const { code, lines } = error as { code?: string; lines?: number };
    if (code === 'CSV_QUOTE_NOT_CLOSED') errors.push({ line: lastComplete + 1, column: null, message: say('unclosedQuote') });
    else errors.push({ line: lines ?? lastComplete + 1, column: null, message: say(PARSE_ERRORS[code ?? ''] ?? 'unreadable') });
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
        if (chamberOfId !== chamber.id) fail('id', 'idUnknown', { id });
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
      // the holders are ACTIVE companies, which every caller may see
      if (holder !== undefined && holder.id !== id) fail('name', 'nameTaken');
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

/** csv-parse's error codes that have words of their own. */
const PARSE_ERRORS: Record<string, MessageKey> = {
  CSV_INVALID_CLOSING_QUOTE: 'closingQuote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'closingQuote',
  INVALID_OPENING_QUOTE: 'openingQuote',
  CSV_INVALID_OPENING_QUOTE: 'openingQuote',
};

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
