/** The globe of a chamber whose country is unknown (spec admin §3 Country). */
const UNKNOWN_COUNTRY_ICON = '🌐';

/** A chamber's country flag, or the globe when its country is unknown: the table's and the view panel's. */
export function countryIconOf(icon: string | null | undefined): string {
  return icon || UNKNOWN_COUNTRY_ICON;
}
