import { companyImageUrl, normalizeWebsite, type Company, type Country, type Language, type Schedule, type Sector } from '@annuaire/api';
import type { CompanyProfileValues, MemberCompany, OpeningHoursDay, SelectOption } from '@annuaire/ui';
import { sectorLabel } from '../../data/reference';
import { defaultOpeningHours, WEEK_DAYS, type DayHours } from '../../validation/schemas';

// The one place where the member space maps the service's shapes to the screens' view models (DESIGN.md step 5).

/** The header's and summary card's company: labels in the interface language, the website with its scheme. */
export function toMemberCompany(company: Company, language: Language): MemberCompany {
  return {
    name: company.name,
    sector: language === 'en' ? company.sectorNameEn : company.sector,
    logoUrl: companyImageUrl(company.logo) ?? undefined,
    address: company.address || undefined,
    phone: company.telephone || undefined,
    website: normalizeWebsite(company.webLink) ?? undefined,
    viewCount: company.viewCount,
  };
}

/** The profile form's values as loaded (the selects hold ids as strings). */
export function toProfileValues(company: Company): CompanyProfileValues {
  return {
    companyName: company.name,
    sectorId: String(company.sectorId),
    description: company.description ?? '',
    countryId: String(company.countryId),
    address: company.address ?? '',
    email: company.email ?? '',
    phone: company.telephone ?? '',
    website: company.webLink ?? '',
  };
}

export const emptyProfileValues: CompanyProfileValues = {
  companyName: '',
  sectorId: '',
  description: '',
  countryId: '',
  address: '',
  email: '',
  phone: '',
  website: '',
};

/** The member profile save (spec public §3: the country id goes as `country`). */
export function toProfileForm(values: CompanyProfileValues, logoFile: File | null) {
  return {
    name: values.companyName.trim(),
    sectorId: Number(values.sectorId),
    description: values.description.trim(),
    country: Number(values.countryId),
    address: values.address.trim(),
    email: values.email.trim(),
    telephone: values.phone.trim(),
    webLink: values.website.trim(),
    ...(logoFile ? { logoFile } : {}),
  };
}

export function sectorOptions(sectors: readonly Sector[], language: Language): SelectOption[] {
  return sectors.map((sector) => ({ value: String(sector.id), label: sectorLabel(sector, language) }));
}

export function countryOptions(countries: readonly Country[]): SelectOption[] {
  return countries.map((country) => ({ value: String(country.id), label: country.name }));
}

/**
 * The week of the hours form: the defaults of a new form (spec public §4), each day set from its loaded entry.
 * A closed day keeps no times.
 */
export function toOpeningHours(schedules: readonly Schedule[]): DayHours[] {
  const byDay = new Map(schedules.map((entry) => [entry.dayOfWeek, entry]));
  return defaultOpeningHours().map((day) => {
    const entry = byDay.get(day.dayOfWeek);
    if (!entry) return day;
    return entry.closed
      ? { dayOfWeek: day.dayOfWeek, closed: true, openingTime: '', closingTime: '' }
      : { dayOfWeek: day.dayOfWeek, closed: false, openingTime: (entry.openingTime ?? '').slice(0, 5), closingTime: (entry.closingTime ?? '').slice(0, 5) };
  });
}

/** The schedules save: the whole week, closed days with null times. */
export function toSchedules(days: readonly DayHours[]): Schedule[] {
  return WEEK_DAYS.map((dayOfWeek) => {
    const day = days.find((candidate) => candidate.dayOfWeek === dayOfWeek);
    return !day || day.closed
      ? { dayOfWeek, closed: true, openingTime: null, closingTime: null }
      : { dayOfWeek, closed: false, openingTime: day.openingTime, closingTime: day.closingTime };
  });
}

/** The screen's days (the kit's type is the same shape as the validation's). */
export function toScreenDays(days: readonly DayHours[]): OpeningHoursDay[] {
  return days.map((day) => ({ ...day }));
}
