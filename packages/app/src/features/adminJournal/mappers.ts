import type { AuditEntry } from '@annuaire/api';
import { journalKinds, noJournalFilters, type JournalChange, type JournalEntryRow, type JournalFilters, type JournalKind } from '@annuaire/ui';

type Row = Record<string, unknown>;

/** A row of the audit trail as an object of columns (an import's or an invitation's answer may be a list). */
function columnsOf(value: AuditEntry['before']): Row {
  if (value === null) return {};
  if (Array.isArray(value)) return Object.fromEntries(value.map((item, index) => [String(index), item]));
  return value;
}

/** A column's value as the details show it: '' for none, text as it is, anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The columns a write changed, before -> after: only those that differ, in the row's order. */
export function changesOf(before: AuditEntry['before'], after: AuditEntry['after']): JournalChange[] {
  const old = columnsOf(before);
  const next = columnsOf(after);
  const fields = [...new Set([...Object.keys(next), ...Object.keys(old)])];
  return fields.map((field) => ({ field, before: valueText(old[field]), after: valueText(next[field]) })).filter((change) => change.before !== change.after);
}

export function toJournalRow(entry: AuditEntry): JournalEntryRow {
  return {
    id: entry.id,
    at: entry.at,
    email: entry.actor.email,
    role: entry.actor.profil,
    kind: entry.kind,
    action: entry.action,
    targetId: entry.targetId,
    changes: changesOf(entry.before, entry.after),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isKind(value: string): value is JournalKind {
  return (journalKinds as readonly string[]).includes(value);
}

/** The filters and page of the URL's query (a reload keeps them); anything malformed is no filter. */
export function filtersOfQuery(params: URLSearchParams): { filters: JournalFilters; page: number } {
  const kind = params.get('kind') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const chamberId = params.get('chamber') ?? '';
  const page = Number(params.get('page') ?? '0');
  return {
    filters: {
      ...noJournalFilters,
      person: params.get('person') ?? '',
      kind: isKind(kind) ? kind : '',
      from: DAY.test(from) ? from : '',
      to: DAY.test(to) ? to : '',
      chamberId: /^[1-9]\d*$/.test(chamberId) ? chamberId : '',
    },
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

/** The URL's query of the filters and page: only what is set. */
export function queryOfFilters(filters: JournalFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.person !== '') params.set('person', filters.person);
  if (filters.kind !== '') params.set('kind', filters.kind);
  if (filters.from !== '') params.set('from', filters.from);
  if (filters.to !== '') params.set('to', filters.to);
  if (filters.chamberId !== '') params.set('chamber', filters.chamberId);
  if (page > 0) params.set('page', String(page));
  return params;
}
