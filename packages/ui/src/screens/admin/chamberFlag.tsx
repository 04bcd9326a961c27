import type { ReactNode } from 'react';
import { CountryFlag } from '../../components/CountryFlag';

/**
 * The flag of the chamber a chamber picker has chosen, drawn in the select beside its name (the browser's list of
 * options shows text only); nothing while no chamber, or the whole network, is chosen.
 */
export function flagOf(chambers: ReadonlyArray<{ id: number; countryIcon?: string | null }>, chosen: string): ReactNode {
  const chamber = chambers.find((option) => String(option.id) === chosen);
  return chamber ? <CountryFlag icon={chamber.countryIcon} /> : undefined;
}
