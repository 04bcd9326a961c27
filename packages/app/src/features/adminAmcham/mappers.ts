import { partnerLogoUrl, type Country, type CountryAmcham, type CountryAmchamForm } from '@annuaire/api';
import type { AmchamFormValues, AmchamRow } from '@annuaire/ui';

/** A chamber as the Amcham table shows it (spec admin §3: the country unknown reads N/A with a globe). */
export function toAmchamRow(chamber: CountryAmcham): AmchamRow {
  return {
    id: chamber.id,
    name: chamber.name,
    logoUrl: partnerLogoUrl(chamber.logo) ?? undefined,
    email: chamber.email,
    telephone: chamber.telephone,
    address: chamber.address,
    website: chamber.website,
    countryName: chamber.countryName || null,
    countryIcon: chamber.countryIcon || null,
  };
}

/** The edit form pre-filled from the chamber (spec admin §4: its name, country, address, telephone, e-mail, website). */
export function toAmchamFormValues(chamber: CountryAmcham): AmchamFormValues {
  return {
    name: chamber.name,
    countryId: String(chamber.countryId),
    email: chamber.email,
    telephone: chamber.telephone,
    address: chamber.address,
    website: chamber.website ?? '',
  };
}

export function toAmchamForm(values: AmchamFormValues, logo: File | null): CountryAmchamForm {
  return {
    countryId: Number(values.countryId),
    name: values.name,
    address: values.address,
    telephone: values.telephone,
    email: values.email,
    website: values.website,
    logoFile: logo,
  };
}

/**
 * The country select: flag and name (spec admin §2; the kit draws the flag, the option's text is the name), by name (accents ignored). One chamber per country (admin §1): it
 * offers the countries without a chamber, and the edited chamber's own country.
 */
export function countryOptions(countries: readonly Country[], chamber?: Pick<CountryAmcham, 'id' | 'countryId'> | null) {
  return countries
    .filter((country) => country.countryAmchamId == null || country.id === chamber?.countryId || country.countryAmchamId === chamber?.id)
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
    .map((country) => ({ value: String(country.id), label: country.name, flag: country.icon }));
}
