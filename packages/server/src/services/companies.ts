/**
 * Reading companies in the contract's `Company` shape (lists and details share it). Queries find ids first
 * (cheap, index-driven) and this module hydrates at most one page of them with labels, rating and view counts.
 * Those counts are the aggregates maintained on the company row (migration 0003_company_aggregates): a company
 * costs one row read whatever its number of views and ratings.
 */
import type { Database } from '../db/client.js';
import { averageRating } from './stats.js';

export interface CompanyView {
  id: number;
  name: string;
  description: string;
  sector: string;
  sectorNameEn: string;
  sectorId: number;
  country: string;
  countryIcon: string;
  countryId: number;
  countryAmcham: string;
  countryAmchamId: number;
  address: string;
  city: string | null;
  telephone: string;
  email: string;
  webLink: string | null;
  logo: string | null;
  pictures: string[];
  videoLink: string | null;
  lat: number | null;
  lon: number | null;
  status: 'ACTIVE' | 'INACTIVE' | 'PENDING';
  averageRating: number | null;
  ratingCount: number;
  viewCount: number;
  createdAt: string;
  updatedAt: string;
}

interface CompanyRow extends Record<string, unknown> {
  id: number;
  name: string;
  description: string;
  sector: string;
  sector_name_en: string;
  sector_id: number;
  country: string;
  country_icon: string;
  country_id: number;
  country_amcham: string;
  country_amcham_id: number;
  address: string | null;
  city: string | null;
  telephone: string | null;
  email: string | null;
  web_link: string | null;
  logo: string | null;
  pictures: string[] | null;
  video_link: string | null;
  lat: number | null;
  lon: number | null;
  status: 'ACTIVE' | 'INACTIVE' | 'PENDING';
  rating_average: number | null;
  rating_count: number;
  view_count: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const COMPANY_COLUMNS = `
  c.id, c.name, c.description, s.name_fr AS sector, s.name_en AS sector_name_en, c.sector_id,
  k.name AS country, k.icon AS country_icon, c.country_id, a.name AS country_amcham, c.country_amcham_id,
  c.address, c.city, c.telephone, c.email, c.web_link, c.logo, c.pictures, c.video_link, c.lat, c.lon, c.status,
  c.rating_sum::float8 / NULLIF(c.rating_count, 0) AS rating_average, c.rating_count, c.view_count,
  c.created_at, c.updated_at`;

const COMPANY_FROM = `
  FROM companies c
  JOIN sectors s ON s.id = c.sector_id
  JOIN countries k ON k.id = c.country_id
  JOIN country_amchams a ON a.id = c.country_amcham_id`;

function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

function toCompanyView(row: CompanyRow): CompanyView {
  const ratingCount = Number(row.rating_count);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sector: row.sector,
    sectorNameEn: row.sector_name_en,
    sectorId: row.sector_id,
    country: row.country,
    countryIcon: row.country_icon,
    countryId: row.country_id,
    countryAmcham: row.country_amcham,
    countryAmchamId: row.country_amcham_id,
    address: row.address ?? '',
    city: row.city,
    telephone: row.telephone ?? '',
    email: row.email ?? '',
    webLink: row.web_link,
    logo: row.logo,
    pictures: row.pictures ?? [],
    videoLink: row.video_link,
    lat: row.lat,
    lon: row.lon,
    status: row.status,
    averageRating: averageRating(row.rating_average, ratingCount),
    ratingCount,
    viewCount: Number(row.view_count),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The companies with these ids, in the order of the ids given (the order the search decided). */
export async function loadCompanies(database: Database, ids: readonly number[]): Promise<CompanyView[]> {
  if (ids.length === 0) return [];
  const rows = await database.query<CompanyRow>(`SELECT ${COMPANY_COLUMNS} ${COMPANY_FROM} WHERE c.id = ANY($1::int[])`, [
    [...ids],
  ]);
  const byId = new Map(rows.map((row) => [row.id, toCompanyView(row)]));
  return ids.flatMap((id) => {
    const company = byId.get(id);
    return company ? [company] : [];
  });
}

export async function loadCompany(database: Database, id: number): Promise<CompanyView | null> {
  const [company] = await loadCompanies(database, [id]);
  return company ?? null;
}

/**
 * The alphabetical order of companies: accents and case ignored ('École' among the E's, not after 'Z'), then id
 * so names equal but for accents keep a stable order. `companies_status_name_sort_idx` serves it.
 */
export const BY_NAME = 'c.name_sort, c.id';

/** Every company matching a WHERE clause over `c` (no paging), alphabetically. */
export async function loadCompaniesWhere(database: Database, where: string, params: (string | number | boolean | null)[] = []): Promise<CompanyView[]> {
  const rows = await database.query<CompanyRow>(`SELECT ${COMPANY_COLUMNS} ${COMPANY_FROM} WHERE ${where} ORDER BY ${BY_NAME}`, params);
  return rows.map(toCompanyView);
}
