import type { FilterOption, MemberFilters, MemberSummary } from '@annuaire/ui';

// Sample data: the example shows the kit, not the directory service.

export const countries: FilterOption[] = [
  { value: 'bj', label: 'Bénin' },
  { value: 'sn', label: 'Sénégal' },
];

export const sectors: FilterOption[] = [
  { value: 'logistics', label: 'Logistique' },
  { value: 'finance', label: 'Banque et finance' },
];

interface SampleMember extends MemberSummary {
  countryId: string;
  sectorId: string;
}

const members: SampleMember[] = [
  {
    id: 1,
    name: 'Port Sec de Cotonou',
    sector: 'Logistique',
    sectorId: 'logistics',
    country: 'Bénin',
    countryId: 'bj',
    address: 'Zone portuaire, Cotonou',
    website: 'https://portsec.example',
    phone: '+229 21 00 00 00',
  },
  {
    id: 2,
    name: 'Banque du Golfe',
    sector: 'Banque et finance',
    sectorId: 'finance',
    country: 'Sénégal',
    countryId: 'sn',
    address: '4 boulevard de la République, Dakar',
    email: 'contact@banquedugolfe.example',
  },
  {
    id: 3,
    name: 'Transit Atlantique',
    sector: 'Logistique',
    sectorId: 'logistics',
    country: 'Sénégal',
    countryId: 'sn',
    phone: '+221 33 000 00 00',
  },
];

export function matching(filters: MemberFilters): SampleMember[] {
  const keyword = filters.keyword.trim().toLowerCase();
  return members.filter(
    (member) =>
      (keyword === '' || member.name.toLowerCase().includes(keyword)) &&
      (filters.countryId === '' || member.countryId === filters.countryId) &&
      (filters.sectorId === '' || member.sectorId === filters.sectorId),
  );
}
