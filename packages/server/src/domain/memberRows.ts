/**
 * The member rows the CSV export reads and the import writes, as the repositories take them: the columns of the file,
 * a member as written, and the plan of an import (what it creates and updates). The CSV text itself is services/memberCsv.ts.
 */
import type { CompanyStatus } from '../db/schema.js';

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
