import { companyImageUrl, normalizeWebsite, type Company, type Country, type Language, type Sector } from '@annuaire/api';
import { regionOfFlag, type FilterOption, type MemberFilters, type MemberSummary } from '@annuaire/ui';
import type { SearchFilters } from '../state/filters/filtersSlice';
import { sectorLabel } from '../data/reference';

// API -> view models of the member cards and filters (home, /membres, similar members), in one place.

/**
 * A country's name in the interface language (spec public §2.3: country labels are translated). The service names
 * countries in French with their flag; the flag gives the region, and the browser's own region names translate it.
 */
export function countryLabel(name: string, icon: string | null | undefined, language: Language): string {
  const region = regionOfFlag(icon);
  if (region === null || language === 'fr') return name;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(region) ?? name;
  } catch {
    return name;
  }
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/**
 * The address as a visitor reads it: the street address, then the city unless the address already ends with it
 * ('53 rue du Commerce, Cocody, Abidjan' and the city Abidjan), accents and case aside.
 */
export function memberAddress(address: string | null | undefined, city: string | null | undefined): string | undefined {
  const street = address?.trim() ?? '';
  const town = city?.trim() ?? '';
  const named = town !== '' && street.split(',').some((part) => folded(part) === folded(town));
  return [street, named ? '' : town].filter(Boolean).join(', ') || undefined;
}

/** A company as the member cards show it. */
export function toMemberSummary(company: Company, language: Language): MemberSummary {
  const website = normalizeWebsite(company.webLink);
  return {
    id: company.id,
    name: company.name,
    sector: language === 'en' ? company.sectorNameEn || company.sector : company.sector,
    country: countryLabel(company.country, company.countryIcon, language),
    address: memberAddress(company.address, company.city),
    website: website ?? undefined,
    phone: company.telephone || undefined,
    email: company.email?.trim() || undefined,
    logoUrl: companyImageUrl(company.logo) ?? undefined,
  };
}

export function countryOptions(countries: readonly Country[] | undefined, language: Language): FilterOption[] {
  return (countries ?? [])
    .map((country) => ({ value: String(country.id), label: countryLabel(country.name, country.icon, language) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

export function sectorOptions(sectors: readonly Sector[] | undefined, language: Language): FilterOption[] {
  return (sectors ?? [])
    .map((sector) => ({ value: String(sector.id), label: sectorLabel(sector, language) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

/** The filters slice (ids as numbers, null = all) as the screens' filter values ('' = all). */
export function toScreenFilters(filters: Pick<SearchFilters, 'keyword' | 'countryId' | 'sectorId'>): MemberFilters {
  return {
    keyword: filters.keyword,
    countryId: filters.countryId === null ? '' : String(filters.countryId),
    sectorId: filters.sectorId === null ? '' : String(filters.sectorId),
  };
}

function idOrNull(value: string): number | null {
  const id = Number(value);
  return value === '' || !Number.isInteger(id) ? null : id;
}

/** The screens' filter values back to the slice's shape. */
export function fromScreenFilters(filters: MemberFilters): { keyword: string; countryId: number | null; sectorId: number | null } {
  return { keyword: filters.keyword, countryId: idOrNull(filters.countryId), sectorId: idOrNull(filters.sectorId) };
}
